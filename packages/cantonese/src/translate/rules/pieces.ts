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

/**
 * The token's output with `marker` before its last character, or in its place with `replace`
 * (看懂 → 睇得明, 下来 → 落晒嚟, 卖完 → 賣晒), where the output is that simple: the source span kept
 * as written, or two Cantonese characters with no aspect slot.
 */
export function markedAtLastChar(
  token: Token,
  marker: string,
  replace = false,
): Piece[] | undefined {
  const pieces = piecesOf(token);
  const only = pieces.length === 1 ? pieces[0]! : undefined;
  if (only?.kind === 'src' && only.b - only.a >= 2) {
    const cut = only.b - 1;
    const last: Piece[] = replace ? [] : [{ ...only, a: cut }];
    return [{ ...only, b: cut }, { kind: 'lit', lit: lit(marker) }, ...last];
  }
  if (only?.kind !== 'lit' || only.lit.hant.includes('|')) return undefined;
  const chars = [...only.lit.hant];
  if (chars.length !== 2) return undefined;
  return [{ kind: 'lit', lit: lit(chars[0] + marker + (replace ? '' : chars[1])) }];
}
