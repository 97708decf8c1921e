import type { Clause, Words } from './clause.js';
import { isClauseEnd, isQuestion } from './clause.js';
import type { LexiconCondition } from './lexicon/format.js';
import type { Token } from './tokens.js';
import { litPiece, setOut } from './tokens.js';

function holds(
  c: LexiconCondition,
  tokens: readonly Token[],
  i: number,
  question: boolean,
): boolean {
  let ok: boolean;
  switch (c.kind) {
    case 'end':
      ok = isClauseEnd(tokens, i);
      break;
    case 'start':
      ok = i === 0;
      break;
    case 'q':
      ok = question;
      break;
    case 'next':
    case 'prev': {
      const t = tokens[c.kind === 'next' ? i + 1 : i - 1];
      ok = !!t && c.values!.has(t.src);
      break;
    }
    case 'nextTag':
    case 'prevTag': {
      const t = tokens[c.kind === 'nextTag' ? i + 1 : i - 1];
      ok = !!t && [...c.values!].some((tag) => t.tags.has(tag));
      break;
    }
  }
  return c.negate ? !ok : ok;
}

/** Replaces each word by its Cantonese equivalent: the first lexicon line whose conditions hold. */
export function applyLexicon(clause: Clause, words: Words): void {
  const { tokens } = clause;
  const question = isQuestion(clause);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type !== 'han' || token.out) continue;
    const word = words.get(token.src);
    if (!word) continue;
    for (const entry of word.entries) {
      if (!entry.conditions.every((c) => holds(c, tokens, i, question))) continue;
      if (entry.target !== null && entry.target !== token.src)
        setOut(token, [litPiece(entry.target)], `lexicon:${entry.category}`);
      break;
    }
  }
}
