import { and, eq, sql } from 'drizzle-orm';
import type { UsageKind } from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { namedStatement } from '../../db/prepared.js';
import { roles, usageCounters } from '../../db/schema/index.js';

export interface KindLimits {
  count: number;
  charsPerRequest: number;
  charsPerDay: number;
}

export interface BatchOutcome {
  /** The role's limits for this kind (undefined when the role does not exist). */
  limits: KindLimits | undefined;
  /** How many of the asked uses were counted: the first `granted` that the limits let through (see consumeBatch). */
  granted: number;
  /** The subject's count and characters for today before this batch, as read under the row lock. */
  countBefore: number;
  charsBefore: number;
  /** The language data version, read in the same round trip for the engine's reload check. */
  languageVersion: number;
}

/** The per-kind statement behind consumeBatch (see there), prepared once per connection. */
function consumeStatement(db: Db, kind: UsageKind, asyncCommit: boolean) {
  const t =
    kind === 'translate'
      ? {
          count: sql.raw('daily_translate_limit'),
          per: sql.raw('daily_translate_chars_limit'),
          total: sql.raw('daily_translate_total_chars'),
        }
      : {
          count: sql.raw('daily_phonetic_limit'),
          per: sql.raw('daily_phonetic_chars_limit'),
          total: sql.raw('daily_phonetic_total_chars'),
        };
  const [subject, day, kindValue, chars, roleCode] = (
    ['subject', 'day', 'kind', 'chars', 'roleCode'] as const
  ).map((n) => sql.placeholder(n));
  const key = sql`subject = ${subject} AND day = ${day} AND kind = ${kindValue}`;
  return namedStatement(
    db,
    `usage_consume_batch_${kind}_${asyncCommit ? 'async' : 'sync'}`,
    sql`
        WITH r AS (
          SELECT ${t.count} AS lim, ${t.per} AS per, ${t.total} AS tot FROM roles WHERE role_code = ${roleCode}
        ), cur AS (
          -- The row lock, taken before anything is decided: it returns the latest committed counts.
          SELECT count, chars FROM usage_counters WHERE ${key} FOR UPDATE
        ), base AS (
          SELECT coalesce(cur.count, 0) AS count, coalesce(cur.chars, 0) AS chars, cur.count IS NOT NULL AS present
          FROM (SELECT 1) one LEFT JOIN cur ON true
        ), asked AS (
          -- The uses allowed one by one (feature open, characters per request), in the order given,
          -- with their running count and running characters.
          SELECT row_number() OVER (ORDER BY ord) AS n, sum(c) OVER (ORDER BY ord) AS total
          FROM unnest(${chars}::int[]) WITH ORDINALITY AS a(c, ord), r
          WHERE r.lim <> 0 AND r.per <> 0 AND r.tot <> 0 AND (r.per = -1 OR c <= r.per)
        ), g AS (
          -- Running sums only grow, so the rows within both daily limits are a prefix.
          SELECT count(*)::int AS k, coalesce(max(total), 0)::int AS s FROM asked, base, r
          WHERE (r.lim = -1 OR base.count + asked.n <= r.lim) AND (r.tot = -1 OR base.chars + asked.total <= r.tot)
        ), upd AS (
          -- base holds the row as locked, the latest committed version. No test of the row's own
          -- count here: this scan sees the version of the statement's snapshot, which a statement
          -- that waited for the lock finds out of date; such a test failed every time statements
          -- queued on one row (several instances, one busy guest) and turned them into errors.
          UPDATE usage_counters u SET count = base.count + g.k, chars = base.chars + g.s, updated_at = now()
          FROM base, g
          WHERE u.subject = ${subject} AND u.day = ${day} AND u.kind = ${kindValue}
            AND base.present AND g.k > 0
          RETURNING 1
        ), ins AS (
          INSERT INTO usage_counters (subject, day, kind, count, chars)
          SELECT ${subject}, ${day}, ${kindValue}, g.k, g.s FROM base, g WHERE NOT base.present AND g.k > 0
          ON CONFLICT (subject, day, kind) DO NOTHING
          RETURNING 1
        )
        SELECT r.lim, r.per, r.tot, base.count AS count_before, base.chars AS chars_before, g.k AS granted,
          (SELECT count(*) FROM upd) + (SELECT count(*) FROM ins) AS written,
          (SELECT version FROM data_versions WHERE key = 'language') AS version,
          -- On PostgreSQL this statement's own transaction commits without waiting for the WAL flush (see consumeBatch).
          set_config('synchronous_commit', ${sql.raw(asyncCommit ? "'off'" : "'on'")}, true) AS commit_mode
        FROM (SELECT 1) one LEFT JOIN r ON true CROSS JOIN base CROSS JOIN g`,
  );
}

