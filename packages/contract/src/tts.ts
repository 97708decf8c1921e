import { z } from 'zod';
import { MSG } from './messages.js';

const S = MSG.speech;

/** Longest text one /api/tts request may read aloud (characters, counted by code point). */
export const TTS_MAX_CHARS = 1000;
/** /api/tts requests one IP may make per minute (a cached answer counts too). */
export const TTS_PER_IP_PER_MINUTE = 60;

/** Audio produced from the native syllable recordings carries this header (URL-encoded credit line). */
export const TTS_CREDIT_HEADER = 'x-audio-credit';
/** Which speech provider produced the audio: native, espeak or azure. */
export const TTS_PROVIDER_HEADER = 'x-speech-provider';

export const ttsTextSchema = z
  .string({ error: S.textRequired })
  .trim()
  .min(1, { error: S.textRequired })
  .refine((v) => [...v].length <= TTS_MAX_CHARS, { error: S.textTooLong(TTS_MAX_CHARS) })
  .meta({ maxLength: TTS_MAX_CHARS });

/**
 * Optional readings to speak instead of the engine's: one Jyutping syllable per Han character of
 * the text, as shown on the page (a polyphone the learner tapped or picked is spoken as shown).
 */
export const ttsJyutpingSchema = z
  .string({ error: S.readingInvalid })
  .trim()
  .toLowerCase()
  .max(TTS_MAX_CHARS * 8, { error: S.readingInvalid })
  .regex(/^[a-z]+[1-6](?: +[a-z]+[1-6])*$/, { error: S.readingInvalid })
  .optional();

export const TTS_SPEEDS = ['normal', 'slow', 'syllable'] as const;
export type TtsSpeed = (typeof TTS_SPEEDS)[number];
/** normal ≈ 5 syllables a second, slow ≈ 2.5 for learners, syllable: one syllable at a time. */
export const ttsSpeedSchema = z.enum(TTS_SPEEDS, { error: S.speedInvalid }).optional();

export const ttsBody = z.object({
  text: ttsTextSchema,
  jyutping: ttsJyutpingSchema,
  speed: ttsSpeedSchema,
});
export type TtsBody = z.infer<typeof ttsBody>;

/** GET /api/tts and GET /api/tts/marks take the same query, and answer for the same audio. */
export const ttsQuery = z.object({
  text: ttsTextSchema,
  jyutping: ttsJyutpingSchema,
  speed: ttsSpeedSchema,
});
export type TtsQuery = z.infer<typeof ttsQuery>;

/** One spoken syllable: where it is in the audio of GET /api/tts with the same query. */
export const ttsMark = z.object({
  text: z.string(),
  jyutping: z.string(),
  start_ms: z.number().int(),
  end_ms: z.number().int(),
  /** Index of the text segment (the reading engine's segments of `text`) it speaks. */
  segment: z.number().int(),
  /** recording: the speaker's own; nearest: the closest recorded syllable of the same tone; espeak: the synthesiser. */
  source: z.enum(['recording', 'nearest', 'espeak']),
  /** The recorded syllable that stood in (source nearest). */
  recording: z.string().optional(),
});
export type TtsMark = z.infer<typeof ttsMark>;

/** data of GET /api/tts/marks. A provider that cannot time syllables (espeak, Azure) gives no marks. */
export const ttsMarksData = z.object({
  provider: z.string(),
  duration_ms: z.number().int(),
  credit: z.string().optional(),
  marks: z.array(ttsMark),
});
export type TtsMarksData = z.infer<typeof ttsMarksData>;
