import { hasTag } from '../clause.js';
import type { Token } from '../tokens.js';
import { litPiece, piecesOf } from '../tokens.js';
import type { Rule } from './rule.js';
import { added, regroup, withPieces } from './rule.js';

/** 告诉 + person → 話 + person + 知: 告诉我 → 話我知, 告诉他你的名字 → 話佢知你個名. */
export const tellKnow: Rule = {
  name: 'word-order:tell',
  apply(clause) {
    const { tokens } = clause;
    const i = tokens.findIndex((t) => t.src === '告诉' && !t.parts);
    let person = tokens[i + 1];
    if (i < 0 || !person || !hasTag(person, 'p')) return;
    // Someone's family or friend is told as a whole: 告诉我妈妈 → 話我媽媽知.
    let end = i + 2;
    while (hasTag(tokens[end], 'p') && hasTag(tokens[end], 'n')) end += 1;
    if (end > i + 2) person = regroup(clause, i + 1, end, tokens.slice(i + 1, end), this.name);
    const tell: Token = { ...tokens[i]!, out: [litPiece('話')] };
    const know = added(person, person.b, '知');
    // A question's 呀, put on its last word (the person), closes the clause after 知: 話我知呀.
    if (person.rule === 'question:wh') {
      const pieces = piecesOf(person);
      know.out = [...know.out!, pieces.pop()!];
      regroup(clause, i, i + 2, [tell, withPieces(person, pieces), know], this.name);
      return;
    }
    regroup(clause, i, i + 2, [tell, person, know], this.name);
  },
};
