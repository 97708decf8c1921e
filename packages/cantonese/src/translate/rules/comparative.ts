import { hasTag, isClauseEnd, isVerb } from '../clause.js';
import type { Token } from '../tokens.js';
import { litPiece, piecesOf } from '../tokens.js';
import type { Rule } from './rule.js';
import { dropped, literal, regroup, withPieces } from './rule.js';

const INTENSIFIERS = new Set(['更', '还', '要', '还要', '更加', '都', '稍微', '稍', '略']);
const A_LITTLE = new Set(['一点', '一点儿', '点', '点儿', '一些', '些', '一点点']);
const A_LOT = new Set(['得多', '多了', '很多', '多', '好多', '许多']);

/**
 * Comparatives: A 比 B (更) Adj → A Adj過 B (我比你高 → 我高過你, 今天比昨天冷多了 →
 * 今日凍過尋日好多); A 比 B V得 Adj → A V得Adj過 B.
 */
export const comparative: Rule = {
  name: 'word-order:comparative',
  apply(clause) {
    const { tokens } = clause;
    const i = tokens.findIndex((t) => t.src === '比' && !t.parts);
    if (i < 0 || tokens[i - 1]?.src === '不') return;
    let j = i + 1;
    while (
      j < tokens.length &&
      !hasTag(tokens[j], 'a') &&
      !(isVerb(tokens[j]) && tokens[j + 1]?.src === '得')
    ) {
      if (isVerb(tokens[j]) && !INTENSIFIERS.has(tokens[j]!.src)) return;
      j++;
    }
    if (j >= tokens.length) return;
    let bEnd = j;
    while (bEnd > i + 1 && INTENSIFIERS.has(tokens[bEnd - 1]!.src)) bEnd--;
    const b = tokens.slice(i + 1, bEnd);
    if (!b.length) return;
    const skipped = tokens.slice(bEnd, j).map(dropped);
    const guo: Token = { ...tokens[i]!, out: [litPiece('過')] };
    if (!hasTag(tokens[j], 'a')) {
      const adj = tokens[j + 2];
      if (!adj || !hasTag(adj, 'a')) return;
      regroup(
        clause,
        i,
        j + 3,
        [...skipped, tokens[j]!, tokens[j + 1]!, adj, guo, ...b],
        this.name,
      );
      return;
    }
    const adj = tokens[j]!;
    let end = j + 1;
    const tail: Token[] = [];
    const next = tokens[end];
    if (next && A_LITTLE.has(next.src)) {
      tail.push(withPieces(next, [litPiece('少少')]));
      end++;
    } else if (next && A_LOT.has(next.src)) {
      tail.push(withPieces(next, [litPiece('好多')]));
      end++;
    } else if (next && next.tags.has('num')) {
      tail.push(next);
      end++;
      if (hasTag(tokens[end], 'm') || hasTag(tokens[end], 't')) tail.push(tokens[end++]!);
    }
    regroup(clause, i, end, [...skipped, adj, guo, ...b, ...tail], this.name);
  },
};

/** A 没有 B (那么) Adj → A 冇 B 咁 Adj: 我没有你高 → 我冇你咁高. */
export const notAsAs: Rule = {
  name: 'word-order:not-as',
  apply({ tokens }) {
    const i = tokens.findIndex((t) => t.src === '没有' || t.src === '没');
    if (i < 0) return;
    let j = i + 1;
    while (j < tokens.length && !hasTag(tokens[j], 'a') && !isVerb(tokens[j])) j++;
    const adj = tokens[j];
    if (
      j === i + 1 ||
      !adj ||
      !hasTag(adj, 'a') ||
      (j !== tokens.length - 1 && !isClauseEnd(tokens, j))
    )
      return;
    const degree = tokens[j - 1]!;
    if (degree.src === '那么' || degree.src === '这么')
      literal(degree, [litPiece('咁')], this.name);
    else literal(adj, [litPiece('咁'), ...piecesOf(adj)], this.name);
  },
};
