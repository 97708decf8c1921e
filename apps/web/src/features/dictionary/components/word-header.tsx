import { Tag } from 'antd';
import { MSG, PHONETIC_SYSTEMS, type DictionaryEntry } from '@yuexue/contract';
import { AudioButton } from './audio-button';
import { ToneSyllables } from './tone-syllables';

const NAMES = MSG.translator.systemNames;

/** The looked-up word: both scripts, its reading in context in the three systems, and whether an admin decided it. */
export function WordHeader({
  entry,
  onPlay,
  busy,
}: {
  entry: DictionaryEntry;
  onPlay: () => void;
  busy: boolean;
}) {
  const forms =
    entry.simplified === entry.traditional
      ? [entry.simplified]
      : [`简 ${entry.simplified}`, `繁 ${entry.traditional}`];
  return (
    <section className="yx-dict-word" aria-labelledby="dict-word">
      <div className="yx-dict-word__head">
        <h2 id="dict-word" className="yx-dict-word__text" lang="zh">
          {entry.query}
        </h2>
        {entry.reading.pinyin_hongkong && (
          <AudioButton label={`朗读 ${entry.query}`} busy={busy} onPlay={onPlay} />
        )}
        {entry.overridden && <Tag color="gold">管理员已校订读音</Tag>}
      </div>
      {forms.length > 0 && <p className="yx-dict-word__forms">{forms.join(' · ')}</p>}
      {entry.reading.pinyin_hongkong ? (
        <dl className="yx-dict-word__readings">
          {PHONETIC_SYSTEMS.map((s) => (
            <div key={s}>
              <dt>{NAMES[s]}</dt>
              <dd data-system={s}>
                <ToneSyllables text={entry.reading[s]} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="yx-dict-empty">{MSG.dictionary.noReading(entry.query)}</p>
      )}
    </section>
  );
}
