import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDiskTestDatabase } from '../../../test/db.js';
import type { Database } from '../client.js';
import { rowsOf } from '../table-row.js';

// Embedded PGlite on disk runs on its own thread; drizzle talks to it through the thread's client.
let database: Database;

beforeAll(async () => {
  database = await openDiskTestDatabase();
  await database.db.execute(
    sql`CREATE TABLE thread_probe (id serial PRIMARY KEY, name text UNIQUE, at timestamptz DEFAULT now(),
        doc jsonb, big bigint, bytes bytea)`,
  );
});
afterAll(async () => {
  await database?.close();
});

const names = async () =>
  (await rowsOf<{ name: string }>(database.db, sql`SELECT name FROM thread_probe ORDER BY id`)).map(
    (r) => r.name,
  );

describe('PGlite on its own thread', () => {
  it('is the migrated database, of kind pglite', async () => {
    expect(database.kind).toBe('pglite');
    const rows = await rowsOf<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'users'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('carries parameters and typed values both ways, timestamps as drizzle reads them', async () => {
    await database.db.execute(
      sql`INSERT INTO thread_probe (name, doc, big, bytes) VALUES (${'粤'}, ${JSON.stringify({ a: [1, '二'] })}, ${'9007199254740993'}, ${Buffer.from([0, 255])})`,
    );
    const rows = await rowsOf<{
      name: string;
      at: string;
      doc: unknown;
      big: unknown;
      bytes: Uint8Array;
    }>(database.db, sql`SELECT name, at, doc, big, bytes FROM thread_probe WHERE name = ${'粤'}`);
    expect(rows[0]!.name).toBe('粤');
    expect(typeof rows[0]!.at).toBe('string'); // drizzle's parser keeps timestamptz as text
    expect(rows[0]!.doc).toEqual({ a: [1, '二'] });
    expect(String(rows[0]!.big)).toBe('9007199254740993');
    expect([...rows[0]!.bytes]).toEqual([0, 255]);
  });

  it('commits a transaction, rolls back a failed one, and keeps a nested savepoint apart', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_probe (name) VALUES ('kept')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO thread_probe (name) VALUES ('inner undone')`);
          throw new Error('undo the savepoint');
        })
        .catch(() => {});
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO thread_probe (name) VALUES ('undone')`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await names()).toEqual(['粤', 'kept']);
  });

  it('hands PostgreSQL error fields across (a unique violation keeps code 23505)', async () => {
    const err = await database.db
      .execute(sql`INSERT INTO thread_probe (name) VALUES ('kept')`)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    let code: unknown;
    for (
      let e = err as { code?: unknown; cause?: unknown } | undefined;
      e && !code;
      e = e.cause as typeof e
    )
      code = e.code;
    expect(code).toBe('23505');
    // The thread still answers after the error.
    expect(await names()).toContain('kept');
  });

  it('holds other statements until an open transaction ends, as PGlite does in one thread', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`INSERT INTO thread_probe (name) VALUES ('in tx')`);
      await gate;
    });
    await new Promise((r) => setTimeout(r, 20));
    let outsideDone = false;
    const outside = database.db
      .execute(sql`INSERT INTO thread_probe (name) VALUES ('after tx')`)
      .then(() => (outsideDone = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(outsideDone).toBe(false);
    release();
    await Promise.all([tx, outside]);
    expect((await names()).slice(-2)).toEqual(['in tx', 'after tx']);
  });

  it("does not stall this thread's event loop while a long statement runs", async () => {
    const stall = monitorEventLoopDelay({ resolution: 5 });
    stall.enable();
    const t0 = performance.now();
    await database.db.execute(sql`SELECT count(*) FROM generate_series(1, 3000000)`);
    const statementMs = performance.now() - t0;
    stall.disable();
    // On the server's thread the longest stall would be the statement itself.
    // (A quarter leaves room for a busy machine's scheduling.)
    expect(statementMs).toBeGreaterThan(200);
    expect(stall.max / 1e6).toBeLessThan(statementMs / 4);
  });
});
