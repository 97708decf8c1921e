import {
  SECRET_MASK,
  SECRET_PATHS,
  SETTINGS_DEFAULTS,
  OAUTH_PROVIDERS,
  OAUTH_PROVIDER_NAMES,
  type EmailSettings,
  type OAuthSettings,
  type PaymentSettings,
  type SecuritySettings,
  type SettingsByCategory,
  MSG,
} from '@yuexue/contract';
import { badRequest } from '../../lib/http-error.js';
import { compileIpList, parseIpRule } from '../../lib/ip-rules.js';
import type { SettingsService } from '../settings/service.js';

const M = MSG.adminSettings;

export type StoredCategory = keyof SettingsByCategory;
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** The value at a path, and a setter for it, inside a settings object. */
function at(
  obj: Json,
  path: readonly string[],
): { get: () => unknown; set: (v: unknown) => void } | undefined {
  let node: unknown = obj;
  for (const key of path.slice(0, -1)) {
    if (!isObject(node)) return undefined;
    node = node[key];
  }
  if (!isObject(node)) return undefined;
  const parent = node;
  const last = path[path.length - 1]!;
  return { get: () => parent[last], set: (v) => (parent[last] = v) };
}

/** A copy fit to leave the server: every stored secret replaced by SECRET_MASK ('' stays '': "not set"). */
export function maskSecrets<T extends object>(category: StoredCategory, data: T): T {
  const copy = structuredClone(data) as Json;
  for (const path of SECRET_PATHS[category] ?? []) {
    const slot = at(copy, path);
    if (slot && typeof slot.get() === 'string' && slot.get() !== '') slot.set(SECRET_MASK);
  }
  return copy as T;
}

/** Stored values overlaid with the fields sent (objects merged, everything else replaced). */
function overlay(stored: Json, sent: Json): Json {
  const out: Json = { ...stored };
  for (const [k, v] of Object.entries(sent)) {
    if (v === undefined) continue;
    out[k] = isObject(v) && isObject(stored[k]) ? overlay(stored[k], v) : v;
  }
  return out;
}

/** A secret sent back as the mask means "unchanged": restore the stored value. */
function keepMaskedSecrets(category: StoredCategory, next: Json, stored: Json): void {
  for (const path of SECRET_PATHS[category] ?? []) {
    const slot = at(next, path);
    if (slot?.get() === SECRET_MASK) slot.set(at(stored, path)?.get() ?? '');
  }
}

/**
 * Suffixes, lower-case without a leading @, each a domain. The comma list is what the screen edits,
 * so when it is sent it is the whole list; otherwise the array sent (or stored) is.
 */
function normaliseEmail(s: EmailSettings, customSent: boolean): EmailSettings {
  const parts = customSent ? s.white_list.custom.split(/[,，;；\s]+/) : s.white_list.white_list;
  const suffixes: string[] = [];
  for (const raw of parts) {
    const suffix = raw.trim().toLowerCase().replace(/^@/, '');
    if (!suffix || suffixes.includes(suffix)) continue;
    if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(suffix))
      throw badRequest(M.suffixInvalid(raw.trim()));
    suffixes.push(suffix);
  }
  return {
    ...s,
    white_list: { ...s.white_list, custom: suffixes.join(', '), white_list: suffixes },
  };
}

/** Empty and repeated entries are dropped (back-office §5); a malformed one is refused with the parser's reason. */
export function cleanIpList(entries: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry || out.includes(entry)) continue;
    const rule = parseIpRule(entry);
    if ('error' in rule) throw badRequest(rule.error);
    out.push(entry);
  }
  return out;
}

function normaliseSecurity(s: SecuritySettings, requesterIp: string): SecuritySettings {
  const next = {
    blacklist_ips: cleanIpList(s.blacklist_ips),
    whitelist_ips: cleanIpList(s.whitelist_ips),
  };
  // Refusing the admin's own address keeps them from locking themselves out of the back office.
  if (
    compileIpList(next.blacklist_ips)(requesterIp) &&
    !compileIpList(next.whitelist_ips)(requesterIp)
  )
    throw badRequest(M.ipSelfBlock(requesterIp));
  return next;
}

function checkOAuth(s: OAuthSettings): OAuthSettings {
  for (const provider of OAUTH_PROVIDERS) {
    const p = s.providers[provider];
    if (p.enabled && (!p.client_id || !p.client_secret || !p.redirect_uri))
      throw badRequest(M.providerIncomplete(OAUTH_PROVIDER_NAMES[provider]));
  }
  return s;
}

function checkPayment(s: PaymentSettings): PaymentSettings {
  if (s.apiv3_key && s.apiv3_key.length !== 32) throw badRequest(M.apiv3KeyLength);
  if (s.enabled && (!s.app_id || !s.mch_id || !s.apiv3_key || !s.serial_no))
    throw badRequest(M.paymentIncomplete);
  return s;
}

/**
 * The admin's view of the settings: read with defaults filled in and secrets masked; saved by
 * overlaying the fields sent on the stored document, keeping masked secrets, normalising lists.
 */
export function createAdminSettings(settings: SettingsService) {
  const read = <C extends StoredCategory>(category: C) =>
    settings.read<SettingsByCategory[C]>(category, SETTINGS_DEFAULTS[category]);

  return {
    async load<C extends StoredCategory>(category: C): Promise<SettingsByCategory[C]> {
      return maskSecrets(category, await read(category));
    },
    async save<C extends StoredCategory>(
      category: C,
      sent: Json,
      ctx: { ip: string },
    ): Promise<SettingsByCategory[C]> {
      const stored = structuredClone(await read(category)) as Json;
      const next = overlay(stored, sent);
      keepMaskedSecrets(category, next, stored);
      let value: object = next;
      if (category === 'email')
        value = normaliseEmail(
          next as unknown as EmailSettings,
          isObject(sent.white_list) && typeof sent.white_list.custom === 'string',
        );
      if (category === 'security')
        value = normaliseSecurity(next as unknown as SecuritySettings, ctx.ip);
      if (category === 'oauth') value = checkOAuth(next as unknown as OAuthSettings);
      if (category === 'payment') value = checkPayment(next as unknown as PaymentSettings);
      await settings.write(category, value as Json);
      return maskSecrets(category, value as SettingsByCategory[C]);
    },
  };
}
export type AdminSettings = ReturnType<typeof createAdminSettings>;
