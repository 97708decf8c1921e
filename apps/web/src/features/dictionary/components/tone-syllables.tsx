import { toneOf } from '@yuexue/contract';

/** A reading in any of the three systems, each syllable in its tone's colour (the translator's colours). */
export function ToneSyllables({ text }: { text: string }) {
  return (
    <>
      {text.split(' ').map((s, i) => {
        const tone = toneOf(s);
        return (
          <span
            key={i}
            className={tone ? `yx-tone-${tone}` : undefined}
            data-tone={tone ?? undefined}
          >
            {i > 0 && ' '}
            {s}
          </span>
        );
      })}
    </>
  );
}
