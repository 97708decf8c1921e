import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { users } from '../../db/schema/index.js';
import { msUntilNextSweep } from '../../plugins/upload-sweeper.js';
import { createUploadsRepo, type UploadsRepo } from './repo.js';
import { sweepUploads, type SweepProgress } from './sweep.js';

const DAY = 24 * 3600 * 1000;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0c1b80000000049454e44ae426082',
  'hex',
);

let t: TestApp;
let repo: UploadsRepo;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  repo = createUploadsRepo(t.database.db);
  admin = await t.login(ADMIN.username, ADMIN.password);
});
afterAll(() => t?.close());

/** A file in the uploads folder, written `ageDays` ago. */
async function stored(ageDays: number): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.png`;
  await t.app.storage.put(`uploads/${name}`, PNG, 'image/png');
  const when = new Date(Date.now() - ageDays * DAY);
  utimesSync(join(t.dataDir, 'uploads', name), when, when);
  return name;
}
const present = (name: string) => existsSync(join(t.dataDir, 'uploads', name));

async function addArticle(payload: Record<string, unknown>): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/article/add',
    headers: admin,
    payload: { title: '图片文章', details: '<p>正文</p>', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}
const orphans = async () =>
  (
    (await t.database.db.execute(
      sql`SELECT name FROM upload_orphans ORDER BY name`,
    )) as unknown as { rows: Array<{ name: string }> }
  ).rows.map((r) => r.name);

describe('upload sweep', () => {
  it('deletes only files nobody has referred to for the whole grace period, and keeps one used again', async () => {
    const inBody = await stored(90);
    const asCover = await stored(90);
    const asAvatar = await stored(90);
    const orphan = await stored(90);
    const fresh = await stored(0);
    const articleId = await addArticle({
      details: `<p>图</p><p><img src="/uploads/${inBody}" alt=""></p>`,
      cover_url: `/uploads/${asCover}`,
    });
    await t.database.db
      .update(users)
      .set({ avatarUrl: `/uploads/${asAvatar}` })
      .where(eq(users.username, ADMIN.username));

    const now = Date.now();
    const first = await sweepUploads({
      repo,
      storage: t.app.storage,
      graceDays: 30,
      now: new Date(now),
    });
    expect(first).toMatchObject({ referenced: 3, unreferenced: 1, deleted: 0 });
    expect(first.stored).toBeGreaterThanOrEqual(5);
    expect(await orphans()).toEqual([orphan]);

    // A month on: the orphan has been unreferenced for the whole grace period; the fresh file only now counts.
    const progress: SweepProgress[] = [];
    const second = await sweepUploads({
      repo,
      storage: t.app.storage,
      graceDays: 30,
      now: new Date(now + 31 * DAY),
      onProgress: (p) => progress.push(p),
    });
    expect(second).toMatchObject({ referenced: 3, unreferenced: 2, deleted: 1 });
    expect(present(orphan)).toBe(false);
    for (const kept of [inBody, asCover, asAvatar, fresh]) expect(present(kept)).toBe(true);
    expect(await orphans()).toEqual([fresh]);
    expect(progress.at(-1)).toEqual({ phase: 'delete', done: 1, total: 1 });

    // Used again before its time is up: kept, and no longer counted.
    await addArticle({ details: `<p><img src="/uploads/${fresh}" alt=""></p>` });
    // The article with the body image is deleted: that image starts its own grace period.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/article/delete/${articleId}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(200);
    const third = await sweepUploads({
      repo,
      storage: t.app.storage,
      graceDays: 30,
      now: new Date(now + 62 * DAY),
    });
    expect(third.deleted).toBe(0);
    expect(present(fresh)).toBe(true);
    expect(await orphans()).toEqual([inBody, asCover].sort());
  });

  it('lets one instance claim a nightly run', async () => {
    const now = new Date();
    expect(await repo.claimJob('test-job', now, 12 * 3600 * 1000)).toBe(true);
    expect(await repo.claimJob('test-job', new Date(now.getTime() + 1000), 12 * 3600 * 1000)).toBe(
      false,
    );
    expect(
      await repo.claimJob('test-job', new Date(now.getTime() + 13 * 3600 * 1000), 12 * 3600 * 1000),
    ).toBe(true);
  });

  it('runs at 04:30 Beijing time', () => {
    expect(msUntilNextSweep(new Date('2026-11-21T20:00:00Z'))).toBe(30 * 60 * 1000);
    expect(msUntilNextSweep(new Date('2026-11-21T20:30:00Z'))).toBe(DAY);
    expect(msUntilNextSweep(new Date('2026-11-21T21:00:00Z'))).toBe(DAY - 30 * 60 * 1000);
  });
});
