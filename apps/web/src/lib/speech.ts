import {
  MSG,
  TTS_CREDIT_HEADER,
  type TtsMark,
  type TtsMarksData,
  type TtsSpeed,
} from '@yuexue/contract';
import { API_BASE, ApiError, apiRequest } from './api-client';

export interface SpokenClip {
  url: string;
  /** The credit line when the audio was made from the native recordings (CC BY-SA: shown wherever it plays). */
  credit: string | null;
}

export interface SpeechQuery {
  text: string;
  /** The readings shown, one syllable per Han character: the server speaks these instead of its own. */
  jyutping?: string;
  speed?: TtsSpeed;
}

/** Longest GET URL we build; longer texts are read through POST (audio only, no marks). */
const MAX_GET_URL = 6000;

const queryString = ({ text, jyutping, speed }: SpeechQuery) =>
  `text=${encodeURIComponent(text)}` +
  (jyutping ? `&jyutping=${encodeURIComponent(jyutping)}` : '') +
  (speed && speed !== 'normal' ? `&speed=${speed}` : '');

/** Whether the cacheable GET form (and so the marks) can carry this query. */
export const fitsGet = (q: SpeechQuery) => queryString(q).length + 20 <= MAX_GET_URL;

/**
 * Cantonese speech from /api/tts. A long text goes as POST (public-site §7: the content type of
 * the answer is used for playback); otherwise the cacheable GET form, whose marks
 * (GET /api/tts/marks with the same query) time each syllable.
 */
export async function fetchSpeech(q: SpeechQuery, via: 'post' | 'get'): Promise<SpokenClip> {
  let res: Response;
  try {
    res =
      via === 'get'
        ? await fetch(`${API_BASE}/tts?${queryString(q)}`)
        : await fetch(`${API_BASE}/tts`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ text: q.text, jyutping: q.jyutping, speed: q.speed }),
          });
  } catch {
    throw new ApiError(MSG.speech.fetchFailed, 0, 'network');
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !type.startsWith('audio/')) {
    let message: string = MSG.speech.fetchFailed;
    try {
      const body = (await res.json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) message = body.error;
    } catch {
      // not JSON: keep the default message
    }
    throw new ApiError(message, res.status);
  }
  const blob = new Blob([await res.arrayBuffer()], { type });
  const credit = res.headers.get(TTS_CREDIT_HEADER);
  return { url: URL.createObjectURL(blob), credit: credit ? decodeURIComponent(credit) : null };
}

/** Where each syllable of GET /api/tts?<same query> is spoken. */
export async function fetchSpeechMarks(q: SpeechQuery): Promise<TtsMarksData> {
  const { data } = await apiRequest<{ data: TtsMarksData }>(`/tts/marks?${queryString(q)}`);
  return data;
}

/** The mark being spoken at `ms` into the audio (between two marks: none). */
export function markAt(
  marks: TtsMarksData['marks'],
  ms: number,
): TtsMarksData['marks'][number] | null {
  return marks.find((m) => m.start_ms <= ms && ms < m.end_ms) ?? null;
}

/**
 * The displayed segment a mark speaks: its own index when the characters agree, else the next one
 * that matches (the shown segments may be split differently from the engine's).
 */
export function spokenSegment(
  segments: ReadonlyArray<{ character: string }>,
  mark: TtsMark | null,
): number | null {
  if (!mark) return null;
  if (segments[mark.segment]?.character === mark.text) return mark.segment;
  const found = segments.findIndex((s, i) => i >= mark.segment && s.character === mark.text);
  return found >= 0 ? found : null;
}

/**
 * Each mark's place in `text` as [from, to) code-unit offsets, found in order (a number's several
 * syllables share its digits); null for a mark whose text is not found after the previous one.
 */
export function markSpans(text: string, marks: readonly TtsMark[]): ([number, number] | null)[] {
  let at = 0;
  let last: [number, number] | null = null;
  return marks.map((m, i) => {
    if (last && i > 0 && marks[i - 1]!.segment === m.segment) return last;
    const found = text.indexOf(m.text, at);
    if (found < 0) return null;
    at = found + m.text.length;
    last = [found, at];
    return last;
  });
}
