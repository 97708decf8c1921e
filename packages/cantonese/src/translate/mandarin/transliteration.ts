import type { Token } from '../tokens.js';

/** Characters Mandarin spells foreign names with (斯堪纳维亚, 维尔纽斯, 阿尔萨斯). */
const SPELLING = new Set([
  ...'阿埃艾爱安昂奥澳巴拜班邦贝本比彼毕宾波伯勃博布查达黛丹德登狄迪蒂丁杜多厄鄂恩尔法菲斐费芬丰佛夫弗福伏',
  ...'盖甘冈戈哥格根古圭哈海亥汉豪赫亨洪胡华霍基吉加迦贾杰金卡凯坎堪康柯科克肯库夸奎昆拉莱兰朗劳勒雷蕾黎里',
  ...'丽利莉列林琳隆卢鲁路伦罗洛马玛迈麦曼芒梅美门蒙孟米密敏摩莫墨姆穆纳娜乃奈南内尼妮涅宁纽努诺欧帕潘庞佩',
  ...'彭皮珀普奇齐恰乔切钦琼丘萨塞赛桑瑟森沙莎尚绍舍圣施什史舒斯松苏索塔泰坦汤唐特提图托瓦万旺威韦维温沃乌',
  ...'武西希锡夏辛休修雅亚扬耶伊因英尤约泽扎詹兹祖佐',
]);
/** Of those, the ones native words seldom use: a run needs two of them to be taken for a name. */
const MOSTLY_SPELLING = new Set([
  ...'斯尔克纳维亚娜莉兹瓦菲萨塞瑟耶伊埃奥乌摩蒂迪泰卢鲁弗托堪纽涅诺茨',
]);

const MIN_RUN = 3;

const spells = (t: Token) => t.type === 'han' && t.src.length === 1 && SPELLING.has(t.src);

/**
 * Joins a run of single characters the segmenter found no word for, each typical of a foreign
 * name's spelling, into one word that is kept as it is: an unknown transliteration is a name, and
 * translating its characters one by one (拉 → 拉, 里 → 入面, 来 → 嚟) tears it.
 */
export function keepTransliterations(tokens: Token[], nameTags: ReadonlySet<string>): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < tokens.length) {
    let j = i;
    let strong = 0;
    while (j < tokens.length && spells(tokens[j]!)) {
      if (MOSTLY_SPELLING.has(tokens[j]!.src)) strong++;
      j++;
    }
    if (j - i >= MIN_RUN && strong >= 2) {
      const run = tokens.slice(i, j);
      out.push({
        src: run.map((t) => t.src).join(''),
        a: run[0]!.a,
        b: run[run.length - 1]!.b,
        type: 'han',
        tags: nameTags,
        out: null,
        rule: null,
      });
      i = j;
    } else {
      out.push(tokens[i]!);
      i++;
    }
  }
  return out;
}
