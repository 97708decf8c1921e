import { z } from 'zod';
import { toolUsageSchema } from './usage.js';
import { MSG } from './messages.js';

export const PHONETIC_SYSTEMS = ['pinyin_num', 'pinyin_upper', 'pinyin_hongkong'] as const;
export type PhoneticSystemName = (typeof PHONETIC_SYSTEMS)[number];

/** Hard ceiling per request whatever the role (roles may set a lower one). */
export const MAX_TEXT_CHARS = 5000;

export const textBody = z.object({
  text: z
    .string({ error: MSG.language.blank })
    .refine((v) => v.trim().length > 0, { error: MSG.language.blank })
    .refine((v) => [...v].length <= MAX_TEXT_CHARS, {
      error: MSG.language.tooLong(MAX_TEXT_CHARS),
    })
    .meta({ maxLength: MAX_TEXT_CHARS }),
});

export const segmentSchema = z.object({ character: z.string(), phonetic: z.string() });
export const phoneticResultSchema = z.object({
  text: z.string(),
  segments: z.array(segmentSchema),
});
export const phoneticResultsSchema = z.object({
  pinyin_num: phoneticResultSchema,
  pinyin_upper: phoneticResultSchema,
  pinyin_hongkong: phoneticResultSchema,
});
export const candidatesSchema = z.array(
  z.object({ index: z.number().int(), character: z.string(), readings: z.array(z.string()) }),
);

/**
 * POST /phonetics: the spec's text, and on request each Han character's ranked readings (for a
 * reading picker). They are a third of the answer's bytes, so only callers that show a picker ask.
 */
export const phoneticsBody = textBody.extend({
  candidates: z
    .boolean({ error: MSG.language.candidatesFlag })
    .optional()
    .describe('true: also answer every Han character’s ranked candidate readings'),
});

export const phoneticsResponse = z.object({
  status: z.literal(true),
  phonetic_results: phoneticResultsSchema,
  candidates: candidatesSchema.optional(),
  usage: toolUsageSchema,
});

export const translationChangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  rule: z.string(),
});

export const translateResponse = z.object({
  status: z.literal(true),
  optimized_output: z.string(),
  phonetic_results: phoneticResultsSchema,
  changes: z.array(translationChangeSchema),
  /** Which engine produced the output: the offline rules, or the optional LLM polishing them. */
  provider: z.enum(['rules', 'llm']),
  usage: toolUsageSchema,
});
