import { MSG, TTS_CREDIT_HEADER } from '@yuexue/contract';
import { API_BASE, ApiError } from './api-client';

export interface SpokenClip {
  url: string;
  /** The credit line when the audio was made from the native recordings (CC BY-SA: shown wherever it plays). */
  credit: string | null;
}

/**
 * Cantonese speech from /api/tts. A whole result is sent as POST (public-site §7: the content type
 * of the answer is used for playback); a single character uses the cacheable GET form. `jyutping`
 * makes the server speak the readings shown (one syllable per Han character) instead of its own.
 */
export async function fetchSpeech(
  text: string,
  via: 'post' | 'get',
  jyutping?: string,
): Promise<SpokenClip> {
  let res: Response;
  try {
    const reading = jyutping ? `&jyutping=${encodeURIComponent(jyutping)}` : '';
    res =
      via === 'get'
        ? await fetch(`${API_BASE}/tts?text=${encodeURIComponent(text)}${reading}`)
        : await fetch(`${API_BASE}/tts`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ text, jyutping }),
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
