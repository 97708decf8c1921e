import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { exited, startServerProcess } from './server-process.js';

/**
 * Two API instances on one PostgreSQL, as behind a load balancer: usage limits are counted across
 * both exactly, and an admin record written anywhere applies to the next request on either.
 */
const base = process.env.TEST_DATABASE_URL;
const name = `yuexue_multi_${randomBytes(4).toString('hex')}`;
const dirs: string[] = [];
let admin: pg.Client;
let url = '';
let instances: Array<Awaited<ReturnType<typeof startServerProcess>>> = [];

/** The status of one guest's /api/phonetics request through instance `i`, the guest's address forwarded. */
const guestPhonetics = (i: number, ip: string) =>
  fetch(`${instances[i]!.base}/api/phonetics`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ text: '你好' }),
  }).then((r) => r.status);

describe.runIf(!!base)('several instances on one PostgreSQL', () => {
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    url = Object.assign(new URL(base!), { pathname: `/${name}` }).toString();
    // Both start at once: one applies the migrations while the other waits on the advisory lock.
    instances = await Promise.all(
      [0, 1].map(() => {
        const dir = mkdtempSync(join(tmpdir(), 'yuexue-multi-'));
        dirs.push(dir);
        return startServerProcess({ DATABASE_URL: url, DATA_DIR: dir, TRUST_PROXY: 'true' });
      }),
    );
  }, 180_000);

  afterAll(async () => {
    for (const i of instances) {
      i.proc.kill('SIGTERM');
      await exited(i.proc);
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  it('counts a guest limit exactly across both instances', async () => {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    await db.query(
      `UPDATE roles SET daily_phonetic_limit = 10, daily_phonetic_chars_limit = -1, daily_phonetic_total_chars = -1 WHERE role_code = 'guest'`,
    );
    await db.end();
    const ip = '10.55.0.1';
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => guestPhonetics(i % 2, ip)),
    );
    expect(results.filter((s) => s === 200)).toHaveLength(10);
    expect(results.filter((s) => s === 429)).toHaveLength(90);
  }, 120_000);

  it('answers a busy guest on both instances without an error, counting every use', async () => {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    await db.query(
      `UPDATE roles SET daily_phonetic_limit = -1, daily_phonetic_chars_limit = -1, daily_phonetic_total_chars = -1 WHERE role_code = 'guest'`,
    );
    const ip = '10.57.0.1';
    // Both instances keep a batch of this guest's uses in flight at once, queueing on one row.
    const statuses: number[] = [];
    for (let wave = 0; wave < 4; wave++) {
      statuses.push(
        ...(await Promise.all(Array.from({ length: 100 }, (_, i) => guestPhonetics(i % 2, ip)))),
      );
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const { rows } = await db.query(
      `SELECT count FROM usage_counters WHERE subject = $1 AND kind = 'phonetics'`,
      [`ip:${ip}`],
    );
    await db.end();
    expect(rows).toEqual([{ count: 400 }]);
  }, 120_000);

  it('applies a phonetic record written through one instance on the next request of the other', async () => {
    const read = async (i: number) => {
      const res = await fetch(`${instances[i]!.base}/api/phonetics`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.56.0.${Math.floor(Math.random() * 250)}`,
        },
        body: JSON.stringify({ text: '银行' }),
      });
      return ((await res.json()) as { phonetic_results: { pinyin_hongkong: { text: string } } })
        .phonetic_results.pinyin_hongkong.text;
    };
    expect(await read(1)).toBe('ngan4 hong4');
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    await db.query('BEGIN');
    await db.query(
      `INSERT INTO phonetic_records (chinese_char, pinyin_hongkong) VALUES ('银行', 'ngan2 hong2')`,
    );
    await db.query(
      `INSERT INTO data_versions (key, version) VALUES ('language', 1) ON CONFLICT (key) DO UPDATE SET version = data_versions.version + 1`,
    );
    await db.query('COMMIT');
    await db.end();
    expect(await read(0)).toBe('ngan2 hong2');
    expect(await read(1)).toBe('ngan2 hong2');
  }, 60_000);
});
