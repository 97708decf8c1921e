import type { LexiconWord } from '../lexicon/format.js';
import { MANDARIN_WORDS } from './mandarin-words.js';
import { BRAND_NAMES, NEWER_TERMS } from './terms.js';

/**
 * The word classes of the generated file and the tags a token of each class gets (the lexicon's
 * tags, which the rules read; 'name' marks a proper noun). Index 0 is "not a word".
 */
const CLASSES: ReadonlyArray<readonly [group: string, tags: readonly string[]]> = [
  ['', []],
  ['other', []],
  ['noun', ['n']],
  ['verb', ['v']],
  ['adjective', ['a']],
  ['time', ['t']],
  ['adverb', ['adv']],
  ['locality', ['n', 'place']],
  ['place', ['n', 'place', 'name']],
  ['name', ['n', 'name']],
  ['idiom', []],
];
export const MANDARIN_TAGS: ReadonlyArray<ReadonlySet<string>> = CLASSES.map(
  ([, tags]) => new Set(tags),
);
const classOf = (group: string) =>
  CLASSES.findIndex(([g]) => g === group.replace(/^(rare|common) /u, ''));
/** The class of a proper noun. */
export const NAME_CLASS = classOf('name');
/**
 * The Mandarin dictionary (jieba, see scripts/generate-mandarin-words.mjs) read backwards, one
 * UTF-16 code unit per step, like the lexicon's ending trie in segment.ts. About 170,000 words
 * would cost a hundred megabytes as objects and maps, so the trie lives in typed arrays: each edge
 * (parent node, code unit) → child node is a slot of one open-addressing hash table.
 */
export class MandarinTrie {
  readonly maxLen: number;
  /** The word class (index into MANDARIN_TAGS) of the word each node ends, 0 for none; node 0 is
   * the root. */
  readonly kind: Uint8Array;
  private readonly parent: Int32Array;
  private readonly code: Uint16Array;
  private readonly child: Int32Array;
  private readonly mask: number;
  private nodes = 1;

  constructor(lists: ReadonlyArray<readonly [kind: number, words: readonly string[]]>) {
    let units = 0;
    let maxLen = 0;
    for (const [, words] of lists)
      for (const w of words) {
        units += w.length;
        maxLen = Math.max(maxLen, w.length);
      }
    this.maxLen = maxLen;
    this.kind = new Uint8Array(units + 1);
    let size = 1024;
    while (size < units * 1.25) size *= 2;
    this.mask = size - 1;
    this.parent = new Int32Array(size).fill(-1);
    this.code = new Uint16Array(size);
    this.child = new Int32Array(size);
    for (const [kind, words] of lists) {
      for (const w of words) {
        let node = 0;
        for (let i = w.length - 1; i >= 0; i--) node = this.insert(node, w.charCodeAt(i));
        this.kind[node] = kind;
      }
    }
    this.kind = this.kind.subarray(0, this.nodes);
  }

  private slot(node: number, code: number): number {
    return (Math.imul(node, 0x9e3779b1) ^ Math.imul(code, 0x85ebca6b)) & this.mask;
  }

  private insert(node: number, code: number): number {
    for (let s = this.slot(node, code); ; s = (s + 1) & this.mask) {
      if (this.parent[s] === -1) {
        this.parent[s] = node;
        this.code[s] = code;
        this.child[s] = this.nodes;
        return this.nodes++;
      }
      if (this.parent[s] === node && this.code[s] === code) return this.child[s]!;
    }
  }

  /** The node one code unit further back from `node`, or -1. */
  next(node: number, code: number): number {
    for (let s = this.slot(node, code); ; s = (s + 1) & this.mask) {
      const p = this.parent[s]!;
      if (p === -1) return -1;
      if (p === node && this.code[s] === code) return this.child[s]!;
    }
  }

  /** Bytes held by the trie's arrays. */
  get bytes(): number {
    return (
      this.kind.byteLength + this.parent.byteLength + this.code.byteLength + this.child.byteLength
    );
  }
}

