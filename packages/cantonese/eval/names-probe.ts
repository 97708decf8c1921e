// A probe of names and terms: general public lists (countries, cities, people, organisations,
// brands, terms of science and technology) put into everyday sentence templates, in Simplified
// and, through the engine's own converter, Traditional. A sentence passes when the translation
// keeps the name whole (a Hong Kong form given after | counts too: 布什|布殊) and no change in the
// teaching notes falls inside it.
//   npx tsx --conditions=source packages/cantonese/eval/names-probe.ts [--show]
import { pathToFileURL } from 'node:url';
import type { TranslateOptions } from '../src/translate/index.js';
import { translate } from '../src/translate/index.js';
import { hansToHantText } from '../src/translate/script.js';

const COUNTRIES = `法国 德国 意大利 西班牙 葡萄牙 荷兰 比利时 瑞士 奥地利 瑞典 挪威 芬兰 丹麦 冰岛 爱尔兰 波兰
捷克 匈牙利 罗马尼亚 保加利亚 希腊 土耳其 俄罗斯 乌克兰 埃及 摩洛哥 南非 尼日利亚 肯尼亚 埃塞俄比亚
坦桑尼亚 巴西 智利 秘鲁 哥伦比亚 委内瑞拉 墨西哥 古巴 牙买加 澳大利亚 新西兰 印度尼西亚 菲律宾
泰国 越南 老挝 柬埔寨 缅甸 新加坡 印度 巴基斯坦 孟加拉国 斯里兰卡 尼泊尔 伊朗 伊拉克 以色列 约旦
沙特阿拉伯 阿联酋 卡塔尔 哈萨克斯坦 乌兹别克斯坦 蒙古 朝鲜 韩国 日本 加纳 卢森堡 克罗地亚 塞尔维亚`;
const CITIES = `伦敦 巴黎 柏林 罗马 米兰 威尼斯 巴塞罗那 里斯本 阿姆斯特丹 布鲁塞尔 日内瓦 维也纳 布拉格
布达佩斯 华沙 莫斯科 圣彼得堡 伊斯坦布尔 开罗 开普敦 内罗毕 纽约 洛杉矶 旧金山 芝加哥 西雅图 费城
迈阿密 多伦多 温哥华 蒙特利尔 墨西哥城 里约热内卢 布宜诺斯艾利斯 悉尼 墨尔本 奥克兰 东京 大阪 京都
首尔 釜山 曼谷 河内 胡志明市 吉隆坡 雅加达 马尼拉 孟买 新德里 迪拜 德黑兰 哈尔滨 乌鲁木齐 呼和浩特
拉萨 西宁 兰州 石家庄 郑州 洛阳 苏州 杭州 厦门 桂林 昆明 成都 重庆 武汉 长沙 南昌 合肥 深圳 澳门`;
const PEOPLE = `爱因斯坦 牛顿 达尔文 居里夫人 莎士比亚 贝多芬 莫扎特 巴赫 肖邦 毕加索 梵高 达芬奇 米开朗基罗
哥伦布 麦哲伦 林肯 丘吉尔 甘地 曼德拉 马丁路德金 亚里士多德 柏拉图 苏格拉底 孔子 孟子 老子 庄子 李白
杜甫 苏轼 鲁迅 屈原 诸葛亮 秦始皇 成吉思汗 孙中山 托尔斯泰 陀思妥耶夫斯基 海明威 马克吐温 狄更斯
雨果 歌德 尼采 黑格尔 康德 弗洛伊德 伽利略 哥白尼 诺贝尔 爱迪生 特斯拉 乔布斯 比尔盖茨`;
const ORGANISATIONS = `联合国 世界卫生组织 世界贸易组织 国际货币基金组织 世界银行 欧盟 北约 东盟 红十字会 奥委会
国际足联 联合国教科文组织 清华大学 北京大学 复旦大学 浙江大学 哈佛大学 牛津大学 剑桥大学 斯坦福大学
麻省理工学院 耶鲁大学 普林斯顿大学 中国科学院 美国航空航天局 欧洲中央银行`;
const BRANDS = `苹果公司 微软 谷歌 亚马逊 脸书 推特 华为 小米 联想 阿里巴巴 腾讯 百度 京东 字节跳动 丰田 本田
日产 大众 宝马 奔驰 奥迪 保时捷 法拉利 福特 索尼 松下 三星 耐克 阿迪达斯 可口可乐 百事可乐 麦当劳
肯德基 星巴克 宜家 迪士尼 诺基亚 爱立信 西门子 英特尔`;
const TERMS = `量子力学 相对论 光合作用 新陈代谢 基因组 染色体 蛋白质 抗生素 免疫系统 细胞膜 万有引力 热力学
电磁波 半导体 集成电路 操作系统 数据库 编译器 算法 搜索引擎 防火墙 互联网 人工智能 深度学习 神经网络
区块链 云计算 大数据 物联网 虚拟现实 温室效应 生物多样性 可持续发展 通货膨胀 供给侧 边际效应 国内生产总值
经济全球化 供应链 马克思主义 文艺复兴 工业革命 启蒙运动 印象派 浪漫主义 现实主义 存在主义 唯物主义`;

