import type { TagRef } from '@yuexue/contract';
import './content.css';

/** An item's tags: neutral chips with the tag's colour as a dot, so any colour stays readable. */
export function TagChips({ tags }: { tags: TagRef[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="yx-tag-chips" aria-label="标签">
      {tags.map((t) => (
        <li key={t.id} className="yx-tag-chip">
          <span className="yx-tag-dot" style={{ background: t.color }} aria-hidden="true" />
          {t.name}
        </li>
      ))}
    </ul>
  );
}
