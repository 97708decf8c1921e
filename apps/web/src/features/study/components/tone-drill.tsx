import { SoundOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { jyutpingTone, TONES, type DrillItem } from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { showError } from '../../../lib/feedback';
import { useSpeechPlayer } from '../../../hooks/use-speech-player';
import { SpeechSpeedSwitch } from '../../../components/speech-speed-switch';
import { useAnswerDrill, useDrill } from '../api/drill';

type Option = DrillItem['options'][number];
interface Outcome {
  correct: boolean;
  /** What the learner should see after answering. */
  shown: Option[];
}

/** 声调练习: hear a syllable and choose its tone, or choose which of two syllables has tone N. */
export function ToneDrill() {
  const drill = useDrill();
  const answer = useAnswerDrill();
  const speech = useSpeechPlayer(showError);
  const [index, setIndex] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [score, setScore] = useState({ right: 0, total: 0 });

  if (drill.isPending) return <p className="yx-study-empty">正在出题…</p>;
  if (drill.isError)
    return (
      <p className="yx-study-empty">{errorMessage(drill.error, '题目加载失败，请稍后重试')}</p>
    );
  const items = drill.data;
  const item = items[index];
  // One syllable from the voice: the character, read in exactly this Jyutping.
  const hear = (o: Option, key: string) => void speech.play(o.character, 'get', key, o.syllable);

  const submit = (syllable: string, character: string, chosen: number, shown: Option[]) => {
    answer.mutate(
      { syllable, character, chosen },
      {
        onSuccess: (r) => {
          setOutcome({ correct: r.correct, shown });
          setScore((s) => ({ right: s.right + (r.correct ? 1 : 0), total: s.total + 1 }));
        },
        onError: (err) => showError(errorMessage(err, '提交失败，请重试')),
      },
    );
  };
  const next = () => {
    setOutcome(null);
    if (index + 1 < items.length) setIndex(index + 1);
    else {
      setIndex(0);
      void drill.refetch();
    }
  };

  if (!item) return null;
  return (
    <section className="yx-drill" aria-labelledby="drill-title" data-testid="tone-drill">
      <h2 id="drill-title" className="yx-drill__title">
        声调练习{' '}
        <span className="yx-drill__count">
          第 {index + 1}/{items.length} 题 · 答对 {score.right}/{score.total}
        </span>
      </h2>
      {item.kind === 'which_tone' ? (
        <>
          <p className="yx-drill__ask">听这个音节，它是第几声？</p>
          <button
            type="button"
            className="yx-study-play yx-drill__hear"
            onClick={() => hear(item.options[0]!, 'drill')}
          >
            <SoundOutlined /> 听音节
          </button>
          <div className="yx-drill__tones" role="group" aria-label="选择声调">
            {TONES.map((t) => (
              <button
                key={t.tone}
                type="button"
                className={`yx-drill__tone yx-tone-${t.tone}`}
                disabled={outcome !== null || answer.isPending}
                onClick={() =>
                  submit(
                    item.options[0]!.syllable,
                    item.options[0]!.character,
                    t.tone,
                    item.options,
                  )
                }
              >
                <strong>{t.tone}</strong>
                <span>{t.name}</span>
              </button>
            ))}
          </div>
        </>
      ) : (
        <>
          <p className="yx-drill__ask">
            哪一个是第 {item.tone} 声（{TONES[(item.tone ?? 1) - 1]!.name}）？
          </p>
          <div className="yx-drill__pair" role="group" aria-label="两个音节">
            {item.options.map((o, i) => (
              <div key={o.syllable} className="yx-drill__option">
                <button
                  type="button"
                  className="yx-study-play"
                  onClick={() => hear(o, `pair:${i}`)}
                >
                  <SoundOutlined /> 听 {i === 0 ? '甲' : '乙'}
                </button>
                <button
                  type="button"
                  className="yx-drill__choose"
                  disabled={outcome !== null || answer.isPending}
                  onClick={() => submit(o.syllable, o.character, item.tone ?? 1, item.options)}
                >
                  选{i === 0 ? '甲' : '乙'}
                </button>
              </div>
            ))}
          </div>
        </>
      )}
      {outcome && (
        <div
          className={`yx-drill__outcome ${outcome.correct ? 'is-right' : 'is-wrong'}`}
          role="status"
        >
          <p>{outcome.correct ? '答对了！' : '答错了，这个音节稍后会再出现。'}</p>
          <p lang="yue">
            {outcome.shown.map((o) => (
              <span
                key={o.syllable}
                className={`yx-drill__answer yx-tone-${jyutpingTone(o.syllable) ?? 0}`}
              >
                {o.character} {o.syllable}
              </span>
            ))}
          </p>
          <button type="button" className="yx-review__reveal" onClick={next}>
            下一题
          </button>
        </div>
      )}
      <div className="yx-study-speech">
        <SpeechSpeedSwitch value={speech.speed} onChange={speech.setSpeed} />
        {speech.credit && <p className="yx-study-credit">{speech.credit}</p>}
      </div>
      <audio ref={speech.audioRef} onEnded={speech.onEnded} hidden />
    </section>
  );
}
