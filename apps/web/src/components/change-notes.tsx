import { Link } from 'react-router';
import { dictionaryQuery, ruleName } from '@yuexue/contract';

/** What a note needs of a translation change (translate results and study cards both carry them). */
type TranslationChange = { from: string; to: string; rule: string };

/** The translation's changes as small teaching notes: 普通话 → 粤语, each linked to the dictionary. */
export function ChangeNotes({ changes }: { changes: readonly TranslationChange[] }) {
  const seen = new Set<string>();
  const notes = changes.filter((c) => {
    const key = `${c.from}→${c.to}`;
    if (seen.has(key) || !c.from.trim()) return false;
    seen.add(key);
    return true;
  });
  if (notes.length === 0) return null;
  return (
    <section className="yx-change-notes" aria-labelledby="change-notes-title">
      <h3 id="change-notes-title" className="yx-change-notes__title">
        这句话里的粤语说法
      </h3>
      <ul className="yx-change-notes__list">
        {notes.map((c) => (
          <li key={`${c.from}→${c.to}`} className="yx-change-note">
            <span className="yx-change-note__rule">{ruleName(c.rule)}</span>
            {dictionaryQuery.safeParse({ q: c.from }).success ? (
              <Link
                to={`/dictionary?q=${encodeURIComponent(c.from)}`}
                className="yx-change-note__from"
                title="在词典中查看"
              >
                {c.from}
              </Link>
            ) : (
              <span className="yx-change-note__from">{c.from}</span>
            )}
            <span aria-label="粤语说">→</span>
            <span className="yx-change-note__to" lang="yue">
              {c.to || '（省略）'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
