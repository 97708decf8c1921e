import { MSG, type TtsMark, type TtsSpeed } from '@yuexue/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../lib/api-client';
import {
  fetchSpeech,
  fetchSpeechMarks,
  fitsGet,
  markAt,
  type SpeechQuery,
  type SpokenClip,
} from '../lib/speech';

export type SpeechState = 'idle' | 'loading' | 'playing';

export interface PlayOptions {
  /** Fetch the syllable marks too, so `spoken` follows the audio (whole sentences). */
  follow?: boolean;
}

/**
 * One audio element for the whole tool: a new clip stops the previous one. `onError` receives the
 * zh-CN message of public-site §8 Audio (failed to get audio / playback failed, or the server's).
 * `speed` (正常 / 慢速 / 逐字) applies to every clip it plays; `spoken` is the mark being said now.
 */
export function useSpeechPlayer(onError: (message: string) => void) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const urlRef = useRef<string | null>(null);
  const marksRef = useRef<TtsMark[]>([]);
  const frameRef = useRef(0);
  const [state, setState] = useState<SpeechState>('idle');
  const [credit, setCredit] = useState<string | null>(null);
  const [playingKey, setPlayingKey] = useState<string | null>(null);
  const [speed, setSpeed] = useState<TtsSpeed>('normal');
  const [spoken, setSpoken] = useState<TtsMark | null>(null);
  const [marks, setMarks] = useState<TtsMark[]>([]);

  const stopFollowing = useCallback(() => {
    cancelAnimationFrame(frameRef.current);
    setSpoken(null);
  }, []);

  useEffect(
    () => () => {
      cancelAnimationFrame(frameRef.current);
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  const follow = useCallback(() => {
    const audio = audioRef.current;
    if (!audio || marksRef.current.length === 0) return;
    const tick = () => {
      const mark = markAt(marksRef.current, audio.currentTime * 1000);
      setSpoken((old) => (old === mark ? old : mark));
      if (!audio.paused && !audio.ended) frameRef.current = requestAnimationFrame(tick);
    };
    frameRef.current = requestAnimationFrame(tick);
  }, []);

  const play = useCallback(
    async (
      text: string,
      via: 'post' | 'get',
      key = text,
      jyutping?: string,
      options: PlayOptions = {},
    ) => {
      const audio = audioRef.current;
      if (!audio) return;
      audio.pause();
      stopFollowing();
      setState('loading');
      setPlayingKey(key);
      const load = async (query: SpeechQuery) => {
        const useGet = via === 'get' || (options.follow === true && fitsGet(query));
        return Promise.all([
          fetchSpeech(query, useGet ? 'get' : 'post'),
          // Highlighting is a help, not a requirement: audio without marks still plays.
          options.follow && useGet
            ? fetchSpeechMarks(query).catch(() => null)
            : Promise.resolve(null),
        ]);
      };
      let clip: SpokenClip;
      try {
        const [fetched, marks] = await load({ text, jyutping, speed }).catch((err: unknown) => {
          // Readings the server cannot pair with the text's characters: speak its own instead.
          if (jyutping && err instanceof ApiError && err.status === 400)
            return load({ text, speed });
          throw err;
        });
        clip = fetched;
        marksRef.current = marks?.marks ?? [];
        setMarks(marksRef.current);
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
        follow();
      } catch {
        setState('idle');
        setPlayingKey(null);
        onError(MSG.speech.playFailed);
      }
    },
    [onError, speed, follow, stopFollowing],
  );

  const onEnded = useCallback(() => {
    stopFollowing();
    setState('idle');
    setPlayingKey(null);
  }, [stopFollowing]);

  return { audioRef, play, state, playingKey, credit, onEnded, speed, setSpeed, spoken, marks };
}
