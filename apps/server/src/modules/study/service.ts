import type { Grade } from 'ts-fsrs';
import {
  STUDY_LIMITS,
  type AddCardBody,
  type Favorite,
  type StudyCard,
  type StudyDue,
  type StudyProgress,
  type StudySettings,
  type StudySettingsBody,
  MSG,
} from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.js';
import type { LanguageService } from '../language/service.js';
import { shanghaiDay } from '../../lib/shanghai-day.js';
import { toFavorite } from '../favorites/service.js';
import { contentOfFavorite, contentOfText } from './content.js';
import { drillItems, type DrillAnswer } from './drill.js';
import { createStudyRepo, type CardRow, type SettingsRow } from './repo.js';
import { gradeCard, nextIntervals, schedulerFor, stateName } from './scheduler.js';

const DAY_MS = 86_400_000;
const DEFAULT_RETENTION = 0.9;
const settingsOf = (
  row: Pick<SettingsRow, 'dailyGoal' | 'autoAdd'> | undefined,
): StudySettings => ({
  daily_goal: row?.dailyGoal ?? STUDY_LIMITS.dailyGoal.default,
  auto_add: row?.autoAdd ?? true,
});

/** The Beijing day `days` before `day` (YYYY-MM-DD). */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

export function createStudyService(
  db: Db,
  language: LanguageService,
  dbKind: 'pglite' | 'postgres' = 'postgres',
) {
  const repo = createStudyRepo(db, dbKind);

  function toCard(row: CardRow, now: Date, retention: number): StudyCard {
    return {
      id: row.id,
      kind: row.kind as StudyCard['kind'],
      favorite_id: row.favoriteId,
      mandarin: row.mandarin,
      cantonese: row.cantonese,
      segments: row.segments as StudyCard['segments'],
      notes: row.notes as StudyCard['notes'],
      state: stateName(row.state),
      due: row.due.toISOString(),
      reps: row.reps,
      lapses: row.lapses,
      next: nextIntervals(schedulerFor(retention), row, now),
    };
  }
  const retentionOf = async (userId: number) =>
    (await repo.settings(userId))?.desiredRetention ?? DEFAULT_RETENTION;
  /** New cards still allowed today (−1 unlimited). */
  const newLeft = (limit: number, startedToday: number) =>
    limit === -1 ? -1 : Math.max(0, limit - startedToday);

  return {
    async settings(userId: number) {
      return settingsOf(await repo.settings(userId));
    },
    async saveSettings(userId: number, body: StudySettingsBody) {
      return settingsOf(
        await repo.saveSettings(userId, { dailyGoal: body.daily_goal, autoAdd: body.auto_add }),
      );
    },

    async due(userId: number, roleCode: string): Promise<StudyDue> {
      const now = new Date();
      const { learner, cards } = await repo.dueList(
        userId,
        roleCode,
        shanghaiDay(now),
        now,
        STUDY_LIMITS.dueBatch,
      );
      const retention = learner.settings?.desiredRetention ?? DEFAULT_RETENTION;
      return {
        cards: cards.map((r) => toCard(r, now, retention)),
        due_count: learner.reviewsDue + learner.freshDue,
        new_left: newLeft(learner.newLimit, learner.startedToday),
        reviewed_today: learner.reviewedToday,
        daily_goal: settingsOf(learner.settings).daily_goal,
      };
    },
    async dueCount(userId: number, roleCode: string) {
      const now = new Date();
      const learner = await repo.learnerDue(userId, roleCode, shanghaiDay(now), now);
      return learner.reviewsDue + learner.freshDue;
    },

    async grade(userId: number, roleCode: string, id: number, rating: number) {
      const now = new Date();
      let retention = DEFAULT_RETENTION;
      const result = await repo.grade(userId, roleCode, id, shanghaiDay(now), now, (card, l) => {
        retention = l.settings?.desiredRetention ?? DEFAULT_RETENTION;
        return gradeCard(schedulerFor(retention), card, rating as Grade, now);
      });
      if (result.outcome === 'missing') throw notFound(MSG.study.cardNotFound);
      const { learner } = result;
      const limit = learner.newLimit;
      if (result.outcome === 'new_limit') {
        if (limit === 0) throw forbidden(MSG.study.newCardsForbidden, 'forbidden_by_role');
        throw new HttpError(429, MSG.study.newCardsReached(limit), 'daily_limit_reached');
      }
      // The due count after the grade, from the one read before it: the other cards are as read
      // (under the learner's lock), the graded card (never new again) is due only if its new due date has come,
      // and a card that was new used up one of today's new cards.
      const { row } = result;
      const started = result.before.state === 0 ? 1 : 0;
      const left = newLeft(limit, learner.startedToday + started);
      const fresh = left === -1 ? learner.freshDue : Math.min(learner.freshDue, left);
      const again = row.state > 0 && row.due <= now ? 1 : 0;
      return {
        card: toCard(row, now, retention),
        due_count: learner.reviewsDue + again + fresh,
      };
    },

    /** 加入学习 from the result panel. */
    async addText(userId: number, body: AddCardBody) {
      const content = await contentOfText(
        language,
        body.cantonese.trim(),
        (body.mandarin ?? '').trim(),
        body.notes,
      );
      const added = await repo.addCard(userId, content, STUDY_LIMITS.cardsPerUser, null);
      if (!added) throw forbidden(MSG.study.cardsFull(STUDY_LIMITS.cardsPerUser));
      const now = new Date();
      return { card: toCard(added.row, now, await retentionOf(userId)), created: added.created };
    },
    async retire(userId: number, id: number) {
      if (!(await repo.retireCard(userId, id))) throw notFound(MSG.study.cardNotFound);
    },

    studiedFavoriteIds: (userId: number) => repo.studiedFavoriteIds(userId),
    /** The switch on /collection: favourites in or out of study; ids not the learner's are skipped. */
    async switchFavorites(userId: number, ids: number[], enabled: boolean): Promise<number> {
      if (!enabled) return repo.retireFavorites(userId, ids);
      const favorites = (await repo.favoritesOf(userId, ids)).map(toFavorite);
      let changed = 0;
      for (const f of favorites) {
        const content = await contentOfFavorite(language, f);
        if (!content) {
          if (favorites.length === 1) throw badRequest(MSG.study.textTooLong(STUDY_LIMITS.text));
          continue;
        }
        const added = await repo.addCard(userId, content, STUDY_LIMITS.cardsPerUser, f.id);
        if (!added) throw forbidden(MSG.study.cardsFull(STUDY_LIMITS.cardsPerUser));
        if (added.created) changed += 1;
      }
      return changed;
    },

    // ---- called by the favourites service ----
    async favoriteSaved(userId: number, f: Favorite) {
      if (!settingsOf(await repo.settings(userId)).auto_add) return;
      const content = await contentOfFavorite(language, f);
      // Beyond the card cap the favourite is still saved, only not studied.
      if (content) await repo.addCard(userId, content, STUDY_LIMITS.cardsPerUser, f.id);
    },
    async favoriteEdited(f: Favorite) {
      const content = await contentOfFavorite(language, f);
      if (content) await repo.updateContentOfFavorite(f.id, content);
    },
    favoriteRemoved: (userId: number | null, favoriteId: number) =>
      repo.retireFavorites(userId, [favoriteId]),

    async progress(userId: number): Promise<StudyProgress> {
      const today = shanghaiDay();
      const since = daysBefore(today, STUDY_LIMITS.progressDays - 1);
      const [perDay, cards, tones, settings] = await Promise.all([
        repo.reviewsPerDay(userId, since),
        repo.cardsByState(userId, STUDY_LIMITS.matureDays),
        repo.toneAccuracy(userId),
        repo.settings(userId),
      ]);
      const counts = new Map(perDay.map((r) => [r.day, r.n]));
      const kept = perDay.reduce((sum, r) => sum + r.kept, 0);
      const passed = perDay.reduce((sum, r) => sum + r.passed, 0);
      const chart = Array.from({ length: STUDY_LIMITS.progressDays }, (_, i) => {
        const day = daysBefore(today, STUDY_LIMITS.progressDays - 1 - i);
        return { day, reviews: counts.get(day) ?? 0 };
      });
      const recent = chart
        .filter((d) => d.reviews > 0)
        .map((d) => d.day)
        .reverse();
      let streak = streakOf(recent, today);
      // A streak as long as the chart may go further back: only then read older days.
      if (streak >= STUDY_LIMITS.progressDays - 1)
        streak = await repo.daysInARow(userId, recent[0]!, daysBefore(today, 3 * 365));
      return {
        days: chart,
        cards,
        streak,
        retention: kept ? passed / kept : null,
        tones: [1, 2, 3, 4, 5, 6].map((tone) => {
          const t = tones.find((r) => r.tone === tone);
          return { tone, right: t?.right ?? 0, total: t?.total ?? 0 };
        }),
        daily_goal: settingsOf(settings).daily_goal,
        reviewed_today: counts.get(today) ?? 0,
      };
    },

    async drill(userId: number) {
      const [segments, answers] = await Promise.all([
        repo.recentSegments(userId, 200),
        repo.recentAnswers(userId, 200),
      ]);
      return { items: drillItems(segments, answers, STUDY_LIMITS.drillItems) };
    },
    async answer(userId: number, a: DrillAnswer) {
      const tone = Number(a.syllable.at(-1));
      await repo.addAnswer(userId, {
        syllable: a.syllable,
        character: a.character ?? '',
        tone,
        chosen: a.chosen,
      });
      return { correct: tone === a.chosen, tone };
    },
  };
}
export type StudyService = ReturnType<typeof createStudyService>;

/** Consecutive review days ending today, or yesterday while today has none yet. */
export function streakOf(daysNewestFirst: string[], today: string): number {
  let expected = daysNewestFirst[0] === today ? today : daysBefore(today, 1);
  let streak = 0;
  for (const day of daysNewestFirst) {
    if (day !== expected) break;
    streak += 1;
    expected = daysBefore(expected, 1);
  }
  return streak;
}
