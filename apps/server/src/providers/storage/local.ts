import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, extname, join } from 'node:path';
import { assertKey, type Storage } from './types.js';

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif' };

/** Files under a directory on this machine ($DATA_DIR by default); the media type comes from the extension we chose. */
export function createLocalStorage(root: string): Storage {
  const path = (key: string) => join(root, assertKey(key));
  return {
    kind: 'local',
    async put(key, body) {
      const target = path(key);
      await mkdir(dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, target);
    },
    async get(key) {
      try {
        return { body: await readFile(path(key)), contentType: TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream' };
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
  };
}
