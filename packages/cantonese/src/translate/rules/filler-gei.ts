import { isVerb } from '../clause.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

// Words that put the thing, or the one who did it, before the verb.
const BEFORE_THE_VERB = new Set(['把', '被', '让', '叫']);

/**
 * 把/被 … 给 + verb: there 给 only stresses what happened to the thing, and Cantonese has no such
 * word; kept, it reads as 畀 "give" (他把我的车给撞坏了 gave 「佢將我架車畀撞壞咗」, now 將我架車撞壞咗;
 * 把垃圾给倒了 → 倒咗垃圾). Before a person 给 gives or is "for" (把钱给他), so it stays.
 */
export const geiFiller: Rule = {
  name: 'filler:gei',
  apply({ tokens }) {
    let thingFirst = false;
    for (let i = 0; i + 1 < tokens.length; i++) {
      const t = tokens[i]!;
      if (BEFORE_THE_VERB.has(t.src)) thingFirst = true;
      else if (thingFirst && t.src === '给' && !t.parts && isVerb(tokens[i + 1]))
        literal(t, [], this.name);
    }
  },
};
