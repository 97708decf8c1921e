import { z } from 'zod';
import { MSG } from './messages.js';

const D = MSG.dictionary;

/** Longest word the dictionary looks up, in characters (a phrase belongs in the translation tool). */
export const DICTIONARY_MAX_CHARS = 8;

const HAN = /^\p{Script=Han}+$/u;

export const dictionaryQuery = z.object({
  q: z
    .string({ error: D.queryRequired })
    .trim()
    .min(1, { error: D.queryRequired })
    .refine((v) => [...v].length <= DICTIONARY_MAX_CHARS, {
      error: D.queryTooLong(DICTIONARY_MAX_CHARS),
    })
    .refine((v) => HAN.test(v), { error: D.queryNeedsHan })
    .meta({ maxLength: DICTIONARY_MAX_CHARS }),
});
export type DictionaryQuery = z.infer<typeof dictionaryQuery>;

/** One reading in the three systems of public-site §3 (Jyutping, Guangzhou with digits, with superscripts). */
export const dictionaryReadingSchema = z.object({
  pinyin_hongkong: z.string(),
  pinyin_num: z.string(),
  pinyin_upper: z.string(),
});
export type DictionaryReading = z.infer<typeof dictionaryReadingSchema>;

export const dictionaryCharacterReadingSchema = dictionaryReadingSchema.extend({
  /** This is the reading the character takes in the looked-up word. */
  in_word: z.boolean(),
  /** Two or three common words where the character is read this way (translation lexicon first, then the reading dictionary). */
  examples: z.array(z.string()),
  /** The colloquial (白读) or literary (文读) member of a pair such as 行 haang4 / hang4; null otherwise. */
  register: z.enum(['colloquial', 'literary']).nullable(),
});

/** How the page names a reading's register. */
export const DICTIONARY_REGISTER_LABELS = { colloquial: '口语音', literary: '读书音' } as const;
/** Credit for the reading data, shown on the dictionary page. */
export const DICTIONARY_DATA_CREDIT =
  '读音数据：to-jyutping（BSD-2-Clause，© CanCLID）、rime-cantonese 粤拼词库（CC BY 4.0，© CanCLID 及贡献者）、OpenCC（Apache-2.0）';

export const dictionaryCharacterSchema = z.object({
  character: z.string(),
  simplified: z.string(),
  traditional: z.string(),
  /** An admin phonetic record for this single character changes its reading. */
  overridden: z.boolean(),
  /** The readings in use, the one used in the word first. */
  readings: z.array(dictionaryCharacterReadingSchema),
  /** Odd or archaic readings the sources list but no word uses (银 an2, ngang4), in Jyutping; shown apart. */
  rare_readings: z.array(z.string()),
});
export type DictionaryCharacter = z.infer<typeof dictionaryCharacterSchema>;

export const EQUIVALENT_SOURCES = ['lexicon', 'admin_input', 'admin_output'] as const;
export const CONDITION_KINDS = ['next', 'prev', 'nextTag', 'prevTag', 'end', 'start', 'q'] as const;

/** A Mandarin ↔ Cantonese pair of the translation engine, and when it applies (no conditions: always). */
export const equivalentSchema = z.object({
  mandarin: z.string(),
  cantonese: z.string(),
  cantonese_simplified: z.string(),
  source: z.enum(EQUIVALENT_SOURCES),
  category: z.string(),
  conditions: z.array(
    z.object({ kind: z.enum(CONDITION_KINDS), negate: z.boolean(), values: z.array(z.string()) }),
  ),
});
export type Equivalent = z.infer<typeof equivalentSchema>;

export const dictionaryEntrySchema = z.object({
  query: z.string(),
  simplified: z.string(),
  traditional: z.string(),
  /** The whole word read in context (a polyphone takes its reading in this word). */
  reading: dictionaryReadingSchema,
  /** An admin phonetic record for exactly this word (either script) decides its reading. */
  overridden: z.boolean(),
  characters: z.array(dictionaryCharacterSchema),
  /** Pairs whose Mandarin or Cantonese side is the word. */
  equivalents: z.array(equivalentSchema),
  /** Pairs that contain the word. */
  related: z.array(equivalentSchema),
});
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

export const dictionaryResponse = z.object({
  status: z.literal(true),
  data: dictionaryEntrySchema,
});
