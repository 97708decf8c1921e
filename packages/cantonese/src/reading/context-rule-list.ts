// Characters whose reading depends on the words around them, written from general knowledge of
// Cantonese grammar (not learned from any evaluation set). A rule gets the run's code points, the
// character's unit p, the run [start, end) and the dictionary word [q, q + length) holding p, and
// returns the reading to use, or null to keep the dictionary's.

import { simplifiedToTraditionalChar, toSimplified } from './lexicon/script-maps.js';
import { aaParticle, gaaParticle, laaParticle } from './particles.js';

export type ContextRule = (
  codes: Int32Array,
  p: number,
  start: number,
  end: number,
  q: number,
  length: number,
  closing: number,
) => string | null;

/** A membership table of BMP characters, given in Traditional; their Simplified forms are added. */
const tableOf = (chars: string): Uint8Array => {
  const table = new Uint8Array(0x10000);
  for (const c of chars + toSimplified(chars)) {
    const code = c.codePointAt(0)!;
    if (code < 0x10000) table[code] = 1;
  }
  return table;
};
const isIn = (table: Uint8Array, code: number) => code < 0x10000 && table[code] === 1;
const code = (c: string) => c.codePointAt(0)!;

const NUMERALS = tableOf('一二三四五六七八九十兩两幾几廿卅零半百千萬万');

// ── 到: dou2 as a result complement (見到, 搵唔到, 影響到), dou3 "until / to the point of" ─────────
// After a verb that takes the complement, 到 is dou2 unless what follows says how far: an extent
// (做到好夜, 食到嘔, 買到咁貴), a time or amount after a verb of duration (做到三點), or a further
// direction (諗到去). Words where 到 is "arrive / until" after other verbs (去到, 返到, 搞到 "end up")
// keep their dictionary reading.
const TAKES_DOU2 = tableOf(
  '見睇聽搵揾做攞買食收得遇想諗學覺捉估拎摸碰撞嚇吓考請借賺搶趕唔幫計分入開排傾玩查寫搭驗立定誘響擾補引接觸足明測償識記認拍影捱賣整搬租訂約揀揸執偷打砌夾抽中贏追救答猜叫嗌扣推拉頂爭換送寄問捕瞄察覆',
);
const OF_DURATION = tableOf('做食睇讀傾玩等瞓坐企寫唱飲捱排開跳住返溫練打');
const EXTENT_AFTER = tableOf('死嘔厭爆極爛癲傻痺暈瘋噉最去嚟來盡成半');
const [HOU, GAM] = [code('好'), code('咁')];
// 好多 "many", 好似 "as if", 咁多 "so many" begin an object, not an extent (見到好多人).
const NOT_EXTENT = tableOf('多似');

// 做到 right after the verb is "achieve, manage to" (做到最好, 做到嘅), dou3 in rime-cantonese and
// CantoDict; with 唔/得 between them it is the potential complement (做唔到, 做得到), dou2.
const ZOU = code('做');
const dou: ContextRule = (codes, p, start, end, q, length) => {
  if (p !== q + length - 1 || p === start) return null;
  const before = codes[p - 1]!;
  if (before === ZOU) return 'dou3';
  if (!isIn(TAKES_DOU2, before)) return null;
  const next = p + 1 < end ? codes[p + 1]! : 0;
  const afterNext = p + 2 < end ? codes[p + 2]! : 0;
  if (isIn(EXTENT_AFTER, next)) return 'dou3';
  if ((next === HOU || next === GAM) && !isIn(NOT_EXTENT, afterNext)) return 'dou3';
  if (isIn(NUMERALS, next) && isIn(OF_DURATION, before)) return 'dou3';
  return 'dou2';
};

