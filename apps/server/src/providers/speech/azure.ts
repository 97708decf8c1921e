import {
  clampRate,
  AUDIO_MIME,
  SpeechNotApplicable,
  syllablesOf,
  type AudioFormat,
  type SpeechProvider,
  type SpeechRequest,
  type SpeechResult,
} from './types.js';

export interface AzureSpeechConfig {
  key: string;
  region: string;
  /** Default voice, e.g. zh-HK-WanLungNeural. */
  voice: string;
  /** Overrides https://<region>.tts.speech.microsoft.com (tests use a local fake server). */
  endpoint?: string;
}

const OUTPUT_FORMAT: Record<AudioFormat, string> = {
  mp3: 'audio-24khz-48kbitrate-mono-mp3',
  wav: 'riff-24khz-16bit-mono-pcm',
};
const VOICE = /^zh-HK-[A-Za-z]+Neural$/;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Azure's zh-HK "sapi" phone set is Jyutping with the tone as its own token: nei5 → "nei 5". */
export const sapiPhonemes = (phonetic: string): string =>
  phonetic
    .split(/\s+/)
    .filter(Boolean)
    .map((s) => s.replace(/([1-6])$/, ' $1'))
    .join(' ');

/** SSML in which every segment with a reading is pinned to that reading. */
export function azureSsml(req: SpeechRequest, voice: string): string {
  const body = req.segments
    .map(({ character, phonetic }) =>
      phonetic
        ? `<phoneme alphabet="sapi" ph="${escapeXml(sapiPhonemes(phonetic))}">${escapeXml(character)}</phoneme>`
        : escapeXml(character),
    )
    .join('');
  const rate = Math.round((clampRate(req.rate, req.speed) - 1) * 100);
  return (
    `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-HK">` +
    `<voice name="${voice}"><prosody rate="${rate >= 0 ? '+' : ''}${rate}%">${body}</prosody></voice></speak>`
  );
}

/** Azure Speech neural voices over REST, with our readings as phonemes. */
export class AzureSpeechProvider implements SpeechProvider {
  readonly id = 'azure';

  constructor(private readonly config: AzureSpeechConfig) {}

  identity(req: SpeechRequest): string {
    if (syllablesOf(req.segments).length === 0) throw new SpeechNotApplicable('nothing to read');
    return `${this.voiceOf(req)}|${clampRate(req.rate, req.speed)}`;
  }

  async synthesize(req: SpeechRequest, signal: AbortSignal): Promise<SpeechResult> {
    this.identity(req);
    const base = this.config.endpoint ?? `https://${this.config.region}.tts.speech.microsoft.com`;
    const res = await fetch(new URL('/cognitiveservices/v1', base), {
      method: 'POST',
      signal,
      headers: {
        'Ocp-Apim-Subscription-Key': this.config.key,
        'Content-Type': 'application/ssml+xml',
        'X-Microsoft-OutputFormat': OUTPUT_FORMAT[req.format],
        'User-Agent': 'yuexue',
      },
      body: azureSsml(req, this.voiceOf(req)),
    });
    if (!res.ok)
      throw new Error(`Azure Speech answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    const audio = Buffer.from(await res.arrayBuffer());
    if (audio.length === 0) throw new Error('Azure Speech returned no audio');
    return { audio, mime: AUDIO_MIME[req.format] };
  }

  private voiceOf(req: SpeechRequest): string {
    return req.voice && VOICE.test(req.voice) ? req.voice : this.config.voice;
  }
}
