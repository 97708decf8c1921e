import type { Clause } from '../clause.js';
import type { RuleName } from '../rule-family.js';
import type { Token } from '../tokens.js';
import { litPiece, piecesOf } from '../tokens.js';

export interface Rule {
  /** Reported as `rule` in the changes (its family declared in rule-family.ts); also the name used to switch the rule off in evaluation. */
  name: RuleName;
  apply(clause: Clause): void;
}

/** Replaces tokens[from, to) by one token rendered as `parts` in that order. */
export function regroup(
  clause: Clause,
  from: number,
  to: number,
  parts: Token[],
  rule: RuleName,
): Token {
  const old = clause.tokens.slice(from, to);
  const group: Token = {
    src: old.map((t) => t.src).join(''),
    a: Math.min(...old.map((t) => t.a)),
    b: Math.max(...old.map((t) => t.b)),
    type: 'han',
    tags: old[0]!.tags,
    out: null,
    rule,
    parts,
  };
  clause.tokens.splice(from, to - from, group);
  return group;
}

/** A word Cantonese adds (畀, 啲, 知): no source text, at offset `at`, otherwise like `like`. */
export function added(like: Token, at: number, text: string): Token {
  return { ...like, a: at, b: at, src: '', out: [litPiece(text)], parts: undefined };
}

/** A token that renders as nothing (a Mandarin word Cantonese drops). */
export function dropped(token: Token): Token {
  return { ...token, out: [], parts: undefined };
}

/** A copy of the token rendered with different pieces. */
export function withPieces(token: Token, pieces: ReturnType<typeof piecesOf>): Token {
  return { ...token, out: pieces, parts: undefined };
}

/** A copy of the token rendered as it is with Cantonese text after it (睇 + 吓, 講 + 慢啲). */
export function appended(token: Token, text: string): Token {
  return withPieces(token, [...piecesOf(token), litPiece(text)]);
}

export function literal(token: Token, pieces: ReturnType<typeof piecesOf>, rule: RuleName): void {
  token.out = pieces;
  token.parts = undefined;
  token.rule = rule;
}
