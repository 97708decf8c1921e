import type { Clause } from '../clause.js';
import {
  hasTag,
  isClauseEnd,
  isQuestion,
  isVerb,
  isVerbLike,
  lastHanIndex,
  LOCATIVES,
} from '../clause.js';
import type { Token } from '../tokens.js';
import { insertAspect, litPiece, litText, piecesOf } from '../tokens.js';
import type { Rule } from './rule.js';
import { literal } from './rule.js';

// In a clause with these words a final 了 announces what is about to happen or a new state (喇),
// not a completed action (咗): 我先走了 → 我走先喇, 要下雨了 → 要落雨喇, 别哭了 → 唔好喊喇.
const IMMINENT = new Set([
  '先',
  '要',
  '快',
  '快要',
  '就要',
  '得',
  '该',
  '应该',
  '可以',
  '就',
  '马上',
  '马上就',
  '立刻',
  '别',
  '不要',
  '不用',
  '太',
  // a time still to come: 我明天回去了 → 我聽日返去喇 (it gave 「返去咗」)
  '明天',
  '后天',
  '明年',
  '下个月',
  '下星期',
  '下周',
  '下礼拜',
  '待会儿',
  '等一下',
  '将来',
]);
// 不 cannot deny a finished action, so in a clause with a word that holds it a final 了 is a new
// state: 我不去了 → 我唔去喇, 我不知道了 → 我唔知喇, 来不及了 → 嚟唔切喇. These words hold a 不
// that denies nothing (不见 is an event, "go missing": 钱包不见了 → 銀包唔見咗).
const NOT_A_NEGATION = new Set([
  '不过',
  '不但',
  '不仅',
  '不管',
  '不论',
  '不然',
  '要不',
  '要不然',
  '要不是',
  '不见',
  '是不是', // asks (是不是弄错了 → 係咪整錯咗呀)
]);
const DENIES = new Set(['不', '没', '没有', '别']);
const negates = (src: string) => src.includes('不') && !NOT_A_NEGATION.has(src);
const PERFECTIVE = new Set(['已经', '已', '刚', '刚刚', '刚才', '昨天', '都']);
// A result already reached is a new state (喇): 吃饱了 → 食飽喇, 做完了 → 做完喇, 扭伤了 → 扭親喇.
const RESULT = /[好完饱够齐晒掂伤]$/u;
// Verbs of two or more characters that end in their result (找到, 看见, 做完, 学会).
const REACHED = /.[到见完好会懂]$/u;
const DEGREE = new Set(['太', '很', '好', '真', '非常', '这么', '那么', '最']);
// Knowing and understanding are states: 我知道了 → 我知喇, 我懂了 → 我明喇, 我记得了 → 我記得喇.
const STATE_VERBS = new Set([
  '知道',
  '晓得',
  '记得',
  '明白',
  '懂',
  '懂得',
  '认识',
  '了解',
  '理解',
  '清楚',
  '习惯',
  '迷路',
]);
// Verbs whose V + object + 了吗 is not "done yet?": wanting, liking, being, having, knowing.
const NOT_ACTIONS = new Set([
  '是',
  '有',
  '在',
  '要',
  '想',
  '喜欢',
  '爱',
  '觉得',
  '像',
  '姓',
  '叫',
  '当',
]);

/** The one action verb before `end` that takes its object there and no result, if that is all. */
function plainAction(tokens: readonly Token[], end: number): Token | undefined {
  const verbs = tokens.slice(0, end).filter((w) => isVerb(w) || hasTag(w, 'modal'));
  const verb = verbs[0];
  if (verbs.length !== 1 || !verb || verb.parts || !isVerb(verb) || hasTag(verb, 'vo')) return;
  if (NOT_ACTIONS.has(verb.src) || STATE_VERBS.has(verb.src) || REACHED.test(verb.src)) return;
  if (RESULT.test(verb.src) || /[到见]$/u.test(verb.src)) return;
  // Only an object follows it: nouns, a pronoun, this/that and a measure.
  const object = tokens.slice(tokens.indexOf(verb) + 1, end);
  const nominal = (w: Token) =>
    ['n', 'p', 'm', 'num'].some((tag) => hasTag(w, tag)) || /^[这那]$/u.test(w.src);
  return object.length > 0 && object.every(nominal) ? verb : undefined;
}