/**
 * Grammatical morphemes the rules and the lexicon work on as words of their own: numerals,
 * demonstratives, pronouns, negation, aspect and structural particles, sentence-final particles,
 * coverbs, degree adverbs, modals, verb complements and measure words. jieba lists many of their
 * combinations as words (这件, 一顿, 不知, 很快, 他家, 放在, 看过, 说完, 本书); as one word they would
 * escape the rules, so a dictionary word that begins or ends with one of them is left to the
 * lexicon. Conjunctions and locatives that end real words (饱和, 宋朝, 心里) are not among them,
 * nor 进 and 出, which begin more words (进口, 出口, 出发) than they end combinations.
 */
const GRAMMATICAL = new Set([
  ...'零〇一二两三四五六七八九十百千万亿几半',
  ...'这那哪每某谁啥些点',
  ...'我你他她它您咱俩',
  ...'不没别未甭',
  ...'了着过的地得们儿',
  ...'吗呢吧啊呀啦嘛哦咯喽',
  ...'在把被给让叫是有',
  ...'很太最更挺都也就才还又再只光早刚先正越',
  ...'能会要想敢肯该',
  ...'来去上下回起到完住掉走懂见',
  '里', // a locative after a noun (心里 → 心入面)
]);

const isMeasure = (piece: string, lexicon: ReadonlyMap<string, LexiconWord>) =>
  !!lexicon.get(piece)?.tags.has('m');

/** A jieba word that begins or ends with a grammatical morpheme (这件, 放在), which the lexicon and
 * the rules translate piece by piece. A name may end in a measure word's character (哥本哈根). */
function isCompositional(
  word: string,
  lexicon: ReadonlyMap<string, LexiconWord>,
  name: boolean,
): boolean {
  const grammatical = (piece: string) =>
    GRAMMATICAL.has(piece) || (!name && isMeasure(piece, lexicon));
  // 儿 ends a word as the erhua suffix but begins one as "child" (儿童, 儿子).
  return (word[0] !== '儿' && grammatical(word[0]!)) || grammatical(word[word.length - 1]!);
}

/** A lexicon word with a content meaning: not a single function or measure character. */
function isContent(piece: string, lexicon: ReadonlyMap<string, LexiconWord>): boolean {
  const word = lexicon.get(piece);
  if (!word) return false;
  return (
    piece.length > 1 ||
    word.entries.some((e) => e.category !== 'function' && e.category !== 'measure')
  );
}

/** The negation or 得 of a potential complement inside a word (合不拢嘴, 吃得消): the rules make
 * these 唔 and 得 piece by piece. */
const POTENTIAL = /[不得]/u;

// Results a verb reaches (看准, 弄错, 说完, 听清): V + result is two words to Cantonese.
const RESULTS = new Set([
  ...'准错透完好到懂见清明会住掉走开破坏倒翻醒饱够熟光死伤满齐对中成通穿惯',
]);

/**
 * A two-character verb made of a verb the lexicon translates and the result it reaches (看准 →
 * 睇準, 说错 → 講錯): Cantonese says it with its own verb. Other verbs that begin so are words of
 * their own (进展, 举行, 进入).
 */
function beginsWithTranslatedVerb(
  group: string,
  word: string,
  lexicon: ReadonlyMap<string, LexiconWord>,
): boolean {
  if (!group.endsWith('verb') || word.length !== 2) return false;
  const first = lexicon.get(word[0]!);
  return (
    RESULTS.has(word[1]!) && !!first?.tags.has('v') && first.entries.some((e) => e.target !== null)
  );
}

/**
 * A jieba word made wholly of shorter content words of the lexicon: a verb and its result (弄错 →
 * 整錯, 看透 → 睇透, 说错 → 講錯) or a compound the lexicon translates piece by piece (骂人 → 鬧人).
 * A word with a piece the lexicon does not know (破裂, 精美, 小提琴) or a function word inside
 * (饱和) is a word of its own, which those pieces' mappings must not tear.
 */
function isMadeOfLexiconWords(word: string, lexicon: ReadonlyMap<string, LexiconWord>): boolean {
  // covered[k]: word[0, k) splits into content words shorter than the word.
  const covered = [true];
  for (let k = 1; k <= word.length; k++) {
    covered[k] = false;
    for (let len = 1; len <= k && len < word.length; len++)
      if (covered[k - len] && isContent(word.slice(k - len, k), lexicon)) {
        covered[k] = true;
        break;
      }
  }
  return covered[word.length]!;
}

