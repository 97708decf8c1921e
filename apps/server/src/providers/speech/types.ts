/** Audio container the caller wants back. */
export type AudioFormat = 'mp3' | 'wav';

export const AUDIO_MIME: Record<AudioFormat, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};

/**
 * A piece of the displayed text and its reading: exactly a segment of the reading engine's
 * `annotate(...).pinyin_hongkong.segments` (one Han character, or a number read aloud).
 */
export interface ReadingSegment {
  character: string;
  /** Jyutping syllables with tone digits, space separated ("nei5"); '' when it has no reading. */
  phonetic: string;
}

/** normal ≈ 5 syllables a second, slow ≈ 2.5 for learners, syllable: one at a time with gaps. */
export type SpeechSpeed = 'normal' | 'slow' | 'syllable';

/** Where one spoken syllable is in the audio, and what spoke it. */
export interface SpeechMark {
  /** The displayed text it belongs to (a character, a number, a Latin letter). */
  text: string;
  jyutping: string;
  start_ms: number;
  end_ms: number;
  /** Index of its segment in the request (the reading engine's segments of the text). */
  segment: number;
  /** recording: the speaker's own; nearest: the closest recorded syllable of the same tone; espeak: the synthesiser. */
  source: 'recording' | 'nearest' | 'espeak';
  /** The recorded syllable that stood in, when source is nearest. */
  recording?: string;
}

export interface SpeechRequest {
  /** The text as displayed, cut into segments with the readings the page shows. */
  segments: ReadingSegment[];
  /** Provider-specific voice name; each provider falls back to its configured default. */
  voice?: string;
  /** Speaking rate relative to normal speed, 0.5–2. */
  rate?: number;
  /** Part of the cache key; providers without speeds of their own map it to a rate. */
  speed?: SpeechSpeed;
  format: AudioFormat;
}

export interface SpeechResult {
  audio: Buffer;
  mime: string;
  /** Attribution that must be shown wherever this audio plays (CC BY-SA recordings). */
  credit?: string;
  /** One per spoken syllable, in the audio's own time (providers that cannot tell leave it out). */
  marks?: SpeechMark[];
  /** Length of the encoded audio as a player reports it. */
  durationMs?: number;
}

export interface SpeechProvider {
  /** Stable id used in cache keys, logs and the x-speech-provider header. */
  readonly id: string;
  /**
   * What, besides the request, decides the audio (resolved voice, engine settings): part of
   * the cache key. Throwing SpeechNotApplicable here means "skip me for this request".
   */
  identity(req: SpeechRequest): string;
  synthesize(req: SpeechRequest, signal: AbortSignal): Promise<SpeechResult>;
}

/** The provider cannot serve this request (e.g. a syllable has no recording); not an outage. */
export class SpeechNotApplicable extends Error {
  override name = 'SpeechNotApplicable';
}

/** Every provider failed or timed out. `message` is the user-facing zh-CN text. */
export class SpeechUnavailable extends Error {
  override name = 'SpeechUnavailable';
  constructor(
    message: string,
    readonly failures: { provider: string; error: string }[],
  ) {
    super(message);
  }
}

const SPEED_RATE: Record<SpeechSpeed, number> = { normal: 1, slow: 0.55, syllable: 0.5 };

export const clampRate = (rate: number | undefined, speed: SpeechSpeed = 'normal'): number =>
  rate === undefined || !Number.isFinite(rate)
    ? SPEED_RATE[speed]
    : Math.min(2, Math.max(0.5, rate));

export const textOf = (segments: readonly ReadingSegment[]): string =>
  segments.map((s) => s.character).join('');

/** The syllables of the request that are spoken, in order. */
export const syllablesOf = (segments: readonly ReadingSegment[]): string[] =>
  segments.flatMap((s) => s.phonetic.split(/\s+/).filter(Boolean));
