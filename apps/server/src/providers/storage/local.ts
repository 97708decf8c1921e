import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Dirent, Stats } from 'node:fs';
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

async function readdirIfExists(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if (isMissing(err)) return [];
    throw err;
  }
}

/** Undefined when the file went away since its folder was read (a concurrent delete). */
async function statIfExists(file: string): Promise<Stats | undefined> {
  try {
    return await stat(file);
  } catch (err) {
    if (isMissing(err)) return undefined;
    throw err;
  }
}

async function* filesUnder(root: string, prefix: string): AsyncGenerator<StoredEntry> {
  for (const entry of await readdirIfExists(join(root, prefix))) {
    const key = `${prefix}${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(root, `${key}/`);
    else if (entry.isFile() && !TEMP_FILE.test(entry.name)) {
      const stats = await statIfExists(join(root, key));
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