// 了吧 at a clause end: with us as the subject, or none, a suggestion (我们走了吧 → 我哋走啦, 好了吧 →
// 好啦: no aspect, 吧 → 啦); with someone else as the subject, or a word of time past, a guess
// (他已经走了吧 → 佢已經走咗啩, 你吃饭了吧 → 你食咗飯啩), as is weather (下雨了吧 → 落雨喇啩).
const GUESSED_ABOUT = new Set([
  '你',
  '您',
  '你们',
  '他',
  '她',
  '它',
  '他们',
  '她们',
  '它们',
  '大家',
]);
// A 了 inside the clause after these is "already": 四十多岁了还… → 四十幾歲喇仲….
const ALREADY_AFTER = ['n', 'm', 't', 'num'];
// Weather words announce a new situation: 下雨了 → 落雨喇.
const WEATHER = new Set(['下雨', '下雪', '刮风', '打雷', '天黑', '天亮']);

// 了 after these ends a statement of what is (是…的了, 就是了): a new state, 喇, never an action's 咗.
const STATEMENT_ENDS = new Set(['的', '是', '就是']);

// Illness and mishaps: asked about with 係咪, as nobody waits for them.
const MISHAPS = new Set([
  '感冒',
  '病',
  '生病',
  '发烧',
  '受伤',
  '迷路',
  '失业',
  '分手',
  '离婚',
  '醉',
  '晕',
  '疯',
  '瞎',
]);

// Question words a verb can take as its object or place.
const ASKED_ABOUT = new Set(['哪儿', '哪里', '哪', '什么', '啥', '谁', '哪个', '多少', '什么东西']);

/** The Cantonese a token is written as so far (its source span counts as nothing). */
const rendered = (t: Token) => litText(piecesOf(t));

/** A verb of knowing, or of missing someone (我想你了 → 我掛住你喇; it gave 「掛住你咗」). */
const isState = (verb: Token) => STATE_VERBS.has(verb.src) || rendered(verb).startsWith('掛住');

/** A Han word the lexicon has no entry for (no tag), most often a verb. */
const untagged = (t: Token) => t.type === 'han' && t.tags.size === 0 && !t.rule;

/**
 * 了 after a verb inside the clause → 咗 (他骗了我 → 佢呃咗我); clause-final 了 → 咗 after a
 * bare verb (我吃了 → 我食咗), inside a verb-object word (结婚了 → 結咗婚), otherwise 喇;
 * V了吗 / V了没有 → V咗未呀 (你吃饭了吗 → 你食咗飯未呀).
 */