// ── 下: haa5 "a bit, a while" after a verb or adjective (傾下偈, 迫下迫下, 幾無聊下) ──────────────
// haa6 "down, below, next" stays where a place or time word is around it (樓下, 下個月, 下次).
// Nor after verbs that take 下 as "down" in written Chinese (寫下, 放下, 停下, 留下, 吞下).
const NOT_BEFORE_HAA5 = tableOf(
  '之以樓地鄉底手屬上中天零腳山陛部門名筆眼目當一我你佢哋嗰哩呢個係為喂嚹啊呀喇囖嘅咗都就又仲重也亦城林膝腋窗枱檯床櫈椅樹燈屋鄉府閣殿麾治轄旗' +
    '寫記拿停躺倒跪留放剩落住蹲趴吞嚥咽喝按壓踩扔丟撇卸脫摘取割砍刻簽許立定訂降沉垂低跌墜',
);
const HAA6_AFTER = tableOf(
  '個个次年屆届層层邊边面午晝昼星禮礼週周月一半期季場场站班輪轮集代手降跌雨車车山樓楼去來来嚟台巴肢屬属級级旬回文部頁页位盤盘冊册篇章課课段步世輩辈款格線线游流令屬方',
);

const haa: ContextRule = (codes, p, start, end, q, length) => {
  if (length !== 1 || p === start) return null;
  if (isIn(NOT_BEFORE_HAA5, codes[p - 1]!)) return null;
  if (p + 1 < end && isIn(HAA6_AFTER, codes[p + 1]!)) return null;
  return 'haa5';
};

// ── 哋/地 dei2 after a doubled adjective (怪怪哋, 慢慢地 "somewhat, -ly") ─────────────────────────
// Not a repeated pronoun (我我哋: a false start before 我哋 "we").
const PRONOUNS = tableOf('我你佢渠人');
const dei: ContextRule = (codes, p, start, _end, q, length) =>
  p === q + length - 1 &&
  p - 2 >= start &&
  codes[p - 1] === codes[p - 2] &&
  !isIn(PRONOUNS, codes[p - 1]!)
    ? 'dei2'
    : null;

// ── 呢 ne1: the question particle where the phrase ends (ni1 "this" inside it) ─────────────────
const ne: ContextRule = (_codes, p, _start, end, _q, length) =>
  p === end - 1 && length === 1 ? 'ne1' : null;

// ── 只 zek3: the measure word 隻 as written in Simplified, after a number or demonstrative ───────
const BEFORE_MEASURE = tableOf('一二三四五六七八九十兩两幾几廿卅半百千萬万嗰哩边邊每多成蚊');
const GO2_EXT_B = 0x20bb6; // 𠮶, the Simplified form of 嗰 (outside the BMP)

const zek: ContextRule = (codes, p, start) => {
  if (p === start) return null;
  const before = codes[p - 1]!;
  return isIn(BEFORE_MEASURE, before) || before === GO2_EXT_B ? 'zek3' : null;
};

// ── 度 dou2 "about" after an amount of time (兩年度, 三點度, 十月零度) or of things counted or paid
// (十幾間度, 三萬蚊度, 幾多錢度: rime-cantonese 四千蚊度 dou2) ──────────────────────────────────────
// Not after a bare number (四十度 is a temperature) nor in words like 年度 "annual" on their own.
const TIME_UNITS = tableOf('年月日點点鐘钟時时零半耐歲岁拜期');
const COUNTED = tableOf('間個隻張本條架件位份粒盒包杯碗部輛蚊錢');
const [GEI_T, GEI_S, DIM_T, DIM_S] = [code('幾'), code('几'), code('點'), code('点')];
const DO = code('多');
const isGei = (c: number | undefined) => c === GEI_T || c === GEI_S;
const dou2About: ContextRule = (codes, p, start, _end, q, length) => {
  if (p !== q + length - 1 || p - 2 < start) return null;
  const unit = codes[p - 1]!;
  const before = codes[p - 2]!;
  // 兩年度, 一半度, 萬零度, 三點鐘度, 十月零度; 四點幾度 "some time after four".
  if (isIn(TIME_UNITS, unit))
    return isIn(NUMERALS, before) || isIn(TIME_UNITS, before) ? 'dou2' : null;
  // 十幾間度, 兩個度, 三萬蚊度; 幾多錢度 "about how much".
  if (isIn(COUNTED, unit))
    return isIn(NUMERALS, before) || (before === DO && p - 3 >= start && isGei(codes[p - 3]))
      ? 'dou2'
      : null;
  return isGei(unit) && (before === DIM_T || before === DIM_S) ? 'dou2' : null;
};

