import { AudioCache } from './audio-cache.js';
import { AzureSpeechProvider } from './azure.js';
import type { SpeechConfig } from './config.js';
import type { EspeakEngine } from './espeak-engine.js';
import { createEspeakEngine, EspeakSpeechProvider } from './espeak-provider.js';
import { SpeechService, type ProviderSlot, type SpeechLog } from './speech-service.js';
import { NativeVoiceProvider } from './voice/native-voice.js';

export { speechConfig, type SpeechConfig } from './config.js';
export { SpeechService, type SpokenAudio } from './speech-service.js';
export {
  SpeechNotApplicable,
  SpeechUnavailable,
  type AudioFormat,
  type ReadingSegment,
  type SpeechMark,
  type SpeechRequest,
  type SpeechSpeed,
} from './types.js';

export interface Speech {
  service: SpeechService;
  /** The espeak engine in use (binary or wasm), when espeak is configured. */
  engine?: EspeakEngine;
  /** Loads the voice pack and starts the engines ahead of the first request. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/** Builds the configured providers, in order, behind one cached fallback chain. */
export async function createSpeech(config: SpeechConfig, log?: SpeechLog): Promise<Speech> {
  // espeak-ng also speaks the odd syllable the native speaker did not record.
  const engine =
    config.order.includes('espeak') || config.order.includes('native')
      ? await createEspeakEngine(config.espeakEngine)
      : undefined;
  const native = config.order.includes('native')
    ? new NativeVoiceProvider(config.voicePackDir, engine)
    : undefined;
  const slots: ProviderSlot[] = config.order.map((id) => {
    const timeoutMs = config.timeoutMs[id];
    if (id === 'native') return { provider: native!, timeoutMs };
    if (id === 'azure' && config.azure)
      return { provider: new AzureSpeechProvider(config.azure), timeoutMs };
    if (id === 'espeak' && engine) return { provider: new EspeakSpeechProvider(engine), timeoutMs };
    throw new Error(`speech provider ${id} is not configured`);
  });
  const service = new SpeechService(slots, new AudioCache(config.cache), log);
  const warmUp = async () => {
    await Promise.all([native?.warmUp(), engine?.warmUp()]);
  };
  return { service, engine, warmUp, close: async () => engine?.close() };
}
