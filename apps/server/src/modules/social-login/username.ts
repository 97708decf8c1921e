import { randomBytes, randomInt } from 'node:crypto';
import { LIMITS } from '@yuexue/contract';

const { min, max } = LIMITS.username;
/** Characters usernameSchema refuses, plus @ so that a username never looks like an e-mail address. */
const REFUSED = /[<>"'`&@\p{C}]/gu;

const cut = (s: string, n: number) => [...s].slice(0, n).join('');

/** A provider's display name made into a valid username, or null when too little of it is usable. */
export function usernameFrom(name: string | null | undefined): string | null {
  if (!name) return null;
  const cleaned = name.normalize('NFC').replace(REFUSED, '').trim().replace(/\s+/g, '_');
  const out = cut(cleaned, max).replace(/_+$/, '');
  return [...out].length >= min ? out : null;
}

/**
 * Usernames to try for a new social account, in order: the provider's name (or the fallback such
 * as 微信用户), then the same with a random numeric suffix, then the fallback with a longer one.
 */
export function* usernameCandidates(
  name: string | null | undefined,
  fallback: string,
): Generator<string> {
  const base = usernameFrom(name) ?? fallback;
  yield base;
  for (let i = 0; i < 8; i++) {
    const suffix = `_${randomInt(1000, 10_000)}`;
    yield cut(base, max - suffix.length) + suffix;
  }
  for (let i = 0; i < 4; i++) {
    const suffix = `_${randomBytes(4).toString('hex')}`;
    yield cut(fallback, max - suffix.length) + suffix;
  }
}
