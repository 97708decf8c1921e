import {
  mkdir,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { join } from 'node:path';
import type { SpeechMark } from './types.js';

export interface CachedAudio {
  audio: Buffer;
  mime: string;
  provider: string;
  credit?: string;
  marks?: SpeechMark[];
  durationMs?: number;
}

export interface AudioCacheOptions {
  /** Folder for the disk tier; none keeps the cache in memory only. */
  dir?: string;
  memoryBytes: number;
  diskBytes: number;
}

const SUFFIX = '.audio';

/**
 * Synthesised audio by key, in two size-bounded tiers: an in-memory LRU and files in `dir`
 * (least recently used files are deleted when the folder grows past `diskBytes`).
 */
export class AudioCache {
  private memory = new Map<string, CachedAudio>();
  private memoryUsed = 0;
  private disk: Promise<Map<string, number>> | undefined;
  private diskUsed = 0;

  constructor(private readonly options: AudioCacheOptions) {}

  async get(key: string): Promise<CachedAudio | undefined> {
    const hit = this.memory.get(key);
    if (hit) {
      this.memory.delete(key);
      this.memory.set(key, hit);
      void this.touchDisk(key);
      return hit;
    }
    const fromDisk = await this.readDisk(key);
    if (fromDisk) this.remember(key, fromDisk);
    return fromDisk;
  }

  /** Stores in memory at once; the returned promise settles when the file is written. */
  set(key: string, value: CachedAudio): Promise<void> {
    this.remember(key, value);
    return this.writeDisk(key, value);
  }

  get memoryBytes(): number {
    return this.memoryUsed;
  }

  async diskBytes(): Promise<number> {
    await this.diskIndex();
    return this.diskUsed;
  }

  private remember(key: string, value: CachedAudio): void {
    if (value.audio.length > this.options.memoryBytes) return;
    const old = this.memory.get(key);
    if (old) this.memoryUsed -= old.audio.length;
    this.memory.delete(key);
    this.memory.set(key, value);
    this.memoryUsed += value.audio.length;
    for (const [k, v] of this.memory) {
      if (this.memoryUsed <= this.options.memoryBytes) break;
      this.memory.delete(k);
      this.memoryUsed -= v.audio.length;
    }
  }

  private file(key: string): string {
    return join(this.options.dir!, `${key}${SUFFIX}`);
  }

  /** Files on disk, oldest use first, with their sizes (read from the folder once). */
  private diskIndex(): Promise<Map<string, number>> {
    return (this.disk ??= (async () => {
      const index = new Map<string, number>();
      if (!this.options.dir) return index;
      await mkdir(this.options.dir, { recursive: true });
      const entries = await Promise.all(
        (await readdir(this.options.dir))
          .filter((f) => f.endsWith(SUFFIX))
          .map(async (f) => ({
            key: f.slice(0, -SUFFIX.length),
            st: await stat(join(this.options.dir!, f)).catch(() => null),
          })),
      );
      entries.sort((a, b) => (a.st?.mtimeMs ?? 0) - (b.st?.mtimeMs ?? 0));
      for (const { key, st } of entries) if (st) index.set(key, st.size);
      this.diskUsed = [...index.values()].reduce((a, b) => a + b, 0);
      return index;
    })());
  }

  /** A use served from memory also counts for the file's place in the disk LRU. */
  private async touchDisk(key: string): Promise<void> {
    if (!this.disk) return;
    const index = await this.disk;
    const size = index.get(key);
    if (size === undefined) return;
    index.delete(key);
    index.set(key, size);
  }

  private async readDisk(key: string): Promise<CachedAudio | undefined> {
    if (!this.options.dir) return undefined;
    const index = await this.diskIndex();
    if (!index.has(key)) return undefined;
    try {
      const bytes = await readFile(this.file(key));
      const headerLength = bytes.readUInt32BE(0);
      const meta = JSON.parse(bytes.subarray(4, 4 + headerLength).toString('utf8')) as Omit<
        CachedAudio,
        'audio'
      >;
      const size = index.get(key)!;
      index.delete(key);
      index.set(key, size);
      const now = new Date();
      await utimes(this.file(key), now, now).catch(() => undefined);
      return { ...meta, audio: Buffer.from(bytes.subarray(4 + headerLength)) };
    } catch {
      this.forget(index, key);
      return undefined;
    }
  }

  private async writeDisk(key: string, { audio, ...meta }: CachedAudio): Promise<void> {
    if (!this.options.dir || audio.length > this.options.diskBytes) return;
    const index = await this.diskIndex();
    const header = Buffer.from(JSON.stringify(meta));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    const bytes = Buffer.concat([length, header, audio]);
    const temp = `${this.file(key)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, this.file(key));
    this.forget(index, key);
    index.set(key, bytes.length);
    this.diskUsed += bytes.length;
    for (const oldest of index.keys()) {
      if (this.diskUsed <= this.options.diskBytes) break;
      this.forget(index, oldest);
      await unlink(this.file(oldest)).catch(() => undefined);
    }
  }

  private forget(index: Map<string, number>, key: string): void {
    const size = index.get(key);
    if (size === undefined) return;
    index.delete(key);
    this.diskUsed -= size;
  }
}