// ── 近 gan6 "near to, close to (a place, a time)" before what it is near (近住, 近海, 近呢幾年);
// kan5 "near" as a predicate (好近, 近啲, 近過) ───────────────────────────────────────────
const DEGREE = tableOf('好咁幾太鬼超較更');
const ENDS_PREDICATE = tableOf('啊呀㗎嘅喎囖喇啦嘞咋咩呢嚹吖嗎啫噃添過啲');
const near: ContextRule = (codes, p, start, end, _q, length) => {
  if (length !== 1) return null;
  if (p > start && isIn(DEGREE, codes[p - 1]!)) return 'kan5';
  return p + 1 < end && !isIn(ENDS_PREDICATE, codes[p + 1]!) ? 'gan6' : null;
};

// ── 率 leot2 "rate" after a noun (競爭率, 機會率); words like 率先, 坦率 keep seot1 ──────────
const rate: ContextRule = (_codes, p, start, _end, _q, length) =>
  length === 1 && p > start ? 'leot2' : null;

// ── 相 soeng2 "photo" after a measure word or a verb of photos (啲相, 幅相, 影相) ──────────────
const PHOTO_BEFORE = tableOf('啲幅張疊本影睇晒曬沖貼揀拍嘅');
const photo: ContextRule = (codes, p, start, _end, _q, length) =>
  length === 1 && p > start && isIn(PHOTO_BEFORE, codes[p - 1]!) ? 'soeng2' : null;

// ── A character standing as a word of its own takes its spoken reading (黑 haak1 "dark", 雀 zoek2
// "bird", 仆 puk1 "fall flat"); in dictionary words it keeps theirs (黑社會 hak1, 孔雀 zoek3).
const standalone =
  (jyutping: string): ContextRule =>
  (_codes, _p, _start, _end, _q, length) =>
    length === 1 ? jyutping : null;

// ── 折 zip3 "fold" (Traditional 摺) in Simplified text; zit3 "snap, discount" otherwise ─────────
// Only on evidence that the text is Simplified: a character of the run that only Simplified uses.
let simplifiedOnly: Uint8Array | null = null;
function looksSimplified(codes: Int32Array, start: number, end: number): boolean {
  if (simplifiedOnly === null) {
    simplifiedOnly = new Uint8Array(0x10000);
    for (let c = 0x4e00; c <= 0x9fff; c += 1) {
      if (simplifiedToTraditionalChar(String.fromCharCode(c)) !== String.fromCharCode(c))
        simplifiedOnly[c] = 1;
    }
  }
  for (let i = start; i < end; i += 1) if (isIn(simplifiedOnly, codes[i]!)) return true;
  return false;
}
// Not after a number: 打八折 "20 % off" is zit3 in either script.
const fold: ContextRule = (codes, p, start, end, _q, length) =>
  length === 1 &&
  !(p > start && isIn(NUMERALS, codes[p - 1]!)) &&
  looksSimplified(codes, start, end)
    ? 'zip3'
    : null;

// ── 假 gaa3 "holiday" after 放 + aspect (放完假, 放緊假); gaa2 "false" otherwise ────────────────
const FONG = code('放');
const holiday: ContextRule = (codes, p, start, _end, _q, length) =>
  length === 1 && p - 2 >= start && codes[p - 2] === FONG ? 'gaa3' : null;

// ── 嘅 ge3 before the noun it modifies (噉嘅意思); ge2 is only sentence-final (係噉嘅) ──────────
const SENTENCE_PARTICLES = tableOf('啊呀㗎嘅喎囖喇啦嘞咋咩呢嚹吖嗎啫噃添啩囉嘛');
const modifier: ContextRule = (codes, p, _start, end) =>
  p + 1 < end && !isIn(SENTENCE_PARTICLES, codes[p + 1]!) ? 'ge3' : null;

// ── 挨 ngaai4 "endure" (Traditional 捱) in Simplified text where it ends the phrase (点挨啊, 好难挨,
// 有排挨); aai1 "lean, be next to" takes what it leans on (挨住, 挨近, 挨埋, 挨墙) ─────────────────
// Only in Simplified: Traditional text writes the verb "endure" 捱, so 挨 there is aai1.
const endure: ContextRule = (codes, p, start, end, _q, length) =>
  length === 1 &&
  (p === end - 1 || isIn(SENTENCE_PARTICLES, codes[p + 1]!)) &&
  looksSimplified(codes, start, end)
    ? 'ngaai4'
    : null;

