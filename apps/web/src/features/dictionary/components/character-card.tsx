import { Tag } from 'antd';
import { Link } from 'react-router';
import { DICTIONARY_REGISTER_LABELS, MSG, type DictionaryCharacter } from '@yuexue/contract';
import { AudioButton } from './audio-button';
import { ToneSyllables } from './tone-syllables';

const NAMES = MSG.translator.systemNames;

interface CharacterCardProps {
  entry: DictionaryCharacter;
  /** The looked-up text; the character alone when it was looked up on its own. */
  query: string;
  /** Reads a text aloud; `key` tells which button is busy. */
  speak: (text: string, key: string) => void;
  busyKey: string | null;
}

/** Every reading of one character in the three systems, with words where it is read that way. */
export function CharacterCard({ entry, query, speak, busyKey }: CharacterCardProps) {
  const alone = query === entry.character;
  const other = entry.character === entry.simplified ? entry.traditional : entry.simplified;
  return (
    <section className="yx-dict-char" aria-labelledby={`dict-char-${entry.character}`}>
      <header className="yx-dict-char__head">
        <h3 id={`dict-char-${entry.character}`} className="yx-dict-char__glyph" lang="zh">
          {entry.character}
        </h3>
        <div className="yx-dict-char__forms">
          {other !== entry.character && (
            <span>{entry.character === entry.simplified ? `繁体 ${other}` : `简体 ${other}`}</span>
          )}
          <span>{entry.readings.length} 个读音</span>
          {entry.overridden && <Tag color="gold">管理员已校订单字读音</Tag>}
        </div>
      </header>
      {entry.readings.length === 0 ? (
        <p className="yx-dict-empty">{MSG.dictionary.noReading(entry.character)}</p>
      ) : (
        <div className="yx-dict-table-wrap">
          <table className="yx-dict-table">
            <caption className="yx-visually-hidden">「{entry.character}」的全部读音</caption>
            <thead>
              <tr>
                <th scope="col">{NAMES.pinyin_hongkong}</th>
                <th scope="col">{NAMES.pinyin_num}</th>
                <th scope="col">{NAMES.pinyin_upper}</th>
                <th scope="col">例词</th>
              </tr>
            </thead>
            <tbody>
              {entry.readings.map((r) => {
                // The speech service reads text, not a chosen syllable: the reading of the looked-up text is
                // heard in that text itself, any other reading in a word that reads it so.
                const spoken = r.in_word ? query : r.examples[0];
                return (
                  <tr
                    key={r.pinyin_hongkong}
                    className={r.in_word ? 'is-in-word' : undefined}
                    data-reading={r.pinyin_hongkong}
                  >
                    <td>
                      <span className="yx-dict-reading">
                        <ToneSyllables text={r.pinyin_hongkong} />
                      </span>
                      {r.in_word && (
                        <Tag className="yx-dict-tag">{alone ? '单字读音' : '本词读音'}</Tag>
                      )}
                      {r.register && (
                        <Tag className="yx-dict-tag" data-register={r.register}>
                          {DICTIONARY_REGISTER_LABELS[r.register]}
                        </Tag>
                      )}
                    </td>
                    <td data-label={NAMES.pinyin_num}>
                      <ToneSyllables text={r.pinyin_num} />
                    </td>
                    <td data-label={NAMES.pinyin_upper}>
                      <ToneSyllables text={r.pinyin_upper} />
                    </td>
                    <td className="yx-dict-examples">
                      {spoken ? (
                        <AudioButton
                          label={`朗读 ${spoken}（${r.pinyin_hongkong}）`}
                          busy={busyKey === `reading:${entry.character}:${r.pinyin_hongkong}`}
                          onPlay={() =>
                            speak(spoken, `reading:${entry.character}:${r.pinyin_hongkong}`)
                          }
                        />
                      ) : (
                        <span className="yx-dict-muted">暂无例词</span>
                      )}
                      {r.examples.map((w) => (
                        <Link
                          key={w}
                          to={`/dictionary?q=${encodeURIComponent(w)}`}
                          lang="zh"
                          className="yx-dict-example"
                        >
                          {w}
                        </Link>
                      ))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {entry.rare_readings.length > 0 && (
        <p className="yx-dict-muted yx-dict-rare" data-testid="rare-readings">
          少见或古旧读音（没有常用词这样读，未列入上表）：{entry.rare_readings.join('、')}
        </p>
      )}
    </section>
  );
}