/** Pronouns, demonstratives and particles no name begins (or ends) with: jieba's person names
 * include fragments of text around a name (那小子, 那本书, 太多). 那 ends many (巴塞罗那). */
const NOT_AT_A_NAMES_START = new Set([...'这那哪我你他她它您咱很']);
const NOT_AT_A_NAMES_END = new Set([...'了着过的得们儿吗呢吧啊呀啦嘛']);
const isFragment = (name: string) =>
  NOT_AT_A_NAMES_START.has(name[0]!) || NOT_AT_A_NAMES_END.has(name[name.length - 1]!);

// Set phrases Cantonese says with its own 唔 / 冇: 不X不Y and 没X没Y (不知不觉 → 唔知唔覺, 没大没小 →
// 冇大冇細), 好不X and 一不X (好唔容易, 一唔小心), a potential complement V不C (过意不去 → 過意唔去,
// 合不拢嘴 → 合唔攏口), and X不X (喜不喜欢, 值不值得), a question the rules ask piece by piece.
const SAID_WITH_M4 =
  /^[不没].[不没].$|^[好一]不|不[去来住着了到起动开完上下出过拢及消透清懂]|(.)不\1/u;

/**
 * An idiom or set phrase (供不应求, 不可思议, 一成不变, 守口如瓶) is kept whole: Cantonese writes it
 * as Mandarin does, so neither 不 → 唔 nor a character's mapping (瓶 → 樽) may reach inside it, even
 * where it begins with a grammatical morpheme. One made wholly of content words the lexicon
 * translates (笨手笨脚 → 蠢手蠢腳, 好不容易, 说来话长) is still said the Cantonese way.
 */
function keepsIdiom(
  group: string,
  word: string,
  lexicon: ReadonlyMap<string, LexiconWord>,
): boolean {
  return (
    !SAID_WITH_M4.test(word) &&
    (group.startsWith('common ') || !isMadeOfLexiconWords(word, lexicon)) &&
    !isFragment(word)
  );
}

/**
 * Which of the dictionary's words the segmenter takes: idioms (see keepsIdiom); every common proper noun that
 * is not a fragment of text; a rare one (太多 ns, 里人 nrt) and every other word only where it is neither a
 * grammatical combination nor made of lexicon words.
 */
function keeps(group: string, word: string, lexicon: ReadonlyMap<string, LexiconWord>): boolean {
  if (group === 'name' || group === 'place') return !isFragment(word);
  if (group.endsWith('idiom')) return keepsIdiom(group, word, lexicon);
  return (
    !isCompositional(word, lexicon, group.startsWith('rare ')) &&
    !POTENTIAL.test(word) &&
    (group.startsWith('common ') || !isMadeOfLexiconWords(word, lexicon)) &&
    !beginsWithTranslatedVerb(group, word, lexicon) &&
    !isFragment(word)
  );
}

let trie: MandarinTrie | undefined;
let buildMs = 0;

/** The Mandarin dictionary's trie, built on first use. */
export function mandarinTrie(lexicon: ReadonlyMap<string, LexiconWord>): MandarinTrie {
  if (!trie) {
    const t0 = performance.now();
    trie = new MandarinTrie([
      ...Object.entries(MANDARIN_WORDS).map(
        ([group, words]) =>
          [classOf(group), words.split(' ').filter((w) => keeps(group, w, lexicon))] as const,
      ),
      [classOf('noun'), NEWER_TERMS.split(/\s+/u)],
      [classOf('name'), BRAND_NAMES.split(/\s+/u)],
    ]);
    buildMs = performance.now() - t0;
  }
  return trie;
}

/** What the Mandarin dictionary cost at first use (for the bench). */
export function mandarinTrieStats(lexicon: ReadonlyMap<string, LexiconWord>): {
  words: number;
  nodes: number;
  bytes: number;
  buildMs: number;
} {
  const t = mandarinTrie(lexicon);
  let words = 0;
  for (const k of t.kind) if (k !== 0) words++;
  return { words, nodes: t.kind.length, bytes: t.bytes, buildMs };
}
