import { MSG } from '@yuexue/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { fetchSpeech, type SpokenClip } from '../lib/speech';

export type SpeechState = 'idle' | 'loading' | 'playing';

/**
 * One audio element for the whole tool: a new clip stops the previous one. `onError` receives the
 * zh-CN message of public-site §8 Audio (failed to get audio / playback failed, or the server's).
 */
export function useSpeechPlayer(onError: (message: string) => void) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const urlRef = useRef<string | null>(null);
  const [state, setState] = useState<SpeechState>('idle');
  const [credit, setCredit] = useState<string | null>(null);
  const [playingKey, setPlayingKey] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  const play = useCallback(
    async (text: string, via: 'post' | 'get', key = text, jyutping?: string) => {
      const audio = audioRef.current;
      if (!audio) return;
      audio.pause();
      setState('loading');
      setPlayingKey(key);
      let clip: SpokenClip;
      try {
        clip = await fetchSpeech(text, via, jyutping);
      } catch (err) {
        setState('idle');
        setPlayingKey(null);
        onError(err instanceof ApiError ? err.message : MSG.speech.fetchFailed);
        return;
      }
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = clip.url;
      setCredit(clip.credit);
      audio.src = clip.url;
      try {
        await audio.play();
        setState('playing');
      } catch {
        setState('idle');
        setPlayingKey(null);
        onError(MSG.speech.playFailed);
      }
    },
    [onError],
  );

  const onEnded = useCallback(() => {
    setState('idle');
    setPlayingKey(null);
  }, []);

  return { audioRef, play, state, playingKey, credit, onEnded };
}
