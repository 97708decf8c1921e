import { useRef, type KeyboardEvent } from 'react';
import type { PhoneticSystemName } from '@yuexue/contract';
import type { PhoneticResults } from '../api/run-tool';
import { lineGroups } from '../lib/line-groups';
import { SEGMENT_ATTR } from '../lib/selection';
import { RubyReading, rubyClass } from '../../../components/tone-ruby';

interface RubyOutputProps {
  phonetics: PhoneticResults;
  system: PhoneticSystemName;
  toneColours: boolean;
  /** Index of the segment being read aloud, for its highlight. */
  speaking: number | null;
  onSpeak: (index: number) => void;
}

/**
 * The annotated text as ruby: each character with its reading above it. A character with a reading
 * is a button (tap or Enter to hear it); the arrow keys move between them, so the whole output is
 * one stop in the Tab order. Text can still be selected with the mouse for a selection favourite.
 */
export function RubyOutput({ phonetics, system, toneColours, speaking, onSpeak }: RubyOutputProps) {
  const ref = useRef<HTMLDivElement>(null);
  const segments = phonetics[system].segments;
  const firstReadable = segments.findIndex((s) => s.phonetic);

  const move = (from: HTMLElement, step: 1 | -1 | 'home' | 'end') => {
    const all = [...(ref.current?.querySelectorAll<HTMLElement>('[role="button"]') ?? [])];
    const at = all.indexOf(from);
    const next = step === 'home' ? all[0] : step === 'end' ? all.at(-1) : all[at + step];
    if (!next) return;
    from.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, index: number) => {
    const keys: Record<string, 1 | -1 | 'home' | 'end'> = {
      ArrowRight: 1,
      ArrowDown: 1,
      ArrowLeft: -1,
      ArrowUp: -1,
      Home: 'home',
      End: 'end',
    };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSpeak(index);
    } else if (keys[e.key] !== undefined) {
      e.preventDefault();
      move(e.currentTarget, keys[e.key]!);
    }
  };

  const onClick = (index: number) => {
    // The end of a drag that selected text is not a tap.
    const selection = window.getSelection();
    if (selection && !selection.isCollapsed) return;
    onSpeak(index);
  };

  return (
    <div
      ref={ref}
      className="yx-ruby-output"
      lang="yue"
      role="group"
      aria-label="注音结果（点按汉字可听读音）"
    >
      {lineGroups(segments.map((s) => s.character)).map((group) =>
        group.length === 1 ? (
          renderSegment(group[0]!)
        ) : (
          // Punctuation stays on the line of the character it belongs to.
          <span key={group[0]} className="yx-ruby-keep">
            {group.map(renderSegment)}
          </span>
        ),
      )}
    </div>
  );

  function renderSegment(i: number) {
    const seg = segments[i]!;
    if (!seg.phonetic) {
      return seg.character === '\n' ? (
        <br key={i} />
      ) : (
        <span key={i} className="yx-ruby-plain" {...{ [SEGMENT_ATTR]: i }}>
          {seg.character}
        </span>
      );
    }
    const syllables = seg.phonetic.split(' ');
    return (
      <ruby
        key={i}
        {...{ [SEGMENT_ATTR]: i }}
        role="button"
        tabIndex={i === firstReadable ? 0 : -1}
        aria-label={`${seg.character} ${seg.phonetic}`}
        className={rubyClass(seg.phonetic, toneColours, speaking === i)}
        onClick={() => onClick(i)}
        onKeyDown={(e) => onKeyDown(e, i)}
      >
        {seg.character}
        <RubyReading syllables={syllables} toneColours={toneColours} />
      </ruby>
    );
  }
}
