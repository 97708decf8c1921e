// Sentence-final particles whose tone says what the sentence does (see docs/decisions.md, Issue 23):
//   呀 aa3 closes a statement, a softened request and a question that has its own question word
//      (你食咗飯未呀, 你去邊度呀, 去唔去呀); aa4 only where the particle itself makes the question —
//      a plain sentence asked with a question mark (半價呀？, 係呀？, 你唔去呀？).
//   㗎 gaa3 in a statement (佢好叻㗎), gaa4 asking with a question mark (會㗎？, 你識佢㗎？).
//   喇 laa3 a change of state (天氣太熱喇, 食咗飯喇); laa1 in a suggestion or a request (不如去喇,
//      一齊嚟喇) and as the whole answer 好喇 / 得喇 / 算喇 "all right, that'll do".
//   啦 laa1 (a suggestion, 好啦); 啊 aa3; 嘞 laak3; 囉 lo1; 咩 me1; 吖 aa1; 啫 ze1; 喎 wo3 stay as the
//   dictionary ranks them (hand-lexicon.ts), so they need no rule here.

/** A membership table of code points, given as a string (both scripts written out). */
const tableOf = (chars: string): Set<number> =>
  new Set(Array.from(chars, (c) => c.codePointAt(0)!));
const code = (c: string) => c.codePointAt(0)!;

const QUESTION_MARKS = tableOf('?？');
/** Characters that ask by themselves, anywhere before the particle. */
const ASKING = tableOf('乜咩邊边誰谁哪啥怎什');
/** 點 asks (點解, 點樣, 點呀) unless it is a time (三點) or "a bit" (快點, 一點). */
const DIM = tableOf('點点');
const NOT_ASKING_BEFORE_DIM = tableOf('一二三四五六七八九十兩两幾几半早遲迟快慢多少有差重輕轻');
/** 幾 asks before what it counts (幾時, 幾多, 幾耐); 幾好 "quite good" does not ask. */
const GEI = tableOf('幾几');
const COUNTED_AFTER_GEI = tableOf('時时多耐點点個个歲岁錢钱號号日年次位本件只隻條条');
/** A-not-A: X唔X, X不X, 有冇, 有沒有. */
const NOT = tableOf('唔不冇沒没');
/** 係咪, 是不是 and 定係 "or" ask; 未 right before the particle asks "yet?". */
const [MAI, SAI_T, SAI_S, DING, MEI] = [code('咪'), code('係'), code('系'), code('定'), code('未')];

/** Whether codes[start..p) asks a question by its own words (so the particle need not rise). */
export function asksByItself(codes: Int32Array, start: number, p: number): boolean {
  for (let k = start; k < p; k += 1) {
    const c = codes[k]!;
    if (ASKING.has(c)) return true;
    if (
      DIM.has(c) &&
      !(k > start && NOT_ASKING_BEFORE_DIM.has(codes[k - 1]!)) &&
      codes[k + 1] !== code('心')
    )
      return true;
    if (GEI.has(c) && k + 1 < p && COUNTED_AFTER_GEI.has(codes[k + 1]!)) return true;
    if (NOT.has(c) && k > start && k + 1 < p && codes[k - 1] === codes[k + 1]) return true;
    if (c === MAI && k > start && (codes[k - 1] === SAI_T || codes[k - 1] === SAI_S)) return true;
    if (c === DING && k + 1 < p && (codes[k + 1] === SAI_T || codes[k + 1] === SAI_S)) return true;
  }
  return p - 1 >= start && codes[p - 1] === MEI;
}

/** `closing`: the mark after the particle's run (0 when the particle does not end the run). */
const isQuestion = (closing: number) => QUESTION_MARKS.has(closing);

/** 呀: aa4 only where the particle is what asks. */
export function aaParticle(codes: Int32Array, p: number, start: number, closing: number): string {
  return isQuestion(closing) && !asksByItself(codes, start, p) ? 'aa4' : 'aa3';
}

/** 㗎: gaa4 asking, gaa3 telling. */
export const gaaParticle = (closing: number): string => (isQuestion(closing) ? 'gaa4' : 'gaa3');

const SUGGESTING = [
  '不如',
  '一齊',
  '一齐',
  '快啲',
  '快點',
  '快点',
  '唔該',
  '唔该',
  '麻煩',
  '麻烦',
  '等我',
  '請',
  '请',
].map((w) => Array.from(w, code));
/** 好喇, 得喇, 算喇, 罷喇 as a whole answer: "all right, that'll do". */
const ASSENTING = tableOf('好得算罷罢');

function containsAny(codes: Int32Array, start: number, p: number, words: number[][]): boolean {
  for (let k = start; k < p; k += 1) {
    for (const w of words) if (w.every((c, j) => k + j < p && codes[k + j] === c)) return true;
  }
  return false;
}

/** 喇: laa1 in a suggestion or request and as a whole answer of assent; laa3 a change of state. */
export function laaParticle(codes: Int32Array, p: number, start: number): string {
  // The answer alone, or said twice (得喇得喇).
  if (p > start && ASSENTING.has(codes[p - 1]!) && (p - 1 === start || codes[p - 2] === codes[p]))
    return 'laa1';
  return containsAny(codes, start, p, SUGGESTING) ? 'laa1' : 'laa3';
}