export const aspect: Rule = {
  name: 'aspect',
  apply(clause: Clause) {
    const { tokens } = clause;
    const words = new Set(tokens.map((t) => t.src));
    // 一 V…就 V了 tells one thing that followed another: 他一到家就睡觉了 → 佢一到屋企就瞓咗覺.
    const oneThenAnother = tokens.some((t, k) => t.src === '一' && isVerb(tokens[k + 1]));
    const imminent =
      [...IMMINENT].some((w) => words.has(w) && !(w === '就' && oneThenAnother)) ||
      tokens.some((t) => negates(t.src));
    const perfective = [...PERFECTIVE].some((w) => words.has(w));
    const subject = tokens.find((t) => t.type === 'han');
    const guess = perfective || (subject !== undefined && GUESSED_ABOUT.has(subject.src));
    // V了 + object + 没有？ / V过 + object + 没有？ asks whether it has happened yet: 未呀 (你吃了早饭没有 →
    // 你食咗早餐未呀, 你去过香港没有 → 你去過香港未呀), as V + object + 了没有 does below.
    const last = lastHanIndex(tokens);
    const asksYet =
      last > 1 &&
      (tokens[last]!.src === '没有' || tokens[last]!.src === '没') &&
      isClauseEnd(tokens, last) &&
      tokens[last - 1]!.src !== '了' &&
      tokens.slice(1, last - 1).some((t) => t.src === '了' || t.src === '过');
    if (asksYet) literal(tokens[last]!, [litPiece('未呀')], this.name);
    if (
      tokens.some((t) => t.src === '不就' || t.src === '不就是') &&
      closesWithMai(tokens, this.name)
    )
      return;
    for (let i = 1; i < tokens.length; i++) {
      const t = tokens[i]!;
      // The lexicon makes 着 住 after a known verb; after a word it does not know, mostly a verb
      // too (顾着吃 → 顧住食, 背着弟弟 → 孭住細佬), it is the same durative 住, never Mandarin 着.
      if ((t.src === '着' || t.src === '著') && !t.rule && untagged(tokens[i - 1]!))
        literal(t, [litPiece('住')], this.name);
      if (t.src !== '了' || t.type !== 'han') continue;
      const prev = tokens[i - 1]!;
      const next = tokens[i + 1];
      // A verb-object word the lexicon gave as its noun (找到工作 → 搵到工) is the object here.
      const asNoun =
        hasTag(prev, 'n') && hasTag(prev, 'vo') && !litText(piecesOf(prev)).includes('|');
      const verb =
        (isVerbLike(prev) || hasTag(prev, 'a')) && !STATEMENT_ENDS.has(prev.src) && !asNoun;
      if (
        next &&
        (next.src === '吗' || next.src === '没有' || next.src === '没') &&
        isClauseEnd(tokens, i + 1) &&
        verb
      ) {
        // 不是…了吗 recalls what did happen, not "yet?": 你不是已经走了吗 → 你唔係已經走咗咩 (the
        // question rule gives 咩); a denied verb takes no 咗 (你不是不去了吗 → 你唔係唔去咩).
        if (next.src === '吗' && tokens.some((w) => negates(w.src))) {
          if (!DENIES.has(tokens[i - 2]?.src ?? ''))
            literal(prev, insertAspect(prev, '咗'), this.name);
          literal(t, [], this.name);
          continue;
        }
        // What befalls someone unasked is not awaited: 你感冒了吗 → 你係咪感冒咗呀, not 「感冒咗未呀」.
        const befell = MISHAPS.has(prev.src) && next.src === '吗';
        // A result or a state asked about needs no 咗 before 未: 明白了吗 → 明白未呀, 学会了没有 →
        // 學識未呀, 吃饱了吗 → 食飽未呀; nor does being allowed: 我可以走了吗 → 我可以走未呀.
        const asksState =
          !befell &&
          ((REACHED.test(prev.src) && !hasTag(prev, 'vo')) ||
            RESULT.test(prev.src) ||
            isState(prev) ||
            words.has('可以'));
        const done = asksState ? piecesOf(prev) : insertAspect(prev, '咗');
        literal(prev, befell ? [litPiece('係咪'), ...done] : done, this.name);
        literal(t, [], this.name);
        literal(next, [litPiece(befell ? '呀' : '未呀')], this.name);
        continue;
      }
      // V + object + 了吗: with the verb's own 了 (now 咗) the question is 未呀 (你买了那本书了吗 →
      // 你買咗嗰本書未呀); without it the question (見唔見到…呀) carries it and 了 adds nothing
      // (你看见我的钥匙了吗 → 你見唔見到我嘅鎖匙呀, not 「…鎖匙喇呀」). V + object + 了没有 asks 未呀
      // either way (吃过饭了没有 → 食過飯未呀).
      if (
        next &&
        (next.src === '吗' || next.src === '没有' || next.src === '没') &&
        isClauseEnd(tokens, i + 1) &&
        tokens.slice(0, i - 1).some(isVerbLike)
      ) {
        literal(t, [], this.name);
        // A verb of finishing asks whether it is done yet too: 你做完作业了吗 → 你做完功課未呀.
        const finishing = tokens.slice(0, i - 1).some((w) => isVerb(w) && /[完好]$/u.test(w.src));
        // So does a plain action, with 咗: 你带伞了吗 → 你帶咗遮未呀 (A-not-A, 「帶唔帶遮」, asks whether
        // one will); seeing, finding and knowing keep it (你看见我的钥匙了吗 → 你見唔見到…呀).
        const action = next.src === '吗' ? plainAction(tokens, i) : undefined;
        if (action) literal(action, insertAspect(action, '咗'), this.name);
        if (
          next.src !== '吗' ||
          finishing ||
          action ||
          tokens.slice(0, i).some((w) => w.src === '了')
        )
          literal(next, [litPiece('未呀')], this.name);
        continue;
      }
      // V + question word + 了 asks about what was done: the verb takes 咗 (你去哪儿了 → 你去咗邊度呀,
      // 你买什么了 → 你買咗乜嘢呀); the question's 呀 takes the place of 了.
      const asker = tokens[i - 2];
      if (
        ASKED_ABOUT.has(prev.src) &&
        isVerb(asker) &&
        !hasTag(asker, 'vo') &&
        isClauseEnd(tokens, i)
      ) {
        // A verb with its result already says it happened (你看见谁了 → 你見到邊個呀).
        if (!REACHED.test(asker!.src)) literal(asker!, insertAspect(asker!, '咗'), this.name);
        literal(t, isQuestion(clause) ? [litPiece('呀')] : [], this.name);
        continue;
      }
      if (next?.src === '吧' && isClauseEnd(tokens, i + 1)) {
        if (!guess && !WEATHER.has(prev.src)) {
          literal(t, [], this.name);
          continue;
        }
        literal(next, [litPiece('啩')], this.name);
      } else if (!isClauseEnd(tokens, i)) {
        // Inside a clause 了 follows a verb (咗); or it comes before a verb, after a word that acts
        // as one (冒火了去找他 → 冒火咗去搵佢, 套了出来 → 套咗出嚟); or after a word the lexicon does not
        // know, mostly a verb; or after a verb's complement (找遍了 → 搵勻咗); or after a time or
        // amount with the comma left out, where it says "already" (四十多岁了还… → 四十幾歲喇仲…).
        // It is never left as Mandarin, nor said twice (掉了的东西 → 跌咗嘅嘢, not 「咗咗」).
        if (rendered(prev).endsWith('咗')) literal(t, [], this.name);
        // 好了 opening a clause closes a topic: 好了不说了 → 好啦唔講喇 (it gave 「好咗」).
        else if (i === 1 && prev.src === '好') literal(t, [litPiece('啦')], this.name);
        // Already so, and still: 八点了还没有人来 → 八點喇仲未有人嚟, 挺晚了还没回来 → 幾晚喇仲未返嚟. An
        // adjective keeps its 咗 of change (这么大了还玩 → 咁大咗仲玩).
        else if (
          /^还/u.test(next?.src ?? '') &&
          (ALREADY_AFTER.some((tag) => hasTag(prev, tag)) || /[点岁年天晚迟久]$/u.test(prev.src))
        )
          literal(t, [litPiece('喇')], this.name);
        else if (
          verb ||
          isVerb(next) ||
          untagged(prev) ||
          (hasTag(prev, 'm') && isVerb(tokens[i - 2]))
        )
          literal(t, [litPiece('咗')], this.name);
        else if (ALREADY_AFTER.some((tag) => hasTag(prev, tag)))
          literal(t, [litPiece('喇')], this.name);
        continue;
      }
      // A comparison already says how far things have gone: 今天比昨天冷多了 → 今日凍過尋日好多.
      if (prev.src === '多' && words.has('比')) {
        literal(t, [], this.name);
        continue;
      }
      // A verb-object word right after a verb with its result is that verb's object (找到工作了 →
      // 搵到工喇), not a verb taking 咗 inside.
      const objectOfResult = isVerb(tokens[i - 2]) && REACHED.test(tokens[i - 2]!.src);
      // What has not happened takes no 咗 (好久没见面了 → 好耐冇見面喇).
      const notHappened = [tokens[i - 2], tokens[i - 3]].some(
        (w) => w?.src === '没' || w?.src === '没有',
      );
      if (
        hasTag(prev, 'vo') &&
        !imminent &&
        !WEATHER.has(prev.src) &&
        !objectOfResult &&
        !notHappened
      ) {
        literal(prev, insertAspect(prev, '咗'), this.name);
        literal(t, perfective ? [litPiece('喇')] : [], this.name);
      } else if (
        // A word already rendered done (卖掉 → 賣咗) takes no second 咗: 卖掉了 → 賣咗喇; nor does a
        // clause whose verb has it already, after what is not a verb (忘在出租车上了 → 漏咗喺的士上喇,
        // not 「上咗」; 改了很多了 → 改咗好多喇); a second verb keeps its own (淋湿了而生病了 → …而病咗).
        rendered(prev).endsWith('咗') ||
        ((!isVerb(prev) || (LOCATIVES.has(prev.src) && hasTag(tokens[i - 2], 'n'))) &&
          tokens.slice(0, i - 1).some((w) => rendered(w).includes('咗'))) ||
        // 行 said as 得 is "that will do", a state: 行了，马上就来 → 得喇，即刻嚟 (not 「得咗」).
        rendered(prev) === '得' ||
        RESULT.test(prev.src) ||
        isState(prev) ||
        // So is having started: 他哭起来了 → 佢喊起上嚟喇.
        rendered(prev).endsWith('起上嚟') ||
        DEGREE.has(tokens[i - 2]?.src ?? '')
      ) {
        literal(t, [litPiece('喇')], this.name);
      } else if (
        (prev.src === '错' && !imminent) ||
        (isVerbLike(prev) && !STATEMENT_ENDS.has(prev.src) && !hasTag(prev, 'vo') && !imminent)
      ) {
        // 我错了 → 我錯咗: having been wrong is done, though 错 is an adjective.
        literal(t, [litPiece('咗')], this.name);
      } else literal(t, [litPiece('喇')], this.name);
    }
  },
};

/**
 * 不就 (咪) says "then of course", and the clause closes with 囉 in place of 了 or 吗:
 * 从自动柜员机提款不就行了 → …咪得囉, 这不就行了吗 → 噉咪得囉, 不就是我吗 → 咪就係我囉.
 * Returns false when the clause does not end in 了 or 吗 (因为我没空，不就来不了喽: 喽 says it).
 */
function closesWithMai(tokens: Token[], rule: Rule['name']): boolean {
  const last = lastHanIndex(tokens);
  const end = tokens[last];
  if (!end || (end.src !== '了' && end.src !== '吗')) return false;
  literal(end, [litPiece('囉')], rule);
  const before = tokens[last - 1];
  if (end.src === '吗' && before?.src === '了') literal(before, [], rule);
  return true;
}
