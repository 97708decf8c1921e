import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, extname, join } from 'node:path';
import { assertKey, assertPrefix, type Storage, type StoredEntry } from './types.js';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

/** Where put() writes before renaming onto the key. */
const tempFileFor = (target: string) => `${target}.${randomBytes(6).toString('hex')}.tmp`;
/** Exactly tempFileFor's shape, so listing still shows a key that merely ends in ".tmp". */
const TEMP_FILE = /\.[0-9a-f]{12}\.tmp$/;

const isMissing = (err: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/** Undefined when the path is not there (a missing folder, a file deleted since its folder was read). */
async function unlessMissing<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch (err) {
    if (isMissing(err)) return undefined;
    throw err;
  }
}

async function* filesUnder(root: string, prefix: string): AsyncGenerator<StoredEntry> {
  const entries = await unlessMissing(readdir(join(root, prefix), { withFileTypes: true }));
  for (const entry of entries ?? []) {
    const key = `${prefix}${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(root, `${key}/`);
    else if (entry.isFile() && !TEMP_FILE.test(entry.name)) {
      const stats = await unlessMissing(stat(join(root, key)));
      if (stats) yield { key, size: stats.size, modifiedAt: stats.mtime };
    }
  }
}

/** Files under a directory on this machine ($DATA_DIR by default); the media type comes from the extension we chose. */
export function createLocalStorage(root: string): Storage {
  const path = (key: string) => join(root, assertKey(key));
  return {
    kind: 'local',
    async put(key, body) {
      const target = path(key);
      await mkdir(dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = tempFileFor(target);
      await writeFile(tmp, body);
      await rename(tmp, target);
    },
    async get(key) {
      try {
        return {
          body: await readFile(path(key)),
          contentType: TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream',
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async exists(key) {
      try {
        return (await stat(path(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(path(key), { force: true });
    },
    list(prefix) {
      return filesUnder(root, assertPrefix(prefix));
    },
  };
}