// ── 會話 before a person: "will tell, will say of" (會話你知, 人哋會話你) is wui5 waa6; the noun
// "conversation" (英語會話) keeps wui6 waa2 ───────────────────────────────────────────────────────
const [WUI, WAA] = [tableOf('會'), tableOf('話')];
const PERSON_AFTER = tableOf('你佢我人大');
const willSay: ContextRule = (codes, p, _start, end, q, length) => {
  if (length !== 2 || !isIn(WUI, codes[q]!) || !isIn(WAA, codes[q + 1]!)) return null;
  if (q + 2 >= end || !isIn(PERSON_AFTER, codes[q + 2]!)) return null;
  return p === q ? 'wui5' : 'waa6';
};

// ── Measure words after a number, a demonstrative or 幾多 take their measure-word reading ──────
// (兩間屋 gaan1, 呢份工 fan6, 幾多單生意 daan1), even where the search found a word that reads the
// character otherwise (間房 gaan3 "partition a room", 間中 gaan3 "now and then", 單生 "Mr Sin").
// After a personal pronoun only before a noun, since 我間中 is "I now and then" and 冇我份 "no
// share of mine".
const COUNTS = tableOf('一二三四五六七八九十兩两幾几廿卅半百千萬万每呢哩嗰邊边第某成多');
const OWNERS = tableOf('我你佢哋');
const NOT_MEASURED = tableOf('中斷断隔接歇唔都啊呀㗎嘅喎囖喇啦嘞咋咩呢嚹吖嗎啫噃添');
// A noun follows (not a particle: 出兩份㗎 is "two shares", fan2; most characters outside the BMP
// in Hong Kong writing are particles, 𡃉 𠺢).
const nounFollows = (codes: Int32Array, p: number, end: number) =>
  p + 1 < end && codes[p + 1]! < 0x10000 && !isIn(NOT_MEASURED, codes[p + 1]!);
const measure =
  (jyutping: string, { afterOwner = false, nounAfterCount = false } = {}): ContextRule =>
  (codes, p, start, end) => {
    if (p === start) return null;
    const before = codes[p - 1]!;
    if (isIn(COUNTS, before) || before === GO2_EXT_B)
      return !nounAfterCount || nounFollows(codes, p, end) ? jyutping : null;
    return afterOwner && isIn(OWNERS, before) && nounFollows(codes, p, end) ? jyutping : null;
  };

// ── 正 zeng3 "great; straight" as a predicate (好正, 唔正, 正啊, 企正); zing3 in words (正常, 真正),
// before a verb (正話, 正喺度 "just") and for the hour (十二點正) ───────────────────────────────
// Only after a degree word, a negation or a verb of posture, or opening the phrase: after other
// characters 正 may close a written word the dictionary does not list (公正, 改正, 真正).
const PRAISED_BY = tableOf('好咁幾几太鬼超較较更唔都又最夠够係系咪仲重企坐擺摆放戴');
const great: ContextRule = (codes, p, start, end, _q, length) => {
  if (length !== 1 || (p > start && !isIn(PRAISED_BY, codes[p - 1]!))) return null;
  return p === end - 1 || isIn(ENDS_PREDICATE, codes[p + 1]!) ? 'zeng3' : null;
};

// ── 數 sou2 "to count" as a verb (數埋, 數錯, 數唔晒, 數佢); sou3 "a sum, an account" as a noun
// (計數, 個數, 睇數) ─────────────────────────────────────────────────────────────────────────────
const COUNT_FOLLOWERS = tableOf('埋吓下清錯错完到過过緊紧咗晒返番唔佢我你手');
// Only opening the phrase or after a subject, a negation, a modal or an adverb: after other
// characters 數 is often the end of a noun the dictionary does not list (多數, 分數, 人數).
const COUNTER = tableOf('我你佢哋唔再要會会識识去嚟来來幫帮同就都又先以慢己點点仲重好等試试嗱');
// 數 may open a word of its own pattern (數下 "count a bit", read with the noun's sou3).
const count: ContextRule = (codes, p, start, end, q) => {
  if (p !== q || p + 1 >= end || !isIn(COUNT_FOLLOWERS, codes[p + 1]!)) return null;
  return p === start || isIn(COUNTER, codes[p - 1]!) ? 'sou2' : null;
};

