import { type ToolUsage, type UsageKind, MSG } from '@yuexue/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { normalizeIp } from '../../lib/ip-rules.js';
import { nextShanghaiMidnight, shanghaiDay } from '../../lib/shanghai-day.js';
import { createKeyedBatcher } from './batcher.js';
import { createUsageRepo, type KindLimits } from './repo.js';

/** Signed-in users are counted by account; guests by client IP (TRUST_PROXY decides whether X-Forwarded-For counts). */
export function usageSubject(req: FastifyRequest): { subject: string; roleCode: string } {
  if (req.user) return { subject: `u:${req.user.id}`, roleCode: req.user.roleCode };
  return { subject: `ip:${normalizeIp(req.ip)}`, roleCode: 'guest' };
}

interface Use {
  subject: string;
  day: string;
  kind: UsageKind;
  roleCode: string;
  chars: number;
}

interface UseOutcome {
  /** The role's limits (undefined when the role does not exist). */
  limits: KindLimits | undefined;
  counted: boolean;
  /** The subject's count and characters for today right after its batch was counted. */
  countAfter: number;
  charsAfter: number;
  languageVersion: number;
}

/** Whether one use may be counted at all, before the daily limits: the feature is open and the text not too long. */
function allowedPerRequest(limits: KindLimits, chars: number): boolean {
  if (limits.count === 0 || limits.charsPerRequest === 0 || limits.charsPerDay === 0) return false;
  return limits.charsPerRequest === -1 || chars <= limits.charsPerRequest;
}

export function createUsageLimiter(db: Db, dbKind: 'pglite' | 'postgres' = 'postgres') {
  const repo = createUsageRepo(db, dbKind);

  async function limitsFor(roleCode: string, kind: UsageKind): Promise<KindLimits> {
    // Unknown role codes fall back to the most restrictive public role.
    const role = (await repo.roleByCode(roleCode)) ?? (await repo.roleByCode('guest'));
    if (!role) return { count: 0, charsPerRequest: 0, charsPerDay: 0 };
    return kind === 'translate'
      ? {
          count: role.dailyTranslateLimit,
          charsPerRequest: role.dailyTranslateCharsLimit,
          charsPerDay: role.dailyTranslateTotalChars,
        }
      : {
          count: role.dailyPhoneticLimit,
          charsPerRequest: role.dailyPhoneticCharsLimit,
          charsPerDay: role.dailyPhoneticTotalChars,
        };
  }

  /**
   * Concurrent uses by one subject (same day, kind and role) are counted together in one statement.
   * They are offered smallest text first — one of the orders in which they could have arrived — and
   * the statement counts the run of them that fits, exactly as one-by-one requests in that order would.
   */
  const countUse = createKeyedBatcher<Use, UseOutcome>(async (uses) => {
    const { subject, day, kind, roleCode } = uses[0]!;
    const order = uses.map((_, i) => i).sort((a, b) => uses[a]!.chars - uses[b]!.chars);
    const batch = await repo.consumeBatch(
      subject,
      day,
      kind,
      order.map((i) => uses[i]!.chars),
      roleCode,
    );
    const countAfter = batch.countBefore + batch.granted;
    const counted = new Array<boolean>(uses.length).fill(false);
    let allowed = 0;
    for (const i of order) {
      const ok = batch.limits !== undefined && allowedPerRequest(batch.limits, uses[i]!.chars);
      counted[i] = ok && allowed < batch.granted;
      if (ok) allowed += 1;
    }
    const charsAfter = uses.reduce(
      (sum, u, i) => (counted[i] ? sum + u.chars : sum),
      batch.charsBefore,
    );
    return uses.map((_, i) => ({
      limits: batch.limits,
      counted: counted[i]!,
      countAfter,
      charsAfter,
      languageVersion: batch.languageVersion,
    }));
  });
  const use = (u: Use) => countUse(`${u.kind}\n${u.day}\n${u.roleCode}\n${u.subject}`, u);

  return {
    limitsFor,
    /**
     * Counts one use of `kind` with `chars` characters, or throws the matching limit error.
     * Returns the language data version read in the same round trip, and today's usage of `kind`
     * as this count left it (what GET /usage/stats would answer for it now).
     */
    async consume(
      req: FastifyRequest,
      kind: UsageKind,
      text: string,
    ): Promise<{ languageVersion: number; usage: ToolUsage }> {
      const { subject, roleCode } = usageSubject(req);
      const chars = [...text].length;
      const day = shanghaiDay();
      let outcome = await use({ subject, day, kind, roleCode, chars });
      // Unknown role codes fall back to the most restrictive public role.
      if (!outcome.limits && roleCode !== 'guest')
        outcome = await use({ subject, day, kind, roleCode: 'guest', chars });
      const limits = outcome.limits ?? { count: 0, charsPerRequest: 0, charsPerDay: 0 };
      if (outcome.counted) {
        const usage = {
          role: roleCode,
          used: outcome.countAfter,
          limit: limits.count,
          chars_limit: limits.charsPerRequest,
          chars_used: outcome.charsAfter,
          daily_chars_limit: limits.charsPerDay,
        };
        return { languageVersion: outcome.languageVersion, usage };
      }
      if (limits.count === 0 || limits.charsPerRequest === 0 || limits.charsPerDay === 0) {
        throw new HttpError(403, MSG.usage.forbidden(kind, roleCode), 'forbidden_by_role');
      }
      if (limits.charsPerRequest !== -1 && chars > limits.charsPerRequest) {
        throw new HttpError(
          413,
          MSG.usage.charsPerRequestExceeded(kind, limits.charsPerRequest),
          'chars_per_request_exceeded',
        );
      }
      // The count was read under the row lock with this request's batch: it names the limit exactly.
      if (limits.count !== -1 && outcome.countAfter >= limits.count) {
        throw new HttpError(
          429,
          MSG.usage.dailyCountReached(kind, limits.count),
          'daily_limit_reached',
        );
      }
      throw new HttpError(
        429,
        MSG.usage.dailyCharsReached(kind, limits.charsPerDay),
        'daily_chars_reached',
      );
    },
    async stats(req: FastifyRequest) {
      const { subject, roleCode } = usageSubject(req);
      const day = shanghaiDay();
      const used = await repo.used(subject, day);
      const stat = async (kind: UsageKind) => {
        const l = await limitsFor(roleCode, kind);
        const u = used.find((r) => r.kind === kind);
        return {
          used: u?.count ?? 0,
          limit: l.count,
          chars_limit: l.charsPerRequest,
          chars_used: u?.chars ?? 0,
          daily_chars_limit: l.charsPerDay,
        };
      };
      return {
        role: roleCode,
        translate: await stat('translate'),
        phonetics: await stat('phonetics'),
        resets_at: nextShanghaiMidnight(),
      };
    },
  };
}
export type UsageLimiter = ReturnType<typeof createUsageLimiter>;
