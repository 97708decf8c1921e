import { Tag } from 'antd';
import { Link } from 'react-router';
import { dictionaryQuery, type Equivalent } from '@yuexue/contract';
import { shownPairs, SOURCE_NAMES } from '../lib/conditions';

const WordLink = ({ word, lang }: { word: string; lang: string }) =>
  dictionaryQuery.safeParse({ q: word }).success ? (
    <Link to={`/dictionary?q=${encodeURIComponent(word)}`} lang={lang}>
      {word}
    </Link>
  ) : (
    <span lang={lang}>{word}</span>
  );

/** Mandarin ↔ Cantonese pairs of the translation engine, with when each applies. */
export function EquivalentList({
  pairs,
  traditional,
}: {
  pairs: Equivalent[];
  traditional: boolean;
}) {
  return (
    <ul className="yx-dict-pairs">
      {shownPairs(pairs, traditional).map(({ pair: p, when }, i) => {
        return (
          <li key={`${p.source}:${p.mandarin}:${p.cantonese}:${i}`} className="yx-dict-pair">
            <span className="yx-dict-pair__side">
              <span className="yx-dict-pair__label">普通话</span>
              <WordLink word={p.mandarin} lang="zh-CN" />
            </span>
            <span aria-hidden="true">→</span>
            <span className="yx-dict-pair__side">
              <span className="yx-dict-pair__label">粤语</span>
              <WordLink word={traditional ? p.cantonese : p.cantonese_simplified} lang="yue" />
            </span>
            {when && <span className="yx-dict-pair__when">{when}</span>}
            {p.source !== 'lexicon' && <Tag color="gold">{SOURCE_NAMES[p.source]}</Tag>}
          </li>
        );
      })}
    </ul>
  );
}
