/** A stored file and its media type. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** One stored object as a listing reports it. */
export interface StoredEntry {
  key: string;
  size: number;
  modifiedAt: Date;
}

/**
 * Where uploaded files live. Keys are relative paths like "uploads/<name>"; every driver
 * accepts only keys of safe characters (see assertKey), so no key can escape its root.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every stored object whose key starts with `prefix` (e.g. "uploads/"), in no promised order; keys as given to put(). */
  list(prefix: string): AsyncIterable<StoredEntry>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9._-]*)+$/i;
export function assertKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/** A key prefix: whole folder names in the key alphabet, each ending in '/' (e.g. "uploads/2024/"). */
const PREFIX = /^[a-z0-9][a-z0-9_-]*\/(?:[a-z0-9][a-z0-9._-]*\/)*$/i;
export function assertPrefix(prefix: string): string {
  if (!PREFIX.test(prefix) || prefix.includes('..'))
    throw new Error(`invalid storage prefix: ${prefix}`);
  return prefix;
}
