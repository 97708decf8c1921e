import { encodeAudio } from './audio-encode.js';
import { ESPEAK_DEFAULT_WPM, ESPEAK_VARIANT, type EspeakEngine } from './espeak-engine.js';
import { EspeakBinaryEngine, findEspeakBinary } from './espeak-binary.js';
import { EspeakWasmEngine } from './espeak-wasm.js';
import { espeakClauses, espeakPhonemeInput } from './espeak-phonemes.js';
import { parseWav, trimSilence } from './pcm.js';
import {
  clampRate,
  SpeechNotApplicable,
  type SpeechProvider,
  type SpeechRequest,
  type SpeechResult,
} from './types.js';

export type EspeakEngineChoice = 'auto' | 'binary' | 'wasm';

/** Debian's espeak-ng when installed (and not told otherwise), else the WebAssembly build. */
export async function createEspeakEngine(
  choice: EspeakEngineChoice = 'auto',
): Promise<EspeakEngine> {
  if (choice !== 'wasm') {
    const data = await findEspeakBinary();
    if (data) return new EspeakBinaryEngine(data);
    if (choice === 'binary')
      throw new Error('espeak-ng is not installed (apt-get install espeak-ng)');
  }
  return new EspeakWasmEngine();
}

/** Voice names this provider accepts: our wider-range variant (default) or espeak's stock voice. */
const VOICES: Record<string, string> = { [ESPEAK_VARIANT]: `yue+${ESPEAK_VARIANT}`, yue: 'yue' };

/** The offline synthesiser: espeak-ng's Cantonese voice, fed our Jyutping as phonemes. */
export class EspeakSpeechProvider implements SpeechProvider {
  readonly id = 'espeak';

  constructor(private readonly engine: EspeakEngine) {}

  identity(req: SpeechRequest): string {
    return `${this.voiceOf(req)}|${this.wpmOf(req)}`;
  }

  async synthesize(req: SpeechRequest, signal: AbortSignal): Promise<SpeechResult> {
    const clauses = espeakClauses(req.segments);
    if (clauses.length === 0) throw new SpeechNotApplicable('nothing to read');
    const wav = await this.engine.synthesize(
      {
        input: espeakPhonemeInput(clauses),
        voice: this.voiceOf(req),
        wordsPerMinute: this.wpmOf(req),
      },
      signal,
    );
    return encodeAudio(trimSilence(parseWav(wav), { threshold: 0.01, marginMs: 40 }), req.format);
  }

  private voiceOf(req: SpeechRequest): string {
    return VOICES[req.voice ?? ''] ?? VOICES[ESPEAK_VARIANT]!;
  }

  private wpmOf(req: SpeechRequest): number {
    return Math.round(ESPEAK_DEFAULT_WPM * clampRate(req.rate, req.speed));
  }
}
