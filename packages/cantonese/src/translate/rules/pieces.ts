import type { Piece, Token } from '../tokens.js';
import { lit, piecesOf } from '../tokens.js';

/** The first character of a token's rendering (for A-not-A questions: 鍾意 → 鍾唔鍾意). */
export function firstCharPieces(token: Token): Piece[] {
  for (const p of piecesOf(token)) {
    if (p.kind === 'src') {
      if (p.b > p.a)
        return [
          {
            kind: 'src',
            a: p.a,
            b: p.a + (token.src.codePointAt(p.a - token.a)! > 0xffff ? 2 : 1),
          },
        ];
    } else {
      const first = [...p.lit.hant.replace('|', '')][0];
      if (first) return [{ kind: 'lit', lit: lit(first) }];
    }
  }
  return [];
}

/** Index after the last word of the clause that is not a sentence-final particle. */
export function predicateEnd(tokens: readonly Token[], particles: ReadonlySet<string>): number {
  let k = tokens.length;
  while (k > 0) {
    const t = tokens[k - 1]!;
    if (t.type === 'space' || t.type === 'punct' || (t.type === 'han' && particles.has(t.src))) k--;
    else break;
  }
  return k;
}