type Kind = 'place' | 'person' | 'organisation' | 'term';
const TEMPLATES: Record<Kind, string[]> = {
  place: [
    '我去过{}，那里的人很热情。',
    '他下个月要来{}工作。',
    '我和朋友在{}住了两年。',
    '{}的冬天冷不冷？',
    '你知道{}在哪里吗？',
    '明年我们想去{}旅游。',
  ],
  person: [
    '{}是很有名的人。',
    '你听说过{}吗？',
    '我在看一本关于{}的书。',
    '老师给我们讲了{}的故事。',
    '很多人都喜欢{}。',
  ],
  organisation: [
    '{}的总部在哪里？',
    '他在{}工作了十年。',
    '我姐姐拿到了{}的录取通知。',
    '我们和{}有合作。',
    '昨天{}发布了新消息。',
  ],
  term: [
    '我们正在学习{}。',
    '{}的应用越来越多了。',
    '老师给我们解释了什么是{}。',
    '他写了一篇关于{}的文章。',
    '你能用简单的话说说{}吗？',
  ],
};

const list = (text: string) => text.split(/\s+/u).filter(Boolean);
const SOURCES: Array<[Kind, string[]]> = [
  ['place', list(COUNTRIES)],
  ['place', list(CITIES)],
  ['person', list(PEOPLE)],
  ['organisation', list(ORGANISATIONS)],
  ['organisation', list(BRANDS)],
  ['term', list(TERMS)],
];

export interface ProbeItem {
  sentence: string;
  /** The name as it must appear (any of these). */
  kept: string[];
}

/** Every name in one sentence each (templates taken in turn), Simplified. */
export function probeItems(): ProbeItem[] {
  const items: ProbeItem[] = [];
  let turn = 0;
  for (const [kind, names] of SOURCES)
    for (const entry of names) {
      const templates = TEMPLATES[kind];
      const template = templates[turn++ % templates.length]!;
      const kept = entry.split('|');
      items.push({ sentence: template.replace('{}', kept[0]!), kept });
    }
  return items;
}

/** The same items in Traditional characters, as the engine's converter writes them. */
export const traditional = (items: ProbeItem[]): ProbeItem[] =>
  items.map((i) => ({ sentence: hansToHantText(i.sentence), kept: i.kept.map(hansToHantText) }));

export interface ProbeScore {
  total: number;
  kept: number;
  failures: Array<{ sentence: string; output: string; kept: string[] }>;
}

export function scoreProbe(items: ProbeItem[], options?: TranslateOptions): ProbeScore {
  const failures: ProbeScore['failures'] = [];
  for (const item of items) {
    const { output, changes } = translate(item.sentence, options);
    // The name is in the output, and no teaching note claims a change inside it.
    const start = item.sentence.indexOf(item.kept[0]!);
    const end = start + item.kept[0]!.length;
    const noteInside = changes.some((c) => c.start < end && c.end > start);
    if (!item.kept.some((k) => output.includes(k)) || noteInside)
      failures.push({ sentence: item.sentence, output, kept: item.kept });
  }
  return { total: items.length, kept: items.length - failures.length, failures };
}

export function reportProbe(show = false): void {
  const simplified = probeItems();
  for (const [name, items] of [
    ['Simplified', simplified],
    ['Traditional', traditional(simplified)],
  ] as const) {
    const s = scoreProbe(items);
    const without = scoreProbe(items, { disable: ['mandarin-words'] });
    console.log(
      `names-and-terms probe (${name}): ${s.kept}/${s.total} sentences keep the name whole (${((100 * s.kept) / s.total).toFixed(1)} %; ${without.kept} without the Mandarin dictionary)`,
    );
    for (const f of show ? s.failures : s.failures.slice(0, 5))
      console.log(`    ${f.sentence} → ${f.output} (keeps ${f.kept.join(' / ')}?)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  reportProbe(process.argv.includes('--show'));
