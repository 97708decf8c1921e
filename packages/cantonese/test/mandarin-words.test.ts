import { describe, expect, it } from 'vitest';
import { translate } from '../src/index.js';
import { MandarinTrie } from '../src/translate/mandarin/index.js';

// Words the translation lexicon has no mapping for, which single-character mappings (拿 → 攞,
// 和 → 同, 来 → 嚟, 里 → 入面, 小 → 細, 顿 → 餐, 破 → 爛, 朝 → 向 …) used to tear apart.
const KEPT: Array<[string, string[]]> = [
  ['我去过加拿大和马来西亚。', ['加拿大', '马来西亚']],
  ['他在马德里住了三年。', ['马德里']],
  ['斯堪的纳维亚的冬天很冷。', ['斯堪的纳维亚']],
  ['我们下星期去波士顿。', ['波士顿']],
  ['拿破仑是法国皇帝。', ['拿破仑']],
  ['这个问题取决于你。', ['取决于']],
  ['市场已经饱和了。', ['市场', '饱和']],
  ['我的小提琴在办公室。', ['小提琴']],
  ['我在学习机器学习和人工智能。', ['机器学习', '人工智能']],
  ['美洲、阿根廷、华盛顿和中华人民共和国', ['美洲', '阿根廷', '华盛顿', '中华人民共和国']],
  ['这个国家的汽车大多是进口的。', ['进口']],
  ['宋朝的文化很发达。', ['宋朝']],
  // A rarer name may end in a measure word's character (根 → 條).
  ['我们在哥本哈根看了雕像。', ['哥本哈根']],
];

describe('Mandarin words in the segmenter', () => {
  it.each(KEPT)('%s keeps %j whole', (zh, words) => {
    const { output, changes } = translate(zh);
    for (const w of words) {
      expect(output).toContain(w);
      // No teaching note claims a change inside a kept word.
      const start = zh.indexOf(w);
      const end = start + w.length;
      expect(changes.filter((c) => c.start < end && c.end > start)).toEqual([]);
    }
  });

  it('keeps them whole in Traditional input too', () => {
    expect(translate('拿破崙是法國皇帝。').output).toContain('拿破崙');
    expect(translate('斯堪的納維亞的冬天很冷。').output).toContain('斯堪的納維亞');
    expect(translate('這個問題取決於你。').output).toContain('取決於');
  });

  it('is what keeps them whole', () => {
    const off = { disable: ['mandarin-words'] };
    expect(translate('拿破仑是法国皇帝。', off).output).not.toContain('拿破仑');
    expect(translate('我去过加拿大和马来西亚。', off).output).not.toContain('加拿大');
  });

  it('leaves grammatical combinations to the rules', () => {
    // jieba lists 这件, 放在, 看过 as words; the lexicon and the rules still see their pieces.
    expect(translate('这件衣服很好看。').output).toBe('呢件衫好好睇。');
    expect(translate('我下楼去买点东西。').output).toBe('我落楼去买啲嘢。');
  });

  it('gives a word the sense it has: 市场 is 街市 only where food is bought', () => {
    expect(translate('我去市场买菜。').output).toBe('我去街市买餸。');
    expect(translate('进口处在哪儿？').output).toContain('入口');
  });

  it('takes off clothes with 除, and keeps 脱 elsewhere (脱欧); a speech given is 讲话', () => {
    expect(translate('他脱了鞋子。').output).toBe('佢除咗鞋。');
    expect(translate('英国议会就脱欧协议进行投票。').output).toContain('脱欧');
    expect(translate('总统发表讲话。').output).toContain('发表讲话');
    expect(translate('他在微软工作了十年。').output).toBe('佢喺微软做咗十年。');
  });
});

describe('fixed words that colloquialising mappings must not tear', () => {
  // Idioms and four-character set phrases: Cantonese writes them as Mandarin does, so neither the
  // 不 → 唔 mapping nor 美 → 靚 may reach inside them.
  it.each([
    ['这种产品供不应求。', '供不应求'],
    ['这真是不可思议。', '不可思议'],
    ['他的生活一成不变。', '一成不变'],
    ['他俩形影不离。', '形影不离'],
  ])('%s keeps the idiom %s whole', (zh, idiom) => {
    expect(translate(zh).output).toContain(idiom);
    expect(translate(zh, { disable: ['mandarin-words'] }).output).not.toContain(idiom);
  });

  it('still says 唔 where 不 is a word of its own, and in a colloquial set phrase', () => {
    expect(translate('我不知道。').output).toBe('我唔知。');
    expect(translate('不好意思。').output).toBe('唔好意思。');
    expect(translate('不知不觉就到了冬天。').output).toContain('唔知唔觉');
    expect(translate('我真过意不去。').output).toContain('过意唔去');
    expect(translate('他今天不来。').output).toContain('唔嚟');
  });

  it('keeps brand names made of characters the lexicon translates (小米, 脸书)', () => {
    expect(translate('我买了一部小米手机。').output).toBe('我买咗部小米手机。');
    expect(translate('他在脸书上发了照片。').output).toContain('脸书');
    expect(translate('我買了一部小米手機。').output).toContain('小米');
    expect(translate('我买了一部小米手机。', { disable: ['mandarin-words'] }).output).toContain(
      '细米',
    );
  });

  it('keeps 美 and 老 that begin a noun (美人鱼, 老对手); the predicate 美 is 靚, 老 before a verb 成日', () => {
    expect(translate('我喜欢看美人鱼。').output).toBe('我钟意睇美人鱼。');
    expect(translate('这是一个美人。').output).toContain('美人');
    expect(translate('他是我的老对手。').output).toBe('佢系我嘅老对手。');
    expect(translate('这里的风景很美。').output).toBe('呢度嘅风景好靓。');
    expect(translate('他老迟到。').output).toBe('佢成日迟到。');
  });
});

describe('an unknown transliteration', () => {
  // Made-up names no dictionary lists, spelled with the characters of foreign names.
  it.each([
    ['我见过卡里斯纳。', '卡里斯纳'],
    ['我们去过奥里维亚。', '奥里维亚'],
    ['斯美纳拉来了。', '斯美纳拉'],
  ])('%s keeps %s whole', (zh, name) => {
    expect(translate(zh).output).toContain(name);
    expect(translate(zh, { disable: ['transliteration'] }).output).not.toContain(name);
  });
  it('needs characters native words seldom use: an ordinary run is still translated', () => {
    expect(translate('我和安娜来了。').output).toBe('我同安娜嚟咗。');
  });
});

describe('MandarinTrie', () => {
  const trie = new MandarinTrie([
    [1, ['加拿大', '拿破仑']],
    [2, ['马德里']],
  ]);
  const walk = (w: string) => {
    let node = 0;
    for (let i = w.length - 1; i >= 0 && node >= 0; i--) node = trie.next(node, w.charCodeAt(i));
    return node < 0 ? -1 : trie.kind[node];
  };
  it('finds each word walked backwards, with its class, and nothing else', () => {
    expect(walk('加拿大')).toBe(1);
    expect(walk('马德里')).toBe(2);
    expect(walk('拿大')).toBe(0);
    expect(walk('破仑拿')).toBe(-1);
    expect(trie.maxLen).toBe(3);
  });
});
