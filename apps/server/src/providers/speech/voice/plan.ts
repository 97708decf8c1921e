import type { ReadingSegment, SpeechSpeed } from '../types.js';

/** A syllable to speak, or a silence. `segment` is the index of the text segment it belongs to. */
export type Unit =
  | { kind: 'syllable'; syllable: string; text: string; segment: number; ms: number }
  | { kind: 'pause'; ms: number };

/** Hong Kong names of the Latin letters, in syllables the speaker recorded. */
const LETTERS: Record<string, string[]> = {
  a: ['ei1'],
  b: ['bi1'],
  c: ['si1'],
  d: ['di1'],
  e: ['ji1'],
  f: ['e1', 'fu4'],
  g: ['zi1'],
  h: ['ei1', 'cyu4'],
  i: ['aai1'],
  j: ['zei1'],
  k: ['kei1'],
  l: ['e1', 'lou2'],
  m: ['em1'],
  n: ['en1'],
  o: ['ou1'],
  p: ['pi1'],
  q: ['kiu1'],
  r: ['aa1', 'lou2'],
  s: ['e1', 'si4'],
  t: ['ti1'],
  u: ['jyu1'],
  v: ['wi1'],
  w: ['daa6', 'bo1', 'liu4'],
  x: ['ek1', 'si4'],
  y: ['waai1'],
  z: ['zi1'],
};
/** Sentence-final and aspect particles: said short and light inside a phrase. */
const PARTICLES = new Set([...'嘅咗啦喇呀啊嘛咩囉啰㗎喎嘞吖噃呢吧哦喔咋嗱啫嚟']);
const MAJOR_BREAK = /[。！？!?…；;\n]/u;
const MINOR_BREAK = /[，、,：:（）()《》「」『』“”"—–-]/u;

/** Milliseconds per kind of syllable at each speed; a phrase's last syllable is lengthened. */
const TIMING: Record<
  SpeechSpeed,
  {
    plain: number;
    checked: number;
    particle: number;
    final: number;
    /** Tones 2 and 5: a rise needs time to be heard as one (squeezed, it sounds level). */
    rising: number;
    minor: number;
    major: number;
    gap: number;
  }
> = {
  normal: {
    plain: 155,
    checked: 150,
    particle: 140,
    final: 1.3,
    rising: 1.95,
    minor: 150,
    major: 280,
    gap: 0,
  },
  slow: {
    plain: 365,
    checked: 300,
    particle: 300,
    final: 1.25,
    rising: 1.15,
    minor: 300,
    major: 450,
    gap: 0,
  },
  syllable: {
    plain: 420,
    checked: 360,
    particle: 380,
    final: 1,
    rising: 1.15,
    minor: 250,
    major: 350,
    gap: 300,
  },
};

/** The syllables and pauses of a request, each syllable with the duration it is shortened to. */
export function planUtterance(segments: readonly ReadingSegment[], speed: SpeechSpeed): Unit[] {
  const t = TIMING[speed];
  const units: Unit[] = [];
  const pause = (ms: number) => {
    const last = units.at(-1);
    if (!last) return;
    if (last.kind === 'pause') last.ms = Math.max(last.ms, ms);
    else units.push({ kind: 'pause', ms });
  };
  const spelled = spelledLetters(segments);
  segments.forEach(({ character, phonetic }, segment) => {
    let syllables = phonetic.split(/\s+/).filter(Boolean);
    if (syllables.length === 0 && spelled.has(segment))
      syllables = LETTERS[character.toLowerCase()]!;
    if (syllables.length > 0) {
      for (const syllable of syllables) {
        const checked = /[ptk][1-6]$/.test(syllable);
        const base = PARTICLES.has(character) ? t.particle : checked ? t.checked : t.plain;
        const ms = Math.round(base * (/[25]$/.test(syllable) ? t.rising : 1));
        if (t.gap > 0) pause(t.gap);
        units.push({ kind: 'syllable', syllable, text: character, segment, ms });
      }
    } else if (MAJOR_BREAK.test(character)) pause(t.major);
    else if (MINOR_BREAK.test(character)) pause(t.minor);
    else if (/\s/u.test(character)) pause(t.minor / 2);
  });
  while (units.at(-1)?.kind === 'pause') units.pop();
  // Phrase-final lengthening: the syllable before a pause, or the last one.
  units.forEach((u, i) => {
    const next = units[i + 1];
    if (u.kind === 'syllable' && (!next || (next.kind === 'pause' && next.ms > t.gap)))
      u.ms = Math.round(u.ms * t.final);
  });
  return units;
}

/**
 * Segments of Latin letters spoken letter by letter, as Hong Kong speakers say abbreviations
 * (OK, DVD, HSBC): runs of up to 3 letters, or up to 5 capitals. Longer runs are English words
 * (hello, iPhone) that spelling would not make sensible; they are left unread.
 */
function spelledLetters(segments: readonly ReadingSegment[]): Set<number> {
  const out = new Set<number>();
  const isLetter = (i: number) =>
    segments[i]?.phonetic === '' && /^[A-Za-z]$/.test(segments[i]!.character);
  for (let i = 0; i < segments.length;) {
    if (!isLetter(i)) {
      i++;
      continue;
    }
    let end = i;
    while (isLetter(end)) end++;
    const run = segments
      .slice(i, end)
      .map((s) => s.character)
      .join('');
    if (run.length <= 3 || (run.length <= 5 && run === run.toUpperCase()))
      for (let k = i; k < end; k++) out.add(k);
    i = end;
  }
  return out;
}
