import { join } from 'node:path';
import type { Config } from '../../config.js';
import type { AzureSpeechConfig } from './azure.js';
import type { EspeakEngineChoice } from './espeak-provider.js';
import { BUNDLED_VOICE_DIR } from './voice/pack-format.js';

export type SpeechProviderId = 'native' | 'espeak' | 'azure';

export interface SpeechConfig {
  /** Providers in the order they are tried. */
  order: SpeechProviderId[];
  timeoutMs: Record<SpeechProviderId, number>;
  espeakEngine: EspeakEngineChoice;
  /** Folder holding the native voice pack (kt.json + kt.adpcm); the product ships one. */
  voicePackDir: string;
  azure?: AzureSpeechConfig;
  cache: { dir: string; memoryBytes: number; diskBytes: number };
}

const PROVIDER_IDS: readonly string[] = ['native', 'espeak', 'azure'];
const positive = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
};

/**
 * Speech settings from the environment (defaults in brackets):
 * YUEXUE_SPEECH_PROVIDERS [native,espeak; with Azure configured native,azure,espeak],
 * YUEXUE_ESPEAK_ENGINE [auto | binary | wasm], YUEXUE_VOICE_PACK_DIR [the bundled apps/server/assets/voice],
 * AZURE_SPEECH_KEY, AZURE_SPEECH_REGION, AZURE_SPEECH_VOICE [zh-HK-WanLungNeural],
 * AZURE_SPEECH_ENDPOINT, AZURE_SPEECH_TIMEOUT_MS [4000], YUEXUE_AUDIO_CACHE_MB [256];
 * the cache lives in <DATA_DIR>/audio-cache.
 */
export function speechConfig(
  base: Pick<Config, 'dataDir'>,
  env: NodeJS.ProcessEnv = process.env,
): SpeechConfig {
  const azure: AzureSpeechConfig | undefined =
    env.AZURE_SPEECH_KEY && (env.AZURE_SPEECH_REGION || env.AZURE_SPEECH_ENDPOINT)
      ? {
          key: env.AZURE_SPEECH_KEY,
          region: env.AZURE_SPEECH_REGION ?? '',
          voice: env.AZURE_SPEECH_VOICE || 'zh-HK-WanLungNeural',
          endpoint: env.AZURE_SPEECH_ENDPOINT || undefined,
        }
      : undefined;
  const listed = (env.YUEXUE_SPEECH_PROVIDERS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is SpeechProviderId => PROVIDER_IDS.includes(s));
  const order: SpeechProviderId[] =
    listed.length > 0 ? listed : azure ? ['native', 'azure', 'espeak'] : ['native', 'espeak'];
  const engine = env.YUEXUE_ESPEAK_ENGINE;
  return {
    order: [...new Set(order)].filter((id) => id !== 'azure' || azure),
    timeoutMs: { native: 2000, espeak: 5000, azure: positive(env.AZURE_SPEECH_TIMEOUT_MS, 4000) },
    espeakEngine: engine === 'binary' || engine === 'wasm' ? engine : 'auto',
    voicePackDir: env.YUEXUE_VOICE_PACK_DIR || BUNDLED_VOICE_DIR,
    azure,
    cache: {
      dir: join(base.dataDir, 'audio-cache'),
      memoryBytes: 32 * 1024 * 1024,
      diskBytes: positive(env.YUEXUE_AUDIO_CACHE_MB, 256) * 1024 * 1024,
    },
  };
}
