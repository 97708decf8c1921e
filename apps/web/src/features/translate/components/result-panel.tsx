import {
  CopyOutlined,
  LoadingOutlined,
  SoundOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { Button, Radio, Switch } from 'antd';
import { MSG, type PhoneticSystemName, type TtsMark, type TtsSpeed } from '@yuexue/contract';
import { SpeechSpeedSwitch } from '../../../components/speech-speed-switch';
import { spokenSegment } from '../../../lib/speech';
import { SYSTEMS, type ToolResult } from '../api/run-tool';
import type { SpeechState } from '../../../hooks/use-speech-player';
import { ChangeNotes } from '../../../components/change-notes';
import { StudyAddButton } from './study-add-button';
import { RubyOutput } from './ruby-output';
import { SelectionFavorite } from './selection-favorite';
import { ToneLegend } from '../../../components/tone-legend';

const NAMES = MSG.translator.systemNames;
const SHORT_NAMES = MSG.translator.systemShortNames;

/** The full name, read by assistive technology everywhere; phones show the short one instead. */
const systemLabel = (s: PhoneticSystemName) => (
  <>
    <span className="yx-system-name--full">{NAMES[s]}</span>
    <span className="yx-system-name--short" aria-hidden="true">
      {SHORT_NAMES[s]}
    </span>
  </>
);

interface ResultPanelProps {
  result: ToolResult;
  system: PhoneticSystemName;
  onSystem: (s: PhoneticSystemName) => void;
  toneColours: boolean;
  onToneColours: (on: boolean) => void;
  speech: {
    state: SpeechState;
    playingKey: string | null;
    credit: string | null;
    speed: TtsSpeed;
    setSpeed: (s: TtsSpeed) => void;
    /** The syllable being said while the whole result plays. */
    spoken: TtsMark | null;
  };
  onPlayAll: () => void;
  onSpeakSegment: (index: number) => void;
  onCopy: () => void;
  onFavorite: () => void;
  onFavoriteSelection: (indexes: number[]) => void;
  favoriting: boolean;
  /** This result, in this reading system, is in the user's favourites (saved in this visit). */
  favorited: boolean;
}

/** public-site §2 result panel: the ruby output, play audio, favourite, copy, annotation type switch. */
export function ResultPanel(p: ResultPanelProps) {
  const { result, system } = p;
  const playingAll = p.speech.playingKey === 'all';
  const speakingIndex = p.speech.playingKey?.startsWith('seg:')
    ? Number(p.speech.playingKey.slice(4))
    : playingAll
      ? spokenSegment(result.phonetics.pinyin_hongkong.segments, p.speech.spoken)
      : null;
  return (
    <div className="yx-tool-result" data-testid="translator-result">
      <div className="yx-tool-result__bar">
        <h3 className="yx-tool-result__title">
          {result.kind === 'translate' ? '粤语译文' : '粤语注音'}
        </h3>
        <Radio.Group
          className="yx-system-switch"
          size="small"
          optionType="button"
          aria-label="注音类型"
          value={system}
          onChange={(e) => p.onSystem(e.target.value as PhoneticSystemName)}
          options={SYSTEMS.map((s) => ({ value: s, label: systemLabel(s) }))}
        />
      </div>

      <SelectionFavorite onFavorite={p.onFavoriteSelection}>
        <RubyOutput
          phonetics={result.phonetics}
          system={system}
          toneColours={p.toneColours}
          speaking={speakingIndex}
          onSpeak={p.onSpeakSegment}
        />
      </SelectionFavorite>

      <p className="yx-tool-result__line" data-testid="annotation-text">
        <span className="yx-tool-result__system">{NAMES[system]}</span>
        <span lang="yue-Latn">{result.phonetics[system].text || '—'}</span>
      </p>

      <div className="yx-tool-result__actions">
        <Button
          icon={
            playingAll && p.speech.state === 'loading' ? <LoadingOutlined /> : <SoundOutlined />
          }
          onClick={p.onPlayAll}
          disabled={!result.output.trim()}
          aria-pressed={playingAll && p.speech.state === 'playing'}
        >
          {playingAll && p.speech.state === 'playing' ? '播放中' : '播放'}
        </Button>
        <SpeechSpeedSwitch value={p.speech.speed} onChange={p.speech.setSpeed} />
        <Button
          icon={p.favorited ? <StarFilled /> : <StarOutlined />}
          onClick={p.onFavorite}
          loading={p.favoriting}
          disabled={p.favorited}
          aria-pressed={p.favorited}
        >
          {p.favorited ? '已收藏' : '收藏'}
        </Button>
        <StudyAddButton result={result} />
        <Button icon={<CopyOutlined />} onClick={p.onCopy}>
          复制
        </Button>
        <label className="yx-tone-switch">
          <Switch
            size="small"
            checked={p.toneColours}
            onChange={p.onToneColours}
            aria-label="声调颜色"
          />
          <span aria-hidden="true">声调颜色</span>
        </label>
      </div>
      {p.toneColours && <ToneLegend />}
      {p.speech.credit && <p className="yx-tool-result__credit">{p.speech.credit}</p>}
      <p className="yx-tool-result__tip">点按汉字可听单字读音；选中一段文字可单独收藏。</p>

      {result.kind === 'translate' && <ChangeNotes changes={result.changes} />}
    </div>
  );
}
