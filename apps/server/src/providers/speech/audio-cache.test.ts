import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AudioCache } from './audio-cache.js';

const entry = (n: number, tag = 'x') => ({
  audio: Buffer.alloc(n, tag),
  mime: 'audio/mpeg',
  provider: 'espeak',
});
const dirs: string[] = [];
const tempDir = async () => {
  const d = await mkdtemp(join(tmpdir(), 'yuexue-audio-cache-'));
  dirs.push(d);
  return d;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('AudioCache', () => {
  it('keeps memory under its bound, dropping the least recently used', async () => {
    const cache = new AudioCache({ memoryBytes: 250, diskBytes: 0 });
    await cache.set('a', entry(100));
    await cache.set('b', entry(100));
    await cache.get('a');
    await cache.set('c', entry(100));
    expect(cache.memoryBytes).toBeLessThanOrEqual(250);
    expect(await cache.get('b')).toBeUndefined();
    expect((await cache.get('a'))?.audio.length).toBe(100);
    expect((await cache.get('c'))?.audio.length).toBe(100);
  });

  it('keeps files under their bound and reads them back after a restart, credit included', async () => {
    const dir = await tempDir();
    const cache = new AudioCache({ dir, memoryBytes: 1000, diskBytes: 800 });
    await cache.set('first', { ...entry(300, 'f'), credit: '粵音資料集叢' });
    await cache.set('second', entry(300, 's'));
    await cache.get('first');
    await cache.set('third', entry(300, 't'));
    expect(await cache.diskBytes()).toBeLessThanOrEqual(800);
    expect((await readdir(dir)).sort()).toEqual(['first.audio', 'third.audio']);

    const reopened = new AudioCache({ dir, memoryBytes: 1000, diskBytes: 800 });
    const back = await reopened.get('first');
    expect(back).toEqual({ ...entry(300, 'f'), credit: '粵音資料集叢' });
    expect(await reopened.get('second')).toBeUndefined();
  });

  it('treats a damaged file as a miss', async () => {
    const dir = await tempDir();
    const cache = new AudioCache({ dir, memoryBytes: 0, diskBytes: 1000 });
    await cache.set('k', entry(10));
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dir, 'k.audio'), 'garbage');
    expect(await new AudioCache({ dir, memoryBytes: 0, diskBytes: 1000 }).get('k')).toBeUndefined();
  });
});
