import './spoken-text.css';
import type { TtsMark } from '@yuexue/contract';
import { markSpans } from '../lib/speech';

interface SpokenTextProps {
  text: string;
  /** The marks of the clip playing this text, and the one being said (useSpeechPlayer's marks / spoken). */
  marks: readonly TtsMark[];
  spoken: TtsMark | null;
  className?: string;
}

/**
 * Plain text whose character being spoken is highlighted as the audio plays (collection, study).
 * The highlight is visual only: screen readers hear the audio itself.
 */
export function SpokenText({ text, marks, spoken, className }: SpokenTextProps) {
  const index = spoken ? marks.indexOf(spoken) : -1;
  const span = index >= 0 ? markSpans(text, marks)[index] : null;
  if (!span) return <span className={className}>{text}</span>;
  return (
    <span className={className}>
      {text.slice(0, span[0])}
      <mark className="yx-spoken-now">{text.slice(span[0], span[1])}</mark>
      {text.slice(span[1])}
    </span>
  );
}
