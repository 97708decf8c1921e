import { z } from 'zod';
import { MSG } from './messages.js';
import { cacheBuster, maxChars, pageQuery } from './fields.js';
import { MAX_TEXT_CHARS } from './language.js';
import { okMessageSchema, okSchema } from './envelope.js';

const F = MSG.favorites;

export const FAVORITE_TYPES = ['translation', 'phonetic'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];
export const PHONETIC_TYPES = ['pinyin_num', 'pinyin_upper', 'pinyin_hongkong'] as const;
export type PhoneticType = (typeof PHONETIC_TYPES)[number];

/**
 * A favourite holds at most what the translate and phonetics tools produce from their largest
 * request (MAX_TEXT_CHARS), so no row is bigger than a result the product can show.
 */
export const FAVORITE_LIMITS = {
  /** Characters of the source text: what translate or phonetics accepts in one request. */
  text: MAX_TEXT_CHARS,
  /** Characters of the Cantonese output: rules and admin corrections may lengthen the Mandarin (在 → 喺度). */
  translated: 2 * MAX_TEXT_CHARS,
  /** Characters of one readings string: every character's syllable (up to 6 letters and a tone) and a space. */
  phonetic: 8 * MAX_TEXT_CHARS,
  /** Favourites one user may keep (documented in docs/operations.md); staff-added ones are not counted. */
  perUser: 1000,
  /** Rows read and written per chunk while streaming the unpaged lists (all, by-type). */
  streamBatch: 50,
  adminDefaultPageSize: 50,
  adminMaxPageSize: 200,
  search: 100,
} as const;

export const favoriteSchema = z.object({
  id: z.number().int(),
  source_text: z.string(),
  translated_text: z.string(),
  favorite_type: z.enum(FAVORITE_TYPES),
  phonetic_type: z.enum(PHONETIC_TYPES),
  phonetic_text: z.string(),
  pinyin_num: z.string(),
  pinyin_upper: z.string(),
  pinyin_hongkong: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;
/** POST /favorites/add: 201 with the new favourite, or 200 with the one saved before and a message. */
export const favoriteAddedResponse = okSchema(favoriteSchema);
export const favoriteKeptResponse = okMessageSchema(favoriteSchema);
export const favoriteAddResponse = favoriteAddedResponse.extend({ message: z.string().optional() });

/** back-office §3 Favourite (admin view): plus its owner; user null means a favourite added by staff ('system'). */
export const adminFavoriteSchema = favoriteSchema.extend({
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
});
export type AdminFavorite = z.infer<typeof adminFavoriteSchema>;

const text = (max: number, typeMessage?: string) => maxChars(max, F.textTooLong(max), typeMessage);

const fields = {
  source_text: text(FAVORITE_LIMITS.text, F.sourceRequired),
  translated_text: text(FAVORITE_LIMITS.translated),
  phonetic_type: z.enum(PHONETIC_TYPES, { error: F.phoneticTypeInvalid }),
  phonetic_text: text(FAVORITE_LIMITS.phonetic),
  pinyin_num: text(FAVORITE_LIMITS.phonetic),
  pinyin_upper: text(FAVORITE_LIMITS.phonetic),
  pinyin_hongkong: text(FAVORITE_LIMITS.phonetic),
};

/** What a favourite of each type must hold (public-site §5 Favouriting). */
export function favoriteProblem(f: {
  source_text: string;
  translated_text: string;
  favorite_type: FavoriteType;
  phonetic_text: string;
}): string | undefined {
  if (!f.source_text.trim()) return F.sourceRequired;
  if (f.favorite_type === 'translation' && !f.translated_text.trim()) return F.translationEmpty;
  if (f.favorite_type === 'phonetic' && !f.phonetic_text.trim()) return F.phoneticEmpty;
  return undefined;
}

export const favoriteAddBody = z
  .object({
    source_text: fields.source_text,
    translated_text: fields.translated_text.default(''),
    favorite_type: z.enum(FAVORITE_TYPES, { error: F.typeInvalid }).default('translation'),
    phonetic_type: fields.phonetic_type.default('pinyin_num'),
    phonetic_text: fields.phonetic_text.default(''),
    pinyin_num: fields.pinyin_num.default(''),
    pinyin_upper: fields.pinyin_upper.default(''),
    pinyin_hongkong: fields.pinyin_hongkong.default(''),
  })
  .superRefine((f, ctx) => {
    const problem = favoriteProblem(f);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type FavoriteAddBody = z.infer<typeof favoriteAddBody>;

/**
 * POST /favorites/update/{id}: any subset of the texts and the shown phonetic type; the
 * favourite type never changes. The result must still satisfy favoriteProblem.
 */
export const favoriteUpdateBody = z
  .object({
    source_text: fields.source_text.optional(),
    translated_text: fields.translated_text.optional(),
    phonetic_type: fields.phonetic_type.optional(),
    phonetic_text: fields.phonetic_text.optional(),
    pinyin_num: fields.pinyin_num.optional(),
    pinyin_upper: fields.pinyin_upper.optional(),
    pinyin_hongkong: fields.pinyin_hongkong.optional(),
  })
  .refine((f) => Object.values(f).some((v) => v !== undefined), { error: F.nothingToUpdate });
export type FavoriteUpdateBody = z.infer<typeof favoriteUpdateBody>;

export const favoriteTypeQuery = z.object({
  type: z.enum(FAVORITE_TYPES, { error: F.typeInvalid }),
  _t: cacheBuster,
});

export const favoriteListQuery = pageQuery(20, 100).extend({ _t: cacheBuster });

const requiredPair = (max: number) => text(max, F.sourceAndTranslationRequired);

/** back-office §5 Favourite (admin): source and translation required; the three readings optional. */
export const adminFavoriteBody = z
  .object({
    source_text: requiredPair(FAVORITE_LIMITS.text),
    translated_text: requiredPair(FAVORITE_LIMITS.translated),
    pinyin_num: fields.pinyin_num.default(''),
    pinyin_upper: fields.pinyin_upper.default(''),
    pinyin_hongkong: fields.pinyin_hongkong.default(''),
  })
  .refine((f) => f.source_text.trim() !== '' && f.translated_text.trim() !== '', {
    error: F.sourceAndTranslationRequired,
  });
export type AdminFavoriteBody = z.infer<typeof adminFavoriteBody>;

export const adminFavoriteListQuery = pageQuery(
  FAVORITE_LIMITS.adminDefaultPageSize,
  FAVORITE_LIMITS.adminMaxPageSize,
).extend({
  search: z
    .string()
    .trim()
    .max(FAVORITE_LIMITS.search, { error: MSG.content.searchTooLong })
    .optional(),
  _t: cacheBuster,
});
