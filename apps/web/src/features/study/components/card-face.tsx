import { SoundOutlined } from '@ant-design/icons';
import type { StudyCard } from '@yuexue/contract';
import { ChangeNotes } from '../../../components/change-notes';
import { ToneRuby } from '../../../components/tone-ruby';

const PROMPT: Record<StudyCard['kind'], string> = {
  mandarin: '用粤语怎么说？',
  listening: '听这句粤语，回想它的意思和说法',
  reading: '这几个字粤语怎么读？',
};
export const KIND_NAME: Record<StudyCard['kind'], string> = {
  mandarin: '普通话 → 粤语',
  listening: '听力',
  reading: '读音',
};

interface CardFaceProps {
  card: StudyCard;
  revealed: boolean;
  playing: boolean;
  onPlay: () => void;
  /** The segment being spoken now, highlighted on the answer. */
  speaking: number | null;
}

/** One card, front then back: what is shown first depends on the kind the card's content made it. */
export function CardFace({ card, revealed, playing, onPlay, speaking }: CardFaceProps) {
  const play = (
    <button
      type="button"
      className="yx-study-play"
      onClick={onPlay}
      aria-pressed={playing}
      aria-label="播放粤语读音"
    >
      <SoundOutlined /> {playing ? '播放中' : '播放'}
    </button>
  );
  return (
    <article className="yx-study-card" data-testid="study-card" data-kind={card.kind}>
      <header className="yx-study-card__head">
        <span className="yx-study-card__kind">{KIND_NAME[card.kind]}</span>
        {card.state === 'new' && <span className="yx-study-card__new">新卡片</span>}
      </header>
      <p className="yx-study-card__prompt">{PROMPT[card.kind]}</p>
      {card.kind === 'mandarin' && (
        <p className="yx-study-card__mandarin" lang="zh-CN">
          {card.mandarin}
        </p>
      )}
      {card.kind === 'listening' && !revealed && (
        <div className="yx-study-card__listen">{play}</div>
      )}
      {card.kind === 'reading' && !revealed && (
        <p className="yx-study-card__characters" lang="yue">
          {card.cantonese}
        </p>
      )}
      {revealed && (
        <div className="yx-study-card__answer" data-testid="study-answer">
          <ToneRuby segments={card.segments} className="yx-study-card__ruby" speaking={speaking} />
          {play}
          <ChangeNotes changes={card.notes} />
        </div>
      )}
    </article>
  );
}
