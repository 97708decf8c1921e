import {
  DEFAULT_OAUTH_SETTINGS,
  LIMITS,
  OAUTH_PROVIDERS,
  type OAuthProvider,
  type OAuthSettings,
} from '@yuexue/contract';
import type { SettingsReader } from '../../lib/settings-reader.js';
import { createOidcClient } from './oidc.js';
import { createWechatClient } from './wechat.js';
import type { OAuthClient } from './types.js';

export type { OAuthClient, OAuthProfile, FlowSecrets } from './types.js';
export { OAuthProviderError } from './types.js';

const D = DEFAULT_OAUTH_SETTINGS.providers;
const or = (v: string | undefined, fallback: string) => (v && v.trim() ? v.trim() : fallback);

/** The settings of one provider with the defaults filled in (documents saved before a field existed lack it). */
export async function providerSettings(settings: SettingsReader, provider: OAuthProvider) {
  const stored = (await settings.read<OAuthSettings>('oauth', DEFAULT_OAUTH_SETTINGS)).providers;
  if (provider === 'google') {
    const s = { ...D.google, ...stored.google };
    return { ...s, issuer: or(s.issuer, D.google.issuer) };
  }
  const s = { ...D.wechat, ...stored.wechat };
  return {
    ...s,
    api_base: or(s.api_base, D.wechat.api_base),
    open_base: or(s.open_base, D.wechat.open_base),
  };
}

/** Enabled and complete (the back office refuses to enable an incomplete provider, but a document may predate that). */
const usable = (s: {
  enabled: boolean;
  client_id: string;
  client_secret: string;
  redirect_uri: string;
}) => s.enabled && !!s.client_id && !!s.client_secret && !!s.redirect_uri;

/** The client of a provider when it is enabled and complete, else undefined. */
export async function oauthClient(
  settings: SettingsReader,
  provider: OAuthProvider,
): Promise<OAuthClient | undefined> {
  const s = await providerSettings(settings, provider);
  if (!usable(s)) return undefined;
  const base = {
    clientId: s.client_id,
    clientSecret: s.client_secret,
    redirectUri: s.redirect_uri,
    timeoutMs: LIMITS.socialLogin.upstreamTimeoutMs,
  };
  return 'issuer' in s
    ? createOidcClient({ ...base, issuer: s.issuer })
    : createWechatClient({ ...base, apiBase: s.api_base, openBase: s.open_base });
}

export async function enabledProviders(settings: SettingsReader): Promise<OAuthProvider[]> {
  const out: OAuthProvider[] = [];
  for (const p of OAUTH_PROVIDERS) if (usable(await providerSettings(settings, p))) out.push(p);
  return out;
}