// ── 當 dong3 "treat as" before who is treated and 係/做 (當佢係朋友, 當自己係老闆); dong1 "when,
// act as" otherwise (當佢係細路嘅時候, 當老師) ──────────────────────────────────────────────────
const TREATED = tableOf('我你佢自己人哋地');
const AS = tableOf('係系做作');
const WHEN = tableOf('時时陣阵候');
const treatAs: ContextRule = (codes, p, _start, end, _q, length) => {
  if (length !== 1) return null;
  let k = p + 1;
  while (k < end && k <= p + 3 && isIn(TREATED, codes[k]!)) k += 1;
  if (k === p + 1 || k >= end || !isIn(AS, codes[k]!)) return null;
  for (let m = k + 1; m < end; m += 1) if (isIn(WHEN, codes[m]!)) return null;
  return 'dong3';
};

// ── Sentence-final particles read by what the sentence does (particles.ts) ──────────────────────
// Only a particle that ends its word, and not in an interjection (哎呀 aai1 aa4, 嘩呀); `closing`
// counts only where the particle ends the run.
const INTERJECTIONS = tableOf('哎唉噯嘩哇喂噢哦啊呀吖');
const particle =
  (read: (codes: Int32Array, p: number, start: number, closing: number) => string): ContextRule =>
  (codes, p, start, end, q, length, closing) =>
    p === q + length - 1 && (length === 1 || !isIn(INTERJECTIONS, codes[q]!))
      ? read(codes, p, start, p === end - 1 ? closing : 0)
      : null;

/** The rules, and for each BMP character the 1-based index of its rule (0: none). */
export const RULES: ContextRule[] = [];
export const RULE_OF_CHARACTER = new Uint8Array(0x10000);

/** Registers `rule` for `characters` (given in Traditional) and their Simplified forms. */
function addRule(characters: string, rule: ContextRule): void {
  RULES.push(rule);
  for (const c of characters + toSimplified(characters)) RULE_OF_CHARACTER[code(c)] = RULES.length;
}

addRule('到', dou);
addRule('下', haa);
addRule('哋地', dei);
addRule('呢', ne);
addRule('只', zek);
addRule('度', dou2About);
addRule('近', near);
addRule('率', rate);
addRule('相', photo);
addRule('折', fold);
addRule('假', holiday);
addRule('嘅', modifier);
addRule('挨', endure);
addRule('會話', willSay);
addRule('間', measure('gaan1', { afterOwner: true }));
addRule('份', measure('fan6', { afterOwner: true, nounAfterCount: true }));
addRule('單', measure('daan1'));
addRule('正', great);
addRule('數', count);
addRule('當', treatAs);
addRule('呀', particle(aaParticle));
addRule(
  '㗎',
  particle((_codes, _p, _start, closing) => gaaParticle(closing)),
);
addRule('喇', particle(laaParticle));
for (const [character, jyutping] of [
  ['黑', 'haak1'],
  ['雀', 'zoek2'],
  ['仆', 'puk1'],
  ['拃', 'zaa6'],
  ['褪', 'tan3'],
  ['蝕', 'sit6'],
  ['盯', 'deng1'],
  ['剩', 'zing6'],
  ['抹', 'maat3'],
  ['醃', 'jip3'],
  // A verb "book, order" on its own (訂張檯, 訂咗位): deng6, as rime-cantonese reads the colloquial
  // words (訂檯, 訂金, 訂單, 落訂); ding3/ding6 stay in written words (修訂, 訂立, 訂婚).
  ['訂', 'deng6'],
  // "younger sister, daughter" on its own (我個妹, 佢個妹): mui2, as in 細妹, 表妹, 阿妹; mui1 "girl"
  // and mui6 keep their words (靚妹, 肥妹; 姊妹, 妹夫).
  ['妹', 'mui2'],
] as const) {
  addRule(character, standalone(jyutping));
}
