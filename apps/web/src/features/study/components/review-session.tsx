import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showError } from '../../../lib/feedback';
import { useSpeechPlayer } from '../../../hooks/use-speech-player';
import { SpeechSpeedSwitch } from '../../../components/speech-speed-switch';
import { spokenSegment } from '../../../lib/speech';
import { STUDY_COUNT_KEY, useStudyDueCount } from '../../../components/study-nav-link';
import { useStudyDue } from '../api/due';
import { useGradeCard } from '../api/grade';
import { cardJyutping, speechVia } from '../lib/speak';
import { CardFace } from './card-face';
import { GradeBar } from './grade-bar';

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement &&
  (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/** /study 复习: one card at a time; space reveals, 1–4 grade. A finished batch asks the server for the next. */
export function ReviewSession() {
  const due = useStudyDue(true);
  const grade = useGradeCard();
  const client = useQueryClient();
  const speech = useSpeechPlayer(showError);
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [revealed, setRevealed] = useState(false);
  const [gradedNow, setGradedNow] = useState(0);
  const count = useStudyDueCount(true);

  const data = due.data;
  const queue = data?.cards.filter((c) => !done.has(c.id)) ?? [];
  const card = queue[0];
  const playingCard = card !== undefined && speech.playingKey === `card:${card.id}`;

  // A new batch replaces the old one: nothing of it is graded yet; its count is the navbar's too.
  useEffect(() => {
    setDone(new Set());
    if (data) client.setQueryData(STUDY_COUNT_KEY, data.due_count);
  }, [due.dataUpdatedAt, data, client]);
  useEffect(() => {
    if (data && data.cards.length > 0 && queue.length === 0 && !due.isFetching) void due.refetch();
  }, [data, queue.length, due]);

  const play = useCallback(() => {
    if (card)
      void speech.play(
        card.cantonese,
        speechVia(card.cantonese),
        `card:${card.id}`,
        cardJyutping(card),
        { follow: true },
      );
  }, [card, speech]);

  const reveal = useCallback(() => {
    if (!card || revealed) return;
    setRevealed(true);
    play();
  }, [card, revealed, play]);

  const onGrade = useCallback(
    (rating: number) => {
      if (!card || !revealed || grade.isPending) return;
      const next = () => {
        setDone((d) => new Set(d).add(card.id));
        setRevealed(false);
      };
      grade.mutate(
        { id: card.id, rating },
        {
          onSuccess: () => {
            setGradedNow((n) => n + 1);
            next();
          },
          onError: (err) => {
            showError(errorMessage(err, '评分失败，请重试'));
            // Past today's new-card limit the card waits for tomorrow: move on.
            if (err instanceof ApiError && (err.status === 429 || err.status === 403)) {
              next();
              void client.invalidateQueries({ queryKey: STUDY_COUNT_KEY });
            }
          },
        },
      );
    },
    [card, revealed, grade, client],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
      if (e.key === ' ' && !revealed) {
        e.preventDefault();
        reveal();
      } else if (revealed && ['1', '2', '3', '4'].includes(e.key)) {
        e.preventDefault();
        onGrade(Number(e.key));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [revealed, reveal, onGrade]);

  if (due.isPending) return <p className="yx-study-empty">正在取卡片…</p>;
  if (due.isError)
    return <p className="yx-study-empty">{errorMessage(due.error, '卡片加载失败，请稍后重试')}</p>;
  const reviewedToday = (data?.reviewed_today ?? 0) + gradedNow;
  const dueCount = count.data ?? data?.due_count ?? 0;
  return (
    <div className="yx-review">
      <p className="yx-review__status" data-testid="study-status">
        待复习 <strong data-testid="study-due-count">{dueCount}</strong> 张 · 今日已复习{' '}
        {reviewedToday}/{data?.daily_goal ?? 0}
        {data && data.new_left === 0 && dueCount === 0 ? ' · 今日新卡片已学完' : ''}
      </p>
      {card ? (
        <>
          <CardFace
            card={card}
            revealed={revealed}
            playing={playingCard && speech.state !== 'idle'}
            onPlay={play}
            speaking={playingCard ? spokenSegment(card.segments, speech.spoken) : null}
          />
          <div className="yx-study-speech">
            <SpeechSpeedSwitch value={speech.speed} onChange={speech.setSpeed} />
            {speech.credit && <p className="yx-study-credit">{speech.credit}</p>}
          </div>
          <div className="yx-review__actions">
            {revealed ? (
              <GradeBar card={card} busy={grade.isPending} onGrade={onGrade} />
            ) : (
              <button
                type="button"
                className="yx-review__reveal"
                onClick={reveal}
                aria-keyshortcuts="Space"
              >
                显示答案 <kbd>空格</kbd>
              </button>
            )}
          </div>
        </>
      ) : (
        <div className="yx-study-empty" data-testid="study-done">
          <p>{due.isFetching ? '正在取下一批…' : '现在没有要复习的卡片了。'}</p>
          <p>收藏翻译或注音结果会自动加入学习；也可以在翻译结果上点「加入学习」。</p>
        </div>
      )}
      <audio ref={speech.audioRef} onEnded={speech.onEnded} hidden />
    </div>
  );
}
