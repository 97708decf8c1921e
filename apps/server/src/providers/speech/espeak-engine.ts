import { fileURLToPath } from 'node:url';

/** Our voice variant (apps/server/assets/espeak/yuexue-wide): espeak's yue voice with a wider pitch range. */
export const ESPEAK_VARIANT = 'yuexue-wide';
export const ESPEAK_ASSETS_DIR = fileURLToPath(new URL('../../../assets/espeak/', import.meta.url));
/** espeak-ng's default speed, words (here: syllables) per minute. */
export const ESPEAK_DEFAULT_WPM = 175;

export interface EspeakRun {
  /** Phoneme input, "[[...]]". */
  input: string;
  /** "yue" or "yue+<variant>". */
  voice: string;
  wordsPerMinute?: number;
}

/** espeak-ng, either Debian's binary or the WebAssembly build in a child process. */
export interface EspeakEngine {
  readonly kind: 'binary' | 'wasm';
  /** WAV (PCM16 mono, 22050 Hz) of the input. */
  synthesize(run: EspeakRun, signal?: AbortSignal): Promise<Buffer>;
  /** The phonemes espeak reports it speaks for the input (`-x`). */
  trace(run: EspeakRun, signal?: AbortSignal): Promise<string>;
  /** Gets ready ahead of the first request. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export const espeakVoiceArgs = (run: EspeakRun): string[] => [
  '-v',
  run.voice,
  '-s',
  String(Math.round(run.wordsPerMinute ?? ESPEAK_DEFAULT_WPM)),
];
