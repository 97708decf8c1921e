import { isVerb, lastHanIndex } from '../clause.js';
import { litPiece } from '../tokens.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

/**
 * An English word asked about with 吗 (OK吗, 你OK吗, 这样cool吗) has no verb for Cantonese to ask
 * with A-not-A, and 呀 alone would turn the question into a statement: the English word itself is
 * asked, OK唔OK呀.
 */
export const englishQuestion: Rule = {
  name: 'question:english',
  apply({ tokens }) {
    const at = lastHanIndex(tokens);
    const ma = tokens[at];
    const word = tokens[at - 1];
    if (!ma || ma.src !== '吗' || !word || word.type !== 'latin') return;
    if (tokens.slice(0, at - 1).some((t) => isVerb(t))) return;
    literal(ma, [litPiece(`唔${word.src}呀`)], this.name);
  },
};
