/**
 * The lexicon is written as plain lines, one fact per line:
 *
 *   mandarin  cantonese  [tag or condition ...]   # comment
 *
 * - mandarin: the Simplified Mandarin word as it is segmented;
 * - cantonese: the colloquial Cantonese in Hong Kong Traditional characters (Simplified output
 *   is derived from it), `=` to keep the word as it is (a fixed word that must not be split),
 *   `|` marks where aspect markers (緊, 咗, 過) go in a verb-object word (食|飯 → 食緊飯);
 * - tags: v verb, vo verb-object word, a adjective, n noun, p person/pronoun, m measure word,
 *   t time word, place place word, modal, adv adverb;
 * - conditions (all must hold; the first line of a word whose conditions hold wins):
 *   next=A|B / prev=A|B   the neighbouring word inside the clause is one of these,
 *   next:TAG / prev:TAG   the neighbouring word has this tag,
 *   end                   nothing but sentence-final particles follows in the clause,
 *   start                 first word of its clause,
 *   q                     the clause is a question,
 *   and any condition prefixed with ! is negated.
 */
export interface LexiconCondition {
  kind: 'next' | 'prev' | 'nextTag' | 'prevTag' | 'end' | 'start' | 'q';
  negate: boolean;
  values?: ReadonlySet<string>;
}

export interface LexiconEntry {
  /** null keeps the Mandarin word unchanged. */
  target: string | null;
  conditions: LexiconCondition[];
  category: string;
}

export interface LexiconWord {
  entries: LexiconEntry[];
  tags: Set<string>;
}

const TAGS = new Set([
  'v',
  'vo',
  'a',
  'n',
  'p',
  'm',
  't',
  'place',
  'modal',
  'adv',
  'part',
  'neg',
  'num',
]);

export function parseCondition(text: string): LexiconCondition {
  const negate = text.startsWith('!');
  const body = negate ? text.slice(1) : text;
  if (body === 'end' || body === 'start' || body === 'q') return { kind: body, negate };
  const m = /^(next|prev)([=:])(.+)$/u.exec(body);
  if (!m) throw new Error(`lexicon: unknown condition "${text}"`);
  const kind = m[2] === '=' ? (m[1] as 'next' | 'prev') : m[1] === 'next' ? 'nextTag' : 'prevTag';
  return { kind, negate, values: new Set(m[3]!.split('|')) };
}

/** Adds every line of one lexicon table to the word map. */
export function addLexiconTable(
  words: Map<string, LexiconWord>,
  category: string,
  table: string,
): void {
  for (const raw of table.split('\n')) {
    const line = raw.replace(/#.*$/u, '').trim();
    if (!line) continue;
    const [source, target, ...rest] = line.split(/\s+/u);
    if (!source || !target) throw new Error(`lexicon ${category}: bad line "${raw}"`);
    let word = words.get(source);
    if (!word) {
      word = { entries: [], tags: new Set() };
      words.set(source, word);
    }
    const conditions: LexiconCondition[] = [];
    for (const item of rest) {
      if (TAGS.has(item)) word.tags.add(item);
      else conditions.push(parseCondition(item));
    }
    word.entries.push({ target: target === '=' ? null : target, conditions, category });
  }
}