export function createUsageRepo(db: Db, dbKind: 'pglite' | 'postgres' = 'postgres') {
  // Only a separate PostgreSQL server keeps an asynchronously committed transaction when this process
  // dies; embedded PGlite lives in this process, so there every commit must be flushed (crash test).
  const asyncCommit = dbKind === 'postgres';
  const consume = {
    translate: consumeStatement(db, 'translate', asyncCommit),
    phonetics: consumeStatement(db, 'phonetics', asyncCommit),
  };
  return {
    /**
     * One round trip counts a batch of uses of `kind` by one subject under one role, each asking
     * for `chars[i]` characters, in the order given (callers sort by characters, smallest first).
     * The statement locks the subject's counter row, then counts every use it lets through — those
     * within the characters per request, then the longest run that stays within the daily count
     * and the daily characters — and reads the role's limits and the language data version. The
     * check and the increment happen under the row lock in one statement, so concurrent batches
     * on any number of instances can never overshoot. A first use of the day that races another
     * instance's first insert is simply run again (the row is then there to lock).
     *
     * The counter row of one subject is hot (every request of a guest IP updates it), and a row
     * lock is held until the commit is flushed, so with synchronous commit one subject is capped at
     * one disk flush per statement (~300/s on a 3.6 ms fdatasync). This statement alone commits
     * asynchronously on PostgreSQL (set_config(…, true) is SET LOCAL): atomicity, isolation and the limits are
     * unchanged and a crash of this server loses nothing; only a crash of PostgreSQL itself may
     * forget the last few hundred milliseconds of increments (a few extra free uses, never money).
     * It must stay a statement of its own, never part of a transaction that writes anything else.
     */
    async consumeBatch(
      subject: string,
      day: string,
      kind: UsageKind,
      chars: readonly number[],
      roleCode: string,
    ): Promise<BatchOutcome> {
      const values = {
        subject,
        day,
        kind,
        chars: `{${chars.map((c) => Math.trunc(c)).join(',')}}`,
        roleCode,
      };
      for (let attempt = 0; ; attempt++) {
        const row = (await consume[kind].execute(values))[0] ?? {};
        const num = (v: unknown) => (v === null || v === undefined ? undefined : Number(v));
        const granted = num(row.granted) ?? 0;
        // Counted uses were written, or the first insert of the day lost a race: run again.
        if (granted > 0 && num(row.written) !== 1) {
          if (attempt < 5) continue;
          throw new Error('usage counter: the counted uses could not be written');
        }
        const lim = num(row.lim);
        return {
          limits:
            lim === undefined
              ? undefined
              : { count: lim, charsPerRequest: num(row.per)!, charsPerDay: num(row.tot)! },
          granted,
          countBefore: num(row.count_before) ?? 0,
          charsBefore: num(row.chars_before) ?? 0,
          languageVersion: num(row.version) ?? 0,
        };
      }
    },
    async roleByCode(code: string) {
      const rows = await db.select().from(roles).where(eq(roles.roleCode, code));
      return rows[0];
    },
    async used(subject: string, day: string) {
      const rows = await db
        .select({
          kind: usageCounters.kind,
          count: usageCounters.count,
          chars: usageCounters.chars,
        })
        .from(usageCounters)
        .where(and(eq(usageCounters.subject, subject), eq(usageCounters.day, day)));
      return rows;
    },
  };
}
export type UsageRepo = ReturnType<typeof createUsageRepo>;
