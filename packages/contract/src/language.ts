import { z } from 'zod';
import { toolUsageSchema } from './usage.js';

export const PHONETIC_SYSTEMS = ['pinyin_num', 'pinyin_upper', 'pinyin_hongkong'] as const;
export type PhoneticSystemName = (typeof PHONETIC_SYSTEMS)[number];

export const LANGUAGE_MSG = {
  blank: '请先输入中文内容',
  tooLong: (max: number) => `单次最多输入${max}个字符`,
  translateError: '翻译出错，请稍后再试',
  phoneticsError: '注音出错，请稍后再试',
  candidatesFlag: '候选读音参数应为 true 或 false',
} as const;

/** Hard ceiling per request whatever the role (roles may set a lower one). */
export const MAX_TEXT_CHARS = 5000;

export const textBody = z.object({
  text: z
    .string({ error: LANGUAGE_MSG.blank })
    .refine((v) => v.trim().length > 0, { error: LANGUAGE_MSG.blank })
    .refine((v) => [...v].length <= MAX_TEXT_CHARS, {
      error: LANGUAGE_MSG.tooLong(MAX_TEXT_CHARS),
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
    .boolean({ error: LANGUAGE_MSG.candidatesFlag })
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
