import { UPLOAD_NAME_PATTERN } from '@yuexue/contract';
import type { Storage } from '../../providers/storage/index.js';
import type { UploadsRepo } from './repo.js';

const DAY_MS = 24 * 3600 * 1000;
const FOLDER = 'uploads/';

export interface SweepOptions {
  repo: UploadsRepo;
  storage: Storage;
  /** Days a file must stay unreferenced, sweep after sweep, before it is deleted. */
  graceDays: number;
  now?: Date;
  /** Files younger than this are never counted as unreferenced: an editor may not have saved the article yet. */
  minAgeMs?: number;
  onProgress?: (p: SweepProgress) => void;
  signal?: AbortSignal;
}

export interface SweepProgress {
  phase: 'scan' | 'delete';
  done: number;
  /** Known in the delete phase. */
  total?: number;
}

export interface SweepReport {
  stored: number;
  referenced: number;
  /** Unreferenced and old enough to count (the rest are fresh uploads). */
  unreferenced: number;
  deleted: number;
}

/**
 * Removes uploads that nothing refers to any more (a replaced cover, a deleted comment's image,
 * an image taken out of an article). A file is deleted only after it has been seen unreferenced
 * for `graceDays` (recorded in the database), and the references are read again just before
 * deleting, so a file that is used again in the meantime stays.
 */
export async function sweepUploads(o: SweepOptions): Promise<SweepReport> {
  const now = o.now ?? new Date();
  const minAgeMs = o.minAgeMs ?? DAY_MS;
  const referenced = await o.repo.referencedNames();
  const unreferenced: string[] = [];
  let stored = 0;
  let inUse = 0;
  for await (const entry of o.storage.list(FOLDER)) {
    o.signal?.throwIfAborted();
    const name = entry.key.slice(FOLDER.length);
    if (!UPLOAD_NAME_PATTERN.test(name)) continue;
    stored += 1;
    if (stored % 500 === 0) o.onProgress?.({ phase: 'scan', done: stored });
    if (referenced.has(name)) inUse += 1;
    else if (now.getTime() - entry.modifiedAt.getTime() >= minAgeMs) unreferenced.push(name);
  }
  o.onProgress?.({ phase: 'scan', done: stored });

  const due = await o.repo.recordOrphans(
    unreferenced,
    now,
    new Date(now.getTime() - o.graceDays * DAY_MS),
  );
  const stillReferenced = due.length > 0 ? await o.repo.referencedNames() : new Set<string>();
  let deleted = 0;
  for (const [i, name] of due.entries()) {
    o.signal?.throwIfAborted();
    if (!stillReferenced.has(name)) {
      await o.storage.delete(`${FOLDER}${name}`);
      deleted += 1;
    }
    await o.repo.forgetOrphan(name);
    o.onProgress?.({ phase: 'delete', done: i + 1, total: due.length });
  }
  return { stored, referenced: inUse, unreferenced: unreferenced.length, deleted };
}
