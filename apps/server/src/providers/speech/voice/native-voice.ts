import { MSG } from '@yuexue/contract';
import { encodeAudio } from '../audio-encode.js';
import { ESPEAK_DEFAULT_WPM, ESPEAK_VARIANT, type EspeakEngine } from '../espeak-engine.js';
import { espeakPhonemeInput, jyutpingToEspeak } from '../espeak-phonemes.js';
import { mp3Duration } from '../mp3-frames.js';
import { parseWav, trimSilence } from '../pcm.js';
import {
  SpeechNotApplicable,
  type SpeechMark,
  type SpeechProvider,
  type SpeechRequest,
  type SpeechResult,
} from '../types.js';
import { planUtterance } from './plan.js';
import { semitones, trackPitch } from './pitch.js';
import { VoicePack, type SyllableClip } from './voice-pack.js';
import { SENTENCE_WARP, shorten } from './warp.js';

/** Overlap of neighbouring syllables inside a phrase; marks meet in its middle. */
const CROSSFADE_MS = 8;
/** Silence before the first syllable, so a player's start-up does not clip it. */
const LEAD_MS = 40;
const TAIL_MS = 60;
/** Samples LAME puts before the audio (encoder 576 + decoder 529): marks of MP3 audio move by this. */
export const MP3_DELAY_SAMPLES = 1105;

interface Spoken {
  clip: SyllableClip;
  source: SpeechMark['source'];
  recording?: string;
}

/**
 * Sentences in the native speaker's voice (粵音資料集叢, CC BY-SA 4.0), from the voice pack the
 * product ships with: every syllable cut to its sound, shortened by WSOLA along a warp (a rising
 * tone laid out as start level, rise and end level, warp.ts TONE_LAYOUT; other tones evenly),
 * given a duration by its place in the phrase, and joined with short crossfades and pauses at
 * punctuation. A syllable the speaker did not record is said with the nearest recorded one of
 * the same tone, or by espeak-ng alone. Without a pack, requests go on to the next provider.
 */
export class NativeVoiceProvider implements SpeechProvider {
  readonly id = 'native';
  private pack: Promise<VoicePack> | undefined;
  private readonly available: boolean;

  constructor(
    private readonly packDir: string,
    private readonly espeak?: EspeakEngine,
  ) {
    this.available = VoicePack.exists(packDir);
  }

  /** The pack, read from disk on first use. */
  voice(): Promise<VoicePack> {
    return (this.pack ??= VoicePack.load(this.packDir));
  }

  /** Reads the pack and starts the MP3 encoder ahead of the first request (seconds on a busy machine). */
  async warmUp(): Promise<void> {
    if (!this.available) return;
    const pack = await this.voice();
    await encodeAudio(
      { sampleRate: pack.sampleRate, samples: new Float32Array(pack.sampleRate / 10) },
      'mp3',
    );
  }

  identity(req: SpeechRequest): string {
    if (!this.available) throw new SpeechNotApplicable('no voice pack');
    if (!planUtterance(req.segments, req.speed ?? 'normal').some((u) => u.kind === 'syllable'))
      throw new SpeechNotApplicable('nothing to read');
    return `kt-pack1-rise|${req.speed ?? 'normal'}`;
  }

