// Study scheduling cost (issue 25): GET /api/study/due and one grade (POST /api/study/cards/:id/grade)
// for a learner holding 10,000 cards and 100,000 review logs, through the app (inject, no socket).
// Prints the median and p95 of each, in wall time and in this process's CPU time (user + system):
// on a shared, busy machine wall time stretches with the load, while with PGlite, which runs
// inside this process, the CPU time is what one request costs on an idle core. The target is
// under 20 ms at the median on both databases.
// Run: node --import tsx --conditions=source bench/study-due.ts                                   (PGlite, in memory)
//      TEST_DB=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx --conditions=source bench/study-due.ts
// BENCH_CARDS / BENCH_LOGS / BENCH_RUNS change the sizes.
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
import { loadavg } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { createTestApp } from '../apps/server/test/app.js';
import { roles, users } from '../apps/server/src/db/schema/index.js';
import { hashPassword } from '../apps/server/src/lib/password.js';

const CARDS = Number(process.env.BENCH_CARDS ?? 10_000);
const LOGS = Number(process.env.BENCH_LOGS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const TARGET_MS = 20;

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

async function main() {
  const t = await createTestApp();
  try {
    const db = t.database.db;
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.roleCode, 'free_member'));
    const [user] = await db
      .insert(users)
      .values({
        username: 'bench_learner',
        passwordHash: await hashPassword('Bench-pass-123'),
        roleId: role!.id,
      })
      .returning({ id: users.id });
    const uid = user!.id;
    // Another learner's cards share the tables, as on a real site.
    const [other] = await db
      .insert(users)
      .values({ username: 'bench_other', passwordHash: null, roleId: role!.id })
      .returning({ id: users.id });

    const t0 = performance.now();
    for (const who of [uid, other!.id]) {
      // 20% new, 10% learning, 70% in review with due dates from 60 days ago to 300 days ahead.
      await db.execute(sql`
        INSERT INTO study_cards (user_id, kind, mandarin, cantonese, segments, state, due, stability, difficulty, scheduled_days, reps, last_review)
        SELECT ${who}, 'mandarin', '我们去吃饭' || g, '我哋去食飯' || g,
          '[{"character":"我","phonetic":"ngo5"},{"character":"哋","phonetic":"dei6"},{"character":"去","phonetic":"heoi3"}]'::jsonb,
          CASE WHEN g % 10 < 2 THEN 0 WHEN g % 10 = 2 THEN 1 ELSE 2 END,
          CASE WHEN g % 10 < 2 THEN now() ELSE now() + ((g * 7919) % 360 - 60) * interval '1 day' END,
          CASE WHEN g % 10 < 2 THEN 0 ELSE 1 + (g % 90) END,
          CASE WHEN g % 10 < 2 THEN 0 ELSE 3 + (g % 6) END,
          CASE WHEN g % 10 < 2 THEN 0 ELSE 1 + (g % 60) END,
          CASE WHEN g % 10 < 2 THEN 0 ELSE 1 + g % 12 END,
          CASE WHEN g % 10 < 2 THEN NULL ELSE now() - (g % 60) * interval '1 day' END
        FROM generate_series(1, ${CARDS}) g`);
    }
    await db.execute(sql`
      INSERT INTO study_reviews (user_id, card_id, rating, state, day, review, due, stability, difficulty, scheduled_days)
      SELECT ${uid}, first.id + g % ${CARDS}, 1 + g % 4, CASE WHEN g % 10 = 0 THEN 0 ELSE 2 END,
        (now() AT TIME ZONE 'Asia/Shanghai')::date - (g % 365), now() - (g % 365) * interval '1 day',
        now(), 5, 5, 3
      -- The learner's cards were inserted by one statement: their ids run on from the first.
      FROM generate_series(1, ${LOGS}) g, (SELECT min(id) AS id FROM study_cards WHERE user_id = ${uid}) first`);
    await db.execute(sql`ANALYZE study_cards`);
    await db.execute(sql`ANALYZE study_reviews`);
    console.log(
      `database: ${t.app.dbKind}; ${CARDS} cards and ${LOGS} review logs seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );

    const headers = await t.login('bench_learner', 'Bench-pass-123');
    const cpuOf = new Map<string, number[]>(
      [
        '/api/study/due',
        '/api/study/cards/:id/grade',
        '/api/study/count',
        '/api/study/progress',
      ].map((u) => [u, []]),
    );
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const cpu0 = process.cpuUsage();
      const started = performance.now();
      const res = await t.app.inject({ method, url, headers, payload });
      const took = performance.now() - started;
      const used = process.cpuUsage(cpu0);
      cpuOf.get(url.replace(/\d+/g, ':id'))?.push((used.user + used.system) / 1000);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return {
        took,
        body: res.json() as {
          data: { cards: Array<{ id: number; state: string }>; due_count: number };
        },
      };
    };

    // Warm up (prepared plans, the JIT).
    for (let i = 0; i < 5; i++) await call('GET', '/api/study/due');
    for (const xs of cpuOf.values()) xs.length = 0;
    const dueTimes: number[] = [];
    let dueCount = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await call('GET', '/api/study/due');
      dueTimes.push(r.took);
      dueCount = r.body.data.due_count;
    }
    // Grades of due review cards, each card once (graded 良好, it leaves the due list).
    const gradeTimes: number[] = [];
    while (gradeTimes.length < RUNS) {
      const cards = (await call('GET', '/api/study/due')).body.data.cards.filter(
        (c) => c.state !== 'new',
      );
      if (cards.length === 0) break;
      for (const c of cards) {
        if (gradeTimes.length >= RUNS) break;
        gradeTimes.push((await call('POST', `/api/study/cards/${c.id}/grade`, { rating: 3 })).took);
      }
    }
    const countTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) countTimes.push((await call('GET', '/api/study/count')).took);
    const progressTimes: number[] = [];
    for (let i = 0; i < 10; i++)
      progressTimes.push((await call('GET', '/api/study/progress')).took);

    const line = (name: string, xs: number[], route: string) => {
      const cpu = cpuOf.get(route)!;
      return `${name.padEnd(24)} n=${String(xs.length).padStart(3)}  wall median ${pct(xs, 0.5).toFixed(1)} ms, p95 ${pct(xs, 0.95).toFixed(1)} ms;  CPU of this process median ${pct(cpu, 0.5).toFixed(1)} ms`;
    };
    console.log(`cards due now: ${dueCount}`);
    console.log(line('GET /api/study/due', dueTimes, '/api/study/due'));
    console.log(line('POST .../grade', gradeTimes, '/api/study/cards/:id/grade'));
    console.log(line('GET /api/study/count', countTimes, '/api/study/count'));
    console.log(line('GET /api/study/progress', progressTimes, '/api/study/progress'));
    const ok = pct(dueTimes, 0.5) < TARGET_MS && pct(gradeTimes, 0.5) < TARGET_MS;
    console.log(
      `target: due and grade under ${TARGET_MS} ms wall time at the median — ${ok ? 'met' : 'NOT met'} (load average now ${loadavg()[0]!.toFixed(1)})`,
    );
  } finally {
    await t.close();
  }
}
await main();
