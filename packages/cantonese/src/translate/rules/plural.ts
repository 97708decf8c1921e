import { hasTag } from '../clause.js';
import type { Token } from '../tokens.js';
import type { Rule } from './rule.js';
import { added, literal, regroup } from './rule.js';

// Words that already say which or how many: after them the noun needs no 啲 (这些朋友们 → 呢啲朋友).
const DETERMINED = new Set(['的', '这些', '那些', '些', '各位', '诸位', '各']);

/**
 * A piece of a noun: a noun or person, or a Han word the lexicon has no entry for (only nouns take
 * 们; the pronouns with 们 are words of their own).
 */
const isNounPart = (t: Token | undefined): boolean =>
  t !== undefined &&
  t.type === 'han' &&
  !t.parts &&
  !DETERMINED.has(t.src) &&
  (hasTag(t, 'n') || hasTag(t, 'p') || t.tags.size === 0);

/**
 * A noun with 们 is plural; Cantonese has no such suffix and puts 啲 before the noun instead:
 * 歌迷们都很兴奋 → 啲歌迷都好興奮. After a word that already determines the noun, 们 just goes.
 */
export const pluralNoun: Rule = {
  name: 'plural-noun',
  apply(clause) {
    const { tokens } = clause;
    for (let i = 1; i < tokens.length; i++) {
      const men = tokens[i]!;
      if (men.src !== '们' || men.type !== 'han' || men.rule || !isNounPart(tokens[i - 1]))
        continue;
      // A noun the lexicon does not know comes as single characters (歌|迷|们): take them all.
      let from = i - 1;
      while (
        from > 0 &&
        tokens[from]!.src.length === 1 &&
        tokens[from - 1]!.src.length === 1 &&
        isNounPart(tokens[from - 1]) &&
        i - from < 4
      )
        from -= 1;
      const before = tokens[from - 1];
      // After a word that says which or how many, or describes the noun (小鸟们 → 細雀), 啲 would
      // come between them: 们 just goes.
      if (
        before &&
        (DETERMINED.has(before.src) ||
          hasTag(before, 'num') ||
          hasTag(before, 'm') ||
          hasTag(before, 'a') ||
          before.parts !== undefined)
      ) {
        literal(men, [], this.name);
        continue;
      }
      const noun = tokens.slice(from, i);
      regroup(clause, from, i + 1, [added(noun[0]!, noun[0]!.a, '啲'), ...noun], this.name);
      // The noun and 们 are one token now, at `from`; the next token to look at follows it.
      i = from;
    }
  },
};
