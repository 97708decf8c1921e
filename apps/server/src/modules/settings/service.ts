import {
  DEFAULT_EMAIL_SETTINGS,
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_SECURITY_SETTINGS,
  type EmailSettings,
  type GeneralSettings,
  type SecuritySettings,
} from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { createSettingsRepo } from './repo.js';

export interface InternalSettings {
  jwt_secret: string;
}

// Short enough that an admin's change reaches every instance almost at once,
// long enough that hot routes do not read the settings table on every request.
const CACHE_MS = 1000;

/** Fills missing fields from defaults, one level deep (nested objects merged too). */
function withDefaults<T extends object>(defaults: T, stored: Record<string, unknown> | null): T {
  const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [k, v] of Object.entries(stored ?? {})) {
    if (!(k in defaults)) continue;
    const d = (defaults as Record<string, unknown>)[k];
    if (
      d &&
      typeof d === 'object' &&
      !Array.isArray(d) &&
      v &&
      typeof v === 'object' &&
      !Array.isArray(v)
    ) {
      out[k] = { ...d, ...v };
    } else if (v !== null && v !== undefined && (typeof v === typeof d || d === undefined)) {
      out[k] = v;
    }
  }
  return out as T;
}

export function createSettingsService(db: Db) {
  const repo = createSettingsRepo(db);
  const cache = new Map<string, { at: number; value: unknown }>();

  /** The category's value when a fresh one is cached, without waiting; else undefined. */
  function fresh<T>(category: string): T | undefined {
    const hit = cache.get(category);
    return hit && Date.now() - hit.at < CACHE_MS ? (hit.value as T) : undefined;
  }

  // Reads in flight: every request arriving while the cached value is stale waits for one read.
  const pending = new Map<string, Promise<unknown>>();

  function read<T extends object>(category: string, defaults: T): Promise<T> {
    const hit = fresh<T>(category);
    if (hit) return Promise.resolve(hit);
    let loading = pending.get(category) as Promise<T> | undefined;
    if (!loading) {
      const current: Promise<T> = repo
        .get(category)
        .then((stored) => {
          const value = withDefaults(defaults, stored);
          // A write since this read began dropped it: its value must not be cached.
          if (pending.get(category) === current) cache.set(category, { at: Date.now(), value });
          return value;
        })
        .finally(() => {
          if (pending.get(category) === current) pending.delete(category);
        });
      pending.set(category, (loading = current));
    }
    return loading;
  }

  return {
    read,
    general: () => read<GeneralSettings>('general', DEFAULT_GENERAL_SETTINGS),
    email: () => read<EmailSettings>('email', DEFAULT_EMAIL_SETTINGS),
    security: () => read<SecuritySettings>('security', DEFAULT_SECURITY_SETTINGS),
    /** general() and security() when the answer is at hand: per-request hooks decide without a promise. */
    freshGeneral: () => fresh<GeneralSettings>('general'),
    freshSecurity: () => fresh<SecuritySettings>('security'),
    /** The token secret (the seed writes it once): read through the cache, as every signed-in request needs it. */
    async internal(): Promise<InternalSettings> {
      const { jwt_secret } = await read<InternalSettings>('internal', { jwt_secret: '' });
      if (!jwt_secret) throw new Error('internal settings missing: run the seed');
      return { jwt_secret };
    },
    async write(category: string, data: Record<string, unknown>): Promise<void> {
      await repo.put(category, data);
      pending.delete(category);
      cache.delete(category);
    },
    raw: (category: string) => repo.get(category),
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
