import { fsrs, Rating, type Card, type FSRS, type Grade } from 'ts-fsrs';
import { CARD_STATES, type CardState } from '@yuexue/contract';
import type { studyCards } from '../../db/schema/index.js';

type CardRow = typeof studyCards.$inferSelect;
export type FsrsFields = Pick<
  CardRow,
  | 'state'
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsedDays'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'lastReview'
>;

const schedulers = new Map<number, FSRS>();

/** One ts-fsrs scheduler per desired retention (the learner's parameter), built once. */
export function schedulerFor(retention: number): FSRS {
  let f = schedulers.get(retention);
  if (!f) {
    f = fsrs({ request_retention: retention, enable_fuzz: true, enable_short_term: true });
    schedulers.set(retention, f);
  }
  return f;
}

export const toFsrsCard = (r: FsrsFields): Card => ({
  due: r.due,
  stability: r.stability,
  difficulty: r.difficulty,
  elapsed_days: r.elapsedDays,
  scheduled_days: r.scheduledDays,
  learning_steps: r.learningSteps,
  reps: r.reps,
  lapses: r.lapses,
  state: r.state,
  last_review: r.lastReview ?? undefined,
});

export const fromFsrsCard = (c: Card): FsrsFields => ({
  state: c.state,
  due: c.due,
  stability: c.stability,
  difficulty: c.difficulty,
  elapsedDays: c.elapsed_days,
  scheduledDays: c.scheduled_days,
  learningSteps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  lastReview: c.last_review ?? null,
});

export const stateName = (state: number): CardState => CARD_STATES[state] ?? 'new';

/** Seconds until the card would be due after each grade, as the buttons show them. */
export function nextIntervals(f: FSRS, card: FsrsFields, now: Date) {
  const preview = f.repeat(toFsrsCard(card), now);
  const secs = (g: Grade) =>
    Math.max(0, Math.round((preview[g].card.due.getTime() - now.getTime()) / 1000));
  return {
    again: secs(Rating.Again),
    hard: secs(Rating.Hard),
    good: secs(Rating.Good),
    easy: secs(Rating.Easy),
  };
}

/** The card after one grade, and the log row ts-fsrs writes for it. */
export function gradeCard(f: FSRS, card: FsrsFields, rating: Grade, now: Date) {
  const { card: next, log } = f.next(toFsrsCard(card), now, rating);
  return { next: fromFsrsCard(next), log };
}
