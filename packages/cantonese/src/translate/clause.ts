import type { LexiconWord } from './lexicon/format.js';
import type { Token } from './tokens.js';

/** Tokens between two clause boundaries (，。！？；： line breaks …). */
export interface Clause {
  tokens: Token[];
  /** The punctuation that closes the clause, '' at the end of the text. */
  terminator: string;
}

const BOUNDARY = new Set('，。！？；：、,.!?;:…'.split(''));
export const QUESTION_MARKS = new Set(['？', '?']);

/** Sentence-final particles: a word followed only by these ends its clause. */
export const FINAL_PARTICLES = new Set([
  '了',
  '吗',
  '吧',
  '啊',
  '呢',
  '呀',
  '啦',
  '嘛',
  '哦',
  '喔',
  '咯',
  '嘞',
  '哈',
  '喽',
  '罢了',
  '而已',
]);

/** Places named relative to a thing (桌子上, 路上, 门口旁边): after a noun they say where, not what is done. */
export const LOCATIVES = new Set([
  '上',
  '里',
  '里面',
  '下',
  '边',
  '旁边',
  '前面',
  '后面',
  '附近',
  '上面',
  '下面',
]);

/** Words that tell someone not to do something (别哭了, 不要把…). */
export const FORBIDDING = new Set(['别', '不要', '别再', '不许', '不准', '千万别']);

export function isBoundary(token: Token): boolean {
  return token.type === 'break' || (token.type === 'punct' && BOUNDARY.has(token.src));
}

/** Splits the token stream into clauses and the boundary tokens between them. */
export function splitClauses(tokens: Token[]): Array<Clause | Token> {
  const out: Array<Clause | Token> = [];
  let current: Token[] = [];
  for (const t of tokens) {
    if (isBoundary(t)) {
      if (current.length) out.push({ tokens: current, terminator: t.src });
      out.push(t);
      current = [];
    } else current.push(t);
  }
  if (current.length) out.push({ tokens: current, terminator: '' });
  return out;
}

export function isClause(x: Clause | Token): x is Clause {
  return 'terminator' in x;
}

export function isQuestion(clause: Clause): boolean {
  if (QUESTION_MARKS.has(clause.terminator)) return true;
  const last = lastWordIndex(clause.tokens);
  return last >= 0 && (clause.tokens[last]!.src === '吗' || clause.tokens[last]!.src === '呢');
}

/** Index of the clause's last Chinese word (a closing 了 there is the clause's last word). */
export const lastHanIndex = (tokens: readonly Token[]): number =>
  tokens.findLastIndex((t) => t.type === 'han');

export function lastWordIndex(tokens: readonly Token[]): number {
  for (let i = tokens.length - 1; i >= 0; i--)
    if (tokens[i]!.type !== 'space' && tokens[i]!.type !== 'punct') return i;
  return -1;
}

/** True when only sentence-final particles (or nothing) follow index i in the clause. */
export function isClauseEnd(tokens: readonly Token[], i: number): boolean {
  for (let k = i + 1; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.type === 'space' || t.type === 'punct') continue;
    if (t.type === 'han' && FINAL_PARTICLES.has(t.src)) continue;
    return false;
  }
  return true;
}

export function hasTag(token: Token | undefined, tag: string): boolean {
  return !!token && token.type === 'han' && token.tags.has(tag);
}

export function isVerb(token: Token | undefined): boolean {
  return hasTag(token, 'v') || hasTag(token, 'vo');
}

/** Tags that show a word is not a verb; a Han word without any tag is taken as a possible verb. */
const NOMINAL = ['n', 'p', 't', 'num', 'm', 'place', 'a', 'adv', 'neg', 'modal'];

/** A known verb, or an untagged word (Mandarin words around 了, 正在 are mostly verbs). */
export function isVerbLike(token: Token | undefined): boolean {
  if (!token || token.type !== 'han') return false;
  if (isVerb(token)) return true;
  return !FINAL_PARTICLES.has(token.src) && !NOMINAL.some((tag) => token.tags.has(tag));
}

export type Words = ReadonlyMap<string, LexiconWord>;
