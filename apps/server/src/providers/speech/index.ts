import { AudioCache } from './audio-cache.js';
import { AzureSpeechProvider } from './azure.js';
import type { SpeechConfig } from './config.js';
import type { EspeakEngine } from './espeak-engine.js';
import { createEspeakEngine, EspeakSpeechProvider } from './espeak-provider.js';
import { NativeRecordingsProvider } from './native-recordings.js';
import { SpeechService, type ProviderSlot, type SpeechLog } from './speech-service.js';

export { speechConfig, type SpeechConfig } from './config.js';
export { SpeechService, type SpokenAudio } from './speech-service.js';
export { SpeechNotApplicable, SpeechUnavailable, type AudioFormat, type ReadingSegment, type SpeechRequest } from './types.js';

export interface Speech {
  service: SpeechService;
  /** The espeak engine in use (binary or wasm), when espeak is configured. */
  engine?: EspeakEngine;
  close(): Promise<void>;
}

/** Builds the configured providers, in order, behind one cached fallback chain. */
export async function createSpeech(config: SpeechConfig, log?: SpeechLog): Promise<Speech> {
  const engine = config.order.includes('espeak') ? await createEspeakEngine(config.espeakEngine) : undefined;
  const slots: ProviderSlot[] = config.order.map((id) => {
    const timeoutMs = config.timeoutMs[id];
    if (id === 'native') return { provider: new NativeRecordingsProvider(config.languageDataDir, config.nativeMaxSyllables), timeoutMs };
    if (id === 'azure' && config.azure) return { provider: new AzureSpeechProvider(config.azure), timeoutMs };
    if (id === 'espeak' && engine) return { provider: new EspeakSpeechProvider(engine), timeoutMs };
    throw new Error(`speech provider ${id} is not configured`);
  });
  const service = new SpeechService(slots, new AudioCache(config.cache), log);
  return { service, engine, close: async () => engine?.close() };
}
