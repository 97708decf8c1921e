import { Fragment } from 'react';
import { toneOf } from '@yuexue/contract';
import './spoken-text.css';

interface ToneRubyProps {
  segments: ReadonlyArray<{ character: string; phonetic: string }>;
  /** Colour each reading (and its character) by tone. */
  toneColours?: boolean;
  className?: string;
  /** The segment being spoken now (marked is-speaking as the audio plays). */
  speaking?: number | null;
}

/** The tone class of a syllable (yx-tone-N), or none when colours are off or the tone is unknown. */
export const toneClass = (syllable: string, on: boolean) => {
  const tone = on ? toneOf(syllable) : null;
  return tone ? `yx-tone-${tone}` : undefined;
};

/** A ruby's classes: a single syllable colours the whole ruby; the one being spoken is marked. */
export const rubyClass = (phonetic: string, toneColours: boolean, speaking: boolean) =>
  [
    'yx-ruby',
    phonetic.includes(' ') ? undefined : toneClass(phonetic, toneColours),
    speaking ? 'is-speaking' : undefined,
  ]
    .filter(Boolean)
    .join(' ');

/**
 * A ruby's reading: the syllables of one segment, each coloured by its own tone when there are
 * several (a single syllable colours the whole ruby instead). Shared by every ruby on the site.
 */
export function RubyReading({
  syllables,
  toneColours,
}: {
  syllables: string[];
  toneColours: boolean;
}) {
  return (
    <>
      <rp>(</rp>
      <rt>
        {syllables.map((s, k) => (
          <Fragment key={k}>
            {k > 0 && ' '}
            <span className={syllables.length > 1 ? toneClass(s, toneColours) : undefined}>
              {s}
            </span>
          </Fragment>
        ))}
      </rt>
      <rp>)</rp>
    </>
  );
}

/** Read-only ruby: each character with its Jyutping above it, coloured by tone (the translator's colours). */
export function ToneRuby({
  segments,
  toneColours = true,
  className,
  speaking = null,
}: ToneRubyProps) {
  return (
    <div className={['yx-ruby-output', className].filter(Boolean).join(' ')} lang="yue">
      {segments.map((seg, i) => {
        if (!seg.phonetic)
          return seg.character === '\n' ? <br key={i} /> : <span key={i}>{seg.character}</span>;
        const syllables = seg.phonetic.split(' ');
        return (
          <ruby key={i} className={rubyClass(seg.phonetic, toneColours, speaking === i)}>
            {seg.character}
            <RubyReading syllables={syllables} toneColours={toneColours} />
          </ruby>
        );
      })}
    </div>
  );
}
