import { jyutpingTone, TONE_SERIES, type DrillAnswerBody, type DrillItem } from '@yuexue/contract';

export type DrillAnswer = DrillAnswerBody;
type Syllable = { character: string; syllable: string };

function shuffle<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** A "which of these two is tone N" item from one of the common six-tone series. */
function pairItem(): DrillItem {
  const series = TONE_SERIES[Math.floor(Math.random() * TONE_SERIES.length)]!;
  const [a, b] = shuffle([0, 1, 2, 3, 4, 5]).slice(0, 2) as [number, number];
  const option = (i: number) => ({
    character: series.characters[i]!,
    syllable: `${series.base}${i + 1}`,
  });
  return { kind: 'pick_of_two', options: [option(a), option(b)], tone: a + 1 };
}

/**
 * The drill's items: syllables the learner got wrong last time come back first, then syllables
 * from their own cards not drilled lately, then common syllables; every third item asks which
 * of two syllables carries a tone.
 */
export function drillItems(
  cardSegments: Array<Array<{ character: string; phonetic: string }>>,
  answers: Array<{ syllable: string; character: string; correct: boolean }>,
  count: number,
): DrillItem[] {
  const latest = new Map<string, { character: string; correct: boolean }>();
  for (const a of answers) if (!latest.has(a.syllable)) latest.set(a.syllable, a);
  const missed: Syllable[] = [...latest]
    .filter(([, a]) => !a.correct)
    .map(([syllable, a]) => ({ syllable, character: a.character }));

  const own = new Map<string, string>();
  for (const segments of cardSegments)
    for (const s of segments)
      if (
        jyutpingTone(s.phonetic) !== null &&
        [...s.character].length === 1 &&
        !own.has(s.phonetic)
      )
        own.set(s.phonetic, s.character);
  const fresh = shuffle(
    [...own]
      .filter(([syllable]) => !latest.has(syllable))
      .map(([syllable, character]) => ({ syllable, character })),
  );
  const common = shuffle(
    TONE_SERIES.flatMap((s) =>
      s.characters.map((character, i) => ({ character, syllable: `${s.base}${i + 1}` })),
    ),
  );

  const seen = new Set<string>();
  const singles: Syllable[] = [];
  for (const s of [...missed, ...fresh, ...common]) {
    if (seen.has(s.syllable)) continue;
    seen.add(s.syllable);
    singles.push(s);
  }
  const items: DrillItem[] = [];
  for (let i = 0; items.length < count; i++) {
    if (i % 3 === 2) items.push(pairItem());
    else items.push({ kind: 'which_tone', options: [singles.shift()!], tone: null });
  }
  return items;
}
