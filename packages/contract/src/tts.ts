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
  .refine((v) => [...v].length <= TTS_MAX_CHARS, { error: S.textTooLong(TTS_MAX_CHARS) });

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

export const ttsBody = z.object({ text: ttsTextSchema, jyutping: ttsJyutpingSchema });
export type TtsBody = z.infer<typeof ttsBody>;

export const ttsQuery = z.object({ text: ttsTextSchema, jyutping: ttsJyutpingSchema });
export type TtsQuery = z.infer<typeof ttsQuery>;
