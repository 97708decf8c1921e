import { z } from 'zod';
import { idParam } from './fields.js';
import { MSG } from './messages.js';
import { jyutpingTone } from './tones.js';
import { segmentSchema, translationChangeSchema } from './language.js';

/** Issue 25: the study loop — cards, FSRS reviews, tone drills, progress. */
export const STUDY_LIMITS = {
  /** Cards one learner may hold (active or retired); the favourites' own cap is lower. */
  cardsPerUser: 20_000,
  /** Characters of the Cantonese or Mandarin text of a card added from the result panel. */
  text: 2000,
  notes: 50,
  /** Cards handed out per GET /study/due. */
  dueBatch: 10,
  /** Favourite ids per bulk switch. */
  bulk: 500,
  dailyGoal: { min: 1, max: 500, default: 20 },
  drillItems: 10,
  /** Days shown by the progress chart and used for retention. */
  progressDays: 30,
  /** A review card whose interval reached this many days counts as mature (as Anki does). */
  matureDays: 21,
} as const;

export const CARD_KINDS = ['mandarin', 'listening', 'reading'] as const;
export type CardKind = (typeof CARD_KINDS)[number];
/** ts-fsrs states, by their number there (New 0, Learning 1, Review 2, Relearning 3). */
export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type CardState = (typeof CARD_STATES)[number];

export const GRADES = [
  { rating: 1, label: '重来', key: '1' },
  { rating: 2, label: '困难', key: '2' },
  { rating: 3, label: '良好', key: '3' },
  { rating: 4, label: '简单', key: '4' },
] as const;

/**
 * Common syllables with a character for each of the six tones (the classic si/fan/ji series):
 * the tone drill's items after the learner's own syllables.
 */
export const TONE_SERIES: ReadonlyArray<{
  base: string;
  characters: readonly [string, string, string, string, string, string];
}> = [
  { base: 'si', characters: ['詩', '史', '試', '時', '市', '事'] },
  { base: 'fan', characters: ['分', '粉', '訓', '焚', '奮', '份'] },
  { base: 'ji', characters: ['衣', '椅', '意', '兒', '耳', '二'] },
  { base: 'jau', characters: ['優', '柚', '幼', '油', '有', '又'] },
  { base: 'fu', characters: ['夫', '苦', '富', '扶', '婦', '父'] },
  { base: 'wai', characters: ['威', '毀', '畏', '圍', '偉', '胃'] },
  { base: 'se', characters: ['些', '寫', '瀉', '蛇', '社', '射'] },
  { base: 'jan', characters: ['因', '隱', '印', '人', '引', '孕'] },
];

const noteSchema = translationChangeSchema;

export const studyCardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CARD_KINDS),
  favorite_id: z.number().int().nullable(),
  mandarin: z.string(),
  cantonese: z.string(),
  /** The Cantonese with its Jyutping, character by character. */
  segments: z.array(segmentSchema),
  notes: z.array(noteSchema),
  state: z.enum(CARD_STATES),
  due: z.string(),
  reps: z.number().int(),
  lapses: z.number().int(),
  /** Seconds from now until the card would be due again after each grade (1–4), from ts-fsrs. */
  next: z.object({ again: z.number(), hard: z.number(), good: z.number(), easy: z.number() }),
});
export type StudyCard = z.infer<typeof studyCardSchema>;

export const studyDueSchema = z.object({
  cards: z.array(studyCardSchema),
  /** Cards to review now: due reviews plus the new cards today's limit still allows. */
  due_count: z.number().int(),
  /** New cards still allowed today (−1 unlimited). */
  new_left: z.number().int(),
  reviewed_today: z.number().int(),
  daily_goal: z.number().int(),
});
export type StudyDue = z.infer<typeof studyDueSchema>;

export const studyCountSchema = z.object({ due_count: z.number().int() });

export const gradeBody = z.object({
  rating: z.coerce
    .number({ error: MSG.study.ratingInvalid })
    .int({ error: MSG.study.ratingInvalid })
    .min(1, { error: MSG.study.ratingInvalid })
    .max(4, { error: MSG.study.ratingInvalid }),
});
export const gradeResultSchema = z.object({ card: studyCardSchema, due_count: z.number().int() });

/** A lone surrogate is no character: PostgreSQL's jsonb refuses its escape, so it is refused here with a 400. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !LONE_SURROGATE.test(v), { error: MSG.common.invalidCharacters });

const cardText = (required: boolean) => {
  const s = z
    .string({ error: MSG.study.cantoneseRequired })
    .refine((v) => [...v].length <= STUDY_LIMITS.text, {
      error: MSG.study.textTooLong(STUDY_LIMITS.text),
    })
    .refine((v) => !LONE_SURROGATE.test(v), { error: MSG.common.invalidCharacters });
  return (
    required ? s.refine((v) => v.trim().length > 0, { error: MSG.study.cantoneseRequired }) : s
  ).meta({ maxLength: STUDY_LIMITS.text });
};

/** A teaching note sent with a card: each string bounded like the card's text, so a card row stays small. */
const noteInputSchema = z.object({
  from: wellFormed(STUDY_LIMITS.text),
  to: wellFormed(STUDY_LIMITS.text),
  start: z.number().int().min(0).max(STUDY_LIMITS.text),
  end: z.number().int().min(0).max(STUDY_LIMITS.text),
  rule: wellFormed(64),
});

