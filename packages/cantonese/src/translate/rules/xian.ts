import { FINAL_PARTICLES, isVerb } from '../clause.js';
import { predicateEnd } from './pieces.js';
import type { Rule } from './rule.js';
import { regroup } from './rule.js';

const SEQUENCE = new Set(['再', '然后', '才', '后', '再说', '之后', '以后']);

/** Adverb 先 follows the verb phrase in Cantonese: 我先走了 → 我走先喇, 你先吃 → 你食先. */
export const xianPostposed: Rule = {
  name: 'word-order:xian',
  apply(clause) {
    const { tokens } = clause;
    const i = tokens.findIndex((t) => t.src === '先' && !t.parts);
    if (i < 0 || !isVerb(tokens[i + 1])) return;
    if (tokens.slice(i + 1).some((t) => SEQUENCE.has(t.src))) return;
    const end = predicateEnd(tokens, FINAL_PARTICLES);
    if (end <= i + 1) return;
    regroup(clause, i, end, [...tokens.slice(i + 1, end), tokens[i]!], this.name);
  },
};
