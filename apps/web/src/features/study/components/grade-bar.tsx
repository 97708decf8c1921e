import { GRADES, type StudyCard } from '@yuexue/contract';
import { intervalText } from '../lib/intervals';

const INTERVAL_OF = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' } as const;

interface GradeBarProps {
  card: StudyCard;
  busy: boolean;
  onGrade: (rating: number) => void;
}

/** The four grades, each with the interval FSRS gives it; thumb-sized, in one row at the bottom of a phone. */
export function GradeBar({ card, busy, onGrade }: GradeBarProps) {
  return (
    <div className="yx-grade-bar" role="group" aria-label="评分（按 1–4）">
      {GRADES.map((g) => {
        const interval = intervalText(card.next[INTERVAL_OF[g.rating]]);
        return (
          <button
            key={g.rating}
            type="button"
            className={`yx-grade yx-grade--${g.rating}`}
            disabled={busy}
            onClick={() => onGrade(g.rating)}
            aria-label={`${g.label}，${interval}后再见，快捷键 ${g.key}`}
            aria-keyshortcuts={g.key}
          >
            <span className="yx-grade__interval">{interval}</span>
            <span className="yx-grade__label">{g.label}</span>
            <kbd className="yx-grade__key">{g.key}</kbd>
          </button>
        );
      })}
    </div>
  );
}
