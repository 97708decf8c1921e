import { Alert, App, Input, Spin, Tag } from 'antd';
import { DICTIONARY_DATA_CREDIT, dictionaryQuery, LIMITS, MSG } from '@yuexue/contract';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useSpeechPlayer } from '../../../hooks/use-speech-player';
import { useDictionaryEntry } from '../api/lookup';
import { CharacterCard } from '../components/character-card';
import { EquivalentList } from '../components/equivalent-list';
import { WordHeader } from '../components/word-header';
import '../dictionary.css';

const SAMPLES = ['行', '银行', '吃饭', '係', '佢', '冇', '乜嘢', '睇'];

/** /dictionary: look up a character or word (Simplified or Traditional); the query lives in ?q= so a lookup can be linked. */
export function DictionaryPage() {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() || null;
  const [draft, setDraft] = useState(q ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const parsed = q ? dictionaryQuery.safeParse({ q }) : null;
  const valid = parsed?.success ? parsed.data.q : null;
  const entry = useDictionaryEntry(valid);
  const speech = useSpeechPlayer(
    useCallback((m: string) => void message.error(m, LIMITS.toastMs / 1000), [message]),
  );

  useEffect(() => {
    setDraft(q ?? '');
    setInvalid(
      parsed && !parsed.success
        ? (parsed.error.issues[0]?.message ?? MSG.dictionary.queryRequired)
        : null,
    );
  }, [q]); // eslint-disable-line react-hooks/exhaustive-deps -- parsed follows q

  usePageTitle(valid ? `${valid} · 粤语词典` : '粤语词典');

  const search = (value: string) => {
    const check = dictionaryQuery.safeParse({ q: value });
    if (!check.success) {
      setInvalid(check.error.issues[0]?.message ?? MSG.dictionary.queryRequired);
      return;
    }
    setInvalid(null);
    setParams({ q: check.data.q });
  };

  const speak = (text: string, key: string) => void speech.play(text, 'get', key);
  const busyKey = speech.state === 'loading' ? speech.playingKey : null;
  const data = entry.data;
  const traditional = data ? data.query !== data.simplified : false;

  return (
    <div className="yx-container yx-dict">
      <h1 className="yx-dict__title">粤语词典</h1>
      <p className="yx-dict__intro">
        查汉字或词语的粤语读音（粤拼、广州话拼音），以及普通话和粤语说法的对应。简体、繁体都可以。
      </p>
      <Input.Search
        className="yx-dict__search"
        size="large"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onSearch={search}
        enterButton="查询"
        placeholder="输入汉字或词语，例如：行"
        aria-label="要查询的汉字或词语"
        status={invalid ? 'error' : undefined}
        aria-describedby={invalid ? 'dict-invalid' : undefined}
      />
      {invalid && (
        <p id="dict-invalid" className="yx-dict__invalid" role="alert">
          {invalid}
        </p>
      )}
      <div className="yx-dict__samples">
        <span>试试：</span>
        {SAMPLES.map((s) => (
          <Link key={s} to={`/dictionary?q=${encodeURIComponent(s)}`}>
            <Tag>{s}</Tag>
          </Link>
        ))}
      </div>

      {entry.isLoading && (
        <div className="yx-dict__loading">
          <Spin aria-label="查询中" />
        </div>
      )}
      {entry.isError && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(entry.error, MSG.dictionary.lookupFailed)}
        />
      )}
      {data && (
        <div className="yx-dict__result" data-testid="dictionary-result">
          <WordHeader
            entry={data}
            onPlay={() => speak(data.query, 'word')}
            busy={busyKey === 'word'}
          />
          {data.characters.map((c, i) => (
            <CharacterCard
              key={`${c.character}-${i}`}
              entry={c}
              query={data.query}
              speak={speak}
              busyKey={busyKey}
            />
          ))}
          <section className="yx-dict-section" aria-labelledby="dict-pairs">
            <h2 id="dict-pairs" className="yx-dict-section__title">
              普通话 ↔ 粤语
            </h2>
            {data.equivalents.length > 0 ? (
              <EquivalentList pairs={data.equivalents} traditional={traditional} />
            ) : (
              <p className="yx-dict-empty">{MSG.dictionary.noEquivalents}</p>
            )}
          </section>
          {data.related.length > 0 && (
            <section className="yx-dict-section" aria-labelledby="dict-related">
              <h2 id="dict-related" className="yx-dict-section__title">
                相关词语
              </h2>
              <EquivalentList pairs={data.related} traditional={traditional} />
            </section>
          )}
          {speech.credit && <p className="yx-dict-muted">{speech.credit}</p>}
        </div>
      )}
      <p className="yx-dict-muted yx-dict__credit" data-testid="dictionary-credit">
        {DICTIONARY_DATA_CREDIT}
      </p>
      <audio ref={speech.audioRef} onEnded={speech.onEnded} data-testid="dictionary-audio" hidden />
    </div>
  );
}
