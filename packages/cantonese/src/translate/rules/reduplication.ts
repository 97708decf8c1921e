import { isVerb } from '../clause.js';
import type { Rule } from './rule.js';
import { appended, regroup } from './rule.js';

/** V一V (try doing) → V吓: 看一看 → 睇吓, 想一想 → 諗吓. */
export const tryBriefly: Rule = {
  name: 'word-order:v-yi-v',
  apply(clause) {
    const { tokens } = clause;
    for (let i = 0; i + 2 < tokens.length; i++) {
      const v = tokens[i]!;
      if (!isVerb(v) || tokens[i + 1]!.src !== '一' || tokens[i + 2]!.src !== v.src) continue;
      regroup(clause, i, i + 3, [appended(v, '吓')], this.name);
    }
  },
};
