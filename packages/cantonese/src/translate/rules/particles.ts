import { FORBIDDING } from '../clause.js';
import type { Token } from '../tokens.js';
import { litPiece, litText, piecesOf } from '../tokens.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

// 嘅 closing a statement is said as one syllable with the particle after it (ge3 + aa3 → gaa3):
// 很难的呀 → 好難㗎, 优秀的了 → 優秀㗎喇, 没人信的啦 → 冇人信㗎啦, 就是这样的嘛 → 就係噉㗎嘛.
const FUSED: Readonly<Record<string, string>> = { 呀: '㗎', 喇: '㗎喇', 啦: '㗎啦', 嘛: '㗎嘛' };

// Only a particle the Mandarin wrote after its 的; a question's added 呀 stays apart (那个是你的吗 →
// 嗰個係咪你嘅呀, "yours").
const WRITTEN = new Set(['啊', '呀', '了', '啦', '吧', '嘛']);

/** What a token says: its Cantonese, or its own text when nothing changed it. */
const said = (t: Token) => (t.out === null && !t.parts ? t.src : litText(piecesOf(t)));
const isWord = (t: Token) => t.type !== 'space' && t.type !== 'punct';

export const fusedParticles: Rule = {
  name: 'particle-fusion',
  apply({ tokens }) {
    const words = tokens.filter(isWord);
    if (words.length < 3) return;
    const [ge, particle] = words.slice(-2) as [Token, Token];
    const fused = FUSED[said(particle)];
    if (!WRITTEN.has(particle.src) || !fused || said(ge) !== '嘅') return;
    // Telling someone not to be so takes no 嘅 at all: 你别这么婆婆妈妈的了 → 你唔好咁婆婆妈妈喇.
    if (tokens.some((t) => FORBIDDING.has(t.src))) return literal(ge, [], this.name);
    literal(ge, [litPiece(fused)], this.name);
    literal(particle, [], this.name);
  },
};