  async synthesize(req: SpeechRequest, signal: AbortSignal): Promise<SpeechResult> {
    const units = planUtterance(req.segments, req.speed ?? 'normal');
    if (!units.some((u) => u.kind === 'syllable')) throw new SpeechNotApplicable('nothing to read');
    const pack = await this.voice();
    const rate = pack.sampleRate;
    const toSamples = (ms: number) => Math.round((ms * rate) / 1000);
    const fade = toSamples(CROSSFADE_MS);

    const pieces: {
      samples: Float32Array;
      at: number;
      mark?: Omit<SpeechMark, 'start_ms' | 'end_ms'>;
    }[] = [];
    let cursor = toSamples(LEAD_MS);
    let joined = false;
    for (const unit of units) {
      signal.throwIfAborted();
      if (unit.kind === 'pause') {
        cursor += toSamples(unit.ms);
        joined = false;
        continue;
      }
      const spoken = await this.speakSyllable(pack, unit.syllable, signal);
      if (!spoken) continue;
      const samples = shorten(
        spoken.clip.samples,
        rate,
        spoken.clip.contour,
        unit.ms,
        SENTENCE_WARP,
        Number(unit.syllable.at(-1)),
      );
      if (joined) cursor -= fade;
      pieces.push({
        samples,
        at: cursor,
        mark: {
          text: unit.text,
          jyutping: unit.syllable,
          segment: unit.segment,
          source: spoken.source,
          ...(spoken.recording ? { recording: spoken.recording } : {}),
        },
      });
      cursor += samples.length;
      joined = true;
    }
    const out = new Float32Array(cursor + toSamples(TAIL_MS));
    for (const [i, p] of pieces.entries()) {
      const n = p.samples.length;
      const fadeIn = i > 0 && pieces[i - 1]!.at + pieces[i - 1]!.samples.length > p.at;
      const fadeOut = i < pieces.length - 1 && pieces[i + 1]!.at < p.at + n;
      for (let j = 0; j < n; j++) {
        let g = 1;
        if (fadeIn && j < fade) g = j / fade;
        if (fadeOut && j >= n - fade) g = Math.min(g, (n - 1 - j) / fade);
        out[p.at + j] = out[p.at + j]! + p.samples[j]! * g;
      }
    }
    const { audio, mime } = await encodeAudio({ sampleRate: rate, samples: out }, req.format);
    const delay = req.format === 'mp3' ? MP3_DELAY_SAMPLES : 0;
    const ms = (samples: number) => Math.round(((samples + delay) * 1000) / rate);
    const marks = pieces.map((p, i): SpeechMark => {
      const prev = pieces[i - 1];
      const next = pieces[i + 1];
      const start = prev && prev.at + prev.samples.length > p.at ? p.at + fade / 2 : p.at;
      const end =
        next && next.at < p.at + p.samples.length ? next.at + fade / 2 : p.at + p.samples.length;
      return { ...p.mark!, start_ms: ms(start), end_ms: ms(end) };
    });
    const durationMs =
      req.format === 'mp3'
        ? Math.round(mp3Duration(audio).seconds * 1000)
        : Math.round((out.length * 1000) / rate);
    return { audio, mime, credit: MSG.speech.credit, marks, durationMs };
  }

  private async speakSyllable(
    pack: VoicePack,
    syllable: string,
    signal: AbortSignal,
  ): Promise<Spoken | undefined> {
    const own = pack.clip(syllable);
    if (own) return { clip: own, source: 'recording' };
    const stand = pack.nearest(syllable);
    if (stand) return { clip: pack.clip(stand)!, source: 'nearest', recording: stand };
    if (!this.espeak) return undefined;
    const wav = await this.espeak.synthesize(
      {
        input: espeakPhonemeInput([[jyutpingToEspeak(syllable)]]),
        voice: `yue+${ESPEAK_VARIANT}`,
        wordsPerMinute: ESPEAK_DEFAULT_WPM,
      },
      signal,
    );
    const samples = resample(
      trimSilence(parseWav(wav), { threshold: 0.03, marginMs: 10 }),
      pack.sampleRate,
    );
    const level = Math.sqrt(samples.reduce((s, v) => s + v * v, 0) / Math.max(1, samples.length));
    const even = samples.map((v) => (v * 0.1) / Math.max(level, 1e-4));
    const contour = Float32Array.from(trackPitch(even, pack.sampleRate), (hz) =>
      hz > 0 ? semitones(hz) : NaN,
    );
    return { clip: { samples: even, contour }, source: 'espeak' };
  }
}

/** Linear-interpolation resampling; enough for espeak's band-limited formant voice. */
function resample(
  { sampleRate, samples }: { sampleRate: number; samples: Float32Array },
  to: number,
): Float32Array {
  if (sampleRate === to) return samples;
  const out = new Float32Array(Math.floor((samples.length * to) / sampleRate));
  for (let i = 0; i < out.length; i++) {
    const x = (i * sampleRate) / to;
    const k = Math.floor(x);
    const f = x - k;
    out[i] = (samples[k] ?? 0) * (1 - f) + (samples[k + 1] ?? 0) * f;
  }
  return out;
}