/** POST /study/cards: 加入学习 from the result panel, without a favourite. */
export const addCardBody = z.object({
  cantonese: cardText(true),
  mandarin: cardText(false).optional(),
  notes: z
    .array(noteInputSchema)
    .max(STUDY_LIMITS.notes, { error: MSG.study.tooManyNotes(STUDY_LIMITS.notes) })
    .optional(),
});
export type AddCardBody = z.infer<typeof addCardBody>;

export const cardIdParam = idParam;

/** POST /study/favorites/switch: the per-favourite switch and the bulk action on /collection. */
export const favoriteSwitchBody = z.object({
  ids: z
    .array(
      z
        .number({ error: MSG.study.idsInvalid(STUDY_LIMITS.bulk) })
        .int()
        .positive(),
      { error: MSG.study.idsInvalid(STUDY_LIMITS.bulk) },
    )
    .min(1, { error: MSG.study.idsInvalid(STUDY_LIMITS.bulk) })
    .max(STUDY_LIMITS.bulk, { error: MSG.study.idsInvalid(STUDY_LIMITS.bulk) }),
  enabled: z.boolean({ error: '请选择加入或移出学习' }),
});
export type FavoriteSwitchBody = z.infer<typeof favoriteSwitchBody>;
export const favoriteSwitchResultSchema = z.object({ changed: z.number().int() });
/** Which of my favourites have an active card. */
export const studiedFavoritesSchema = z.object({ favorite_ids: z.array(z.number().int()) });

export const studySettingsSchema = z.object({
  daily_goal: z.number().int(),
  /** New favourites become cards by themselves. */
  auto_add: z.boolean(),
});
export type StudySettings = z.infer<typeof studySettingsSchema>;
const goal = STUDY_LIMITS.dailyGoal;
export const studySettingsBody = z.object({
  daily_goal: z.coerce
    .number({ error: MSG.study.goalInvalid(goal.min, goal.max) })
    .int({ error: MSG.study.goalInvalid(goal.min, goal.max) })
    .min(goal.min, { error: MSG.study.goalInvalid(goal.min, goal.max) })
    .max(goal.max, { error: MSG.study.goalInvalid(goal.min, goal.max) })
    .optional(),
  auto_add: z.boolean({ error: '自动加入必须是开关值' }).optional(),
});
export type StudySettingsBody = z.infer<typeof studySettingsBody>;

export const studyProgressSchema = z.object({
  /** Reviews per Beijing day, oldest first, the last 30 days ending today. */
  days: z.array(z.object({ day: z.string(), reviews: z.number().int() })),
  cards: z.object({ new: z.number().int(), learning: z.number().int(), mature: z.number().int() }),
  /** Consecutive days with at least one review, ending today (or yesterday when today has none yet). */
  streak: z.number().int(),
  /** Share of reviews of cards in review that were not 重来, over the last 30 days; null without such reviews. */
  retention: z.number().nullable(),
  tones: z.array(
    z.object({ tone: z.number().int(), right: z.number().int(), total: z.number().int() }),
  ),
  daily_goal: z.number().int(),
  reviewed_today: z.number().int(),
});
export type StudyProgress = z.infer<typeof studyProgressSchema>;

export const DRILL_KINDS = ['which_tone', 'pick_of_two'] as const;
export const drillItemSchema = z.object({
  kind: z.enum(DRILL_KINDS),
  /** which_tone: the one syllable to hear; pick_of_two: the two to compare. */
  options: z.array(z.object({ character: z.string(), syllable: z.string() })),
  /** pick_of_two: the tone asked for. */
  tone: z.number().int().nullable(),
});
export type DrillItem = z.infer<typeof drillItemSchema>;
export const drillSchema = z.object({ items: z.array(drillItemSchema) });

const toneNumber = z.coerce
  .number({ error: MSG.study.toneInvalid })
  .int({ error: MSG.study.toneInvalid })
  .min(1, { error: MSG.study.toneInvalid })
  .max(6, { error: MSG.study.toneInvalid });
/** POST /study/drill/answer: the syllable heard (or asked for) and the tone the learner chose. */
export const drillAnswerBody = z.object({
  syllable: z
    .string({ error: MSG.study.syllableInvalid })
    .refine((s) => jyutpingTone(s) !== null, { error: MSG.study.syllableInvalid }),
  character: z.string().max(8).optional(),
  chosen: toneNumber,
});
export type DrillAnswerBody = z.infer<typeof drillAnswerBody>;
export const drillAnswerResultSchema = z.object({ correct: z.boolean(), tone: z.number().int() });
