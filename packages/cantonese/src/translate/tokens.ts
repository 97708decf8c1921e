import type { RuleName } from './rule-family.js';
import type { Script } from './script.js';
import { hantToHansText } from './script.js';

/** Cantonese text in both scripts; `|` may mark where an aspect marker goes (食|飯). */
export interface Lit {
  hant: string;
  hans: string;
}

/** A piece of output: either a span of the (rewritten) source or new Cantonese text. */
export type Piece = { kind: 'src'; a: number; b: number } | { kind: 'lit'; lit: Lit };

export type TokenType = 'han' | 'num' | 'latin' | 'space' | 'punct' | 'break';

export interface Token {
  /** Simplified source text of the token. */
  src: string;
  /** Offsets into the normalised, admin-rewritten source. */
  a: number;
  b: number;
  type: TokenType;
  tags: ReadonlySet<string>;
  /** null: the token is output as it was written. */
  out: Piece[] | null;
  rule: RuleName | null;
  /** A reordered group of tokens, rendered in this order. */
  parts?: Token[];
}

export const NO_TAGS: ReadonlySet<string> = new Set();

const litCache = new Map<string, Lit>();

/** A Lit from canonical (Hong Kong Traditional) Cantonese. */
export function lit(hant: string): Lit {
  let value = litCache.get(hant);
  if (!value) {
    value = { hant, hans: hantToHansText(hant) };
    if (litCache.size < 50_000) litCache.set(hant, value);
  }
  return value;
}

export function litPiece(hant: string): Piece {
  return { kind: 'lit', lit: lit(hant) };
}

/** The token's output pieces (its source span when unchanged). */
export function piecesOf(token: Token): Piece[] {
  if (token.parts) return token.parts.flatMap(piecesOf);
  return token.out ?? [{ kind: 'src', a: token.a, b: token.b }];
}

/** The Cantonese the pieces add, in Hong Kong characters (a span of the source counts as nothing). */
export function litText(pieces: readonly Piece[]): string {
  return pieces.map((p) => (p.kind === 'lit' ? p.lit.hant : '')).join('');
}

/** Inserts Cantonese text at the token's aspect slot (the `|` of a verb-object word) or after it. */
export function insertAspect(token: Token, marker: string): Piece[] {
  const pieces = piecesOf(token);
  const at = pieces.findIndex((p) => p.kind === 'lit' && p.lit.hant.includes('|'));
  if (at < 0) return [...pieces, litPiece(marker)];
  const p = pieces[at] as { kind: 'lit'; lit: Lit };
  const replaced = lit(p.lit.hant.replace('|', marker));
  return [...pieces.slice(0, at), { kind: 'lit', lit: replaced }, ...pieces.slice(at + 1)];
}

export function renderPieces(pieces: readonly Piece[], script: Script, view: string): string {
  let out = '';
  for (const p of pieces) {
    if (p.kind === 'src') out += view.slice(p.a, p.b);
    else out += (script === 'hant' ? p.lit.hant : p.lit.hans).replace('|', '');
  }
  return out;
}

export function setOut(token: Token, pieces: Piece[], rule: RuleName): void {
  token.out = pieces;
  token.rule = rule;
}
