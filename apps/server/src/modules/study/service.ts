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

export function createStudyService(db: Db, language: LanguageService) {
  const repo = createStudyRepo(db);

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
      const learner = await repo.learner(userId, roleCode, shanghaiDay(now));
      const left = newLeft(learner.newLimit, learner.startedToday);
      const retention = learner.settings?.desiredRetention ?? DEFAULT_RETENTION;
      const rows = await repo.due(
        userId,
        now,
        left === -1 ? STUDY_LIMITS.dueBatch : left,
        STUDY_LIMITS.dueBatch,
      );
      return {
        cards: rows.map((r) => toCard(r, now, retention)),
        due_count: await repo.dueCount(userId, now, left),
        new_left: left,
        reviewed_today: learner.reviewedToday,
        daily_goal: settingsOf(learner.settings).daily_goal,
      };
    },
    async dueCount(userId: number, roleCode: string) {
      const now = new Date();
      const learner = await repo.learner(userId, roleCode, shanghaiDay(now));
      return repo.dueCount(userId, now, newLeft(learner.newLimit, learner.startedToday));
    },

    async grade(userId: number, roleCode: string, id: number, rating: number) {
      const now = new Date();
      const day = shanghaiDay(now);
      const learner = await repo.learner(userId, roleCode, day);
      const limit = learner.newLimit;
      const retention = learner.settings?.desiredRetention ?? DEFAULT_RETENTION;
      const f = schedulerFor(retention);
      let started = false;
      const result = await repo.grade(userId, id, day, limit, (card) => {
        started = card.state === 0;
        return gradeCard(f, card, rating as Grade, now);
      });
      if (result.outcome === 'missing') throw notFound(MSG.study.cardNotFound);
      if (result.outcome === 'new_limit') {
        if (limit === 0) throw forbidden(MSG.study.newCardsForbidden, 'forbidden_by_role');
        throw new HttpError(429, MSG.study.newCardsReached(limit), 'daily_limit_reached');
      }
      const left = newLeft(limit, learner.startedToday + (started ? 1 : 0));
      return {
        card: toCard(result.row, now, retention),
        due_count: await repo.dueCount(userId, now, left),
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
      const [perDay, kept, cards, tones, settings] = await Promise.all([
        repo.reviewsPerDay(userId, since),
        repo.retention(userId, since),
        repo.cardsByState(userId, STUDY_LIMITS.matureDays),
        repo.toneAccuracy(userId),
        repo.settings(userId),
      ]);
      const counts = new Map(perDay.map((r) => [r.day, r.n]));
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
        streak = streakOf(await repo.reviewDays(userId, daysBefore(today, 3 * 365)), today);
      return {
        days: chart,
        cards,
        streak,
        retention: kept.total ? kept.passed / kept.total : null,
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
