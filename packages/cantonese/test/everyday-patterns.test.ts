import { describe, expect, it } from 'vitest';
import { translate } from '../src/index.js';

// Patterns learners type every day, each a rule of its own: examples first (the first one also
// with the rule switched off, to show the rule does the work), then counter-examples.
const PATTERNS: Record<string, Array<[string, string]>> = {
  'progressive:ne': [
    ['我在家里看电视呢', '我喺屋企睇紧电视'],
    ['他睡觉呢', '佢瞓紧觉'],
    // 在 already made it V紧: the 呢 just goes.
    ['他在看书呢', '佢喺度睇紧书'],
    // A question, "not yet", a state, a rhetorical 何必 keep 呢.
    ['你干什么呢？', '你做乜嘢呢？'],
    ['我还没吃饭呢', '我仲未食饭呢'],
    ['我是学生呢', '我系学生呢'],
    ['何必坐车呢', '使乜搭车呢'],
  ],
  'progressive:what': [
    ['我听不懂你在说什么', '我听唔明你讲乜嘢'],
    ['你在说什么？', '你讲乜嘢呀？'],
    // Other verbs keep the progressive.
    ['你们在聊什么？', '你哋喺度倾紧乜嘢呀？'],
  ],
  'lexicon:photo': [
    ['我们拍几张照片吧', '我哋影几张相啦'],
    ['帮我拍一张照片', '帮我影张相'],
    // A pat is still a pat.
    ['他拍了拍我的肩膀', '佢拍咗拍我嘅肩膀'],
  ],
  'question:english': [
    ['OK吗', 'OK唔OK呀'],
    ['这样OK吗？', '噉OK唔OK呀？'],
    // With a verb, the verb is asked.
    ['你喜欢iPhone吗？', '你钟唔钟意iPhone呀？'],
  ],
};

describe('everyday patterns', () => {
  for (const [rule, rows] of Object.entries(PATTERNS)) {
    describe(rule, () => {
      it.each(rows)('%s → %s', (zh, yue) => {
        expect(translate(zh).output).toBe(yue);
      });
      it('is what makes the difference', () => {
        const [zh, yue] = rows[0]!;
        expect(translate(zh, { disable: [rule] }).output).not.toBe(yue);
      });
    });
  }

  it('says 等一陣 for 等一下 and keeps 一 where the noun phrase is the predicate', () => {
    expect(translate('你等一下吧').output).toBe('你等一阵啦');
    expect(translate('粤語是一種漢語方言。').output).toContain('係一種');
    expect(translate('他是一个好人。').output).toBe('佢系一个好人。');
  });
});
