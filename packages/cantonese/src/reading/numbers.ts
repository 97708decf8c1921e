// Reads a run of digits aloud in Cantonese (Jyutping syllables): cardinals with 萬/億 grouping,
// decimals (3.5 → saam1 dim2 ng5), percentages, years and codes digit by digit (2024年 → ji6 ling4 ji6 sei3).

const DIGIT = ['ling4', 'jat1', 'ji6', 'saam1', 'sei3', 'ng5', 'luk6', 'cat1', 'baat3', 'gau2'];
const SMALL_UNITS = ['', 'sap6', 'baak3', 'cin1'];
const BIG_UNITS = ['', 'maan6', 'jik1', 'siu6']; // 萬 億 兆
const PERCENT = ['baak3', 'fan6', 'zi1'];

// After these, a lone 2 is an ordinal or a name (2月 ji6 jyut6, 2號, 2樓); before other Han words it counts things (2個 loeng5 go3).
const ORDINAL_FOLLOWERS = new Set('月號号日樓楼級级期代世屆届版章節节條条款頁页週周點点'.split(''));
const ORDINAL_TIME_ONLY = new Set('點点'.split(''));

function normaliseDigits(run: string): string {
  return run.replace(/[０-９．，％]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

function digitByDigit(digits: string): string[] {
  return Array.from(digits, (d) => DIGIT[Number(d)]!);
}

// 0–9999 → syllables; `leading` says whether this group starts the number (10 is "sap6", not "jat1 sap6").
function readGroup(n: number, leading: boolean): string[] {
  const out: string[] = [];
  const digits = String(n).padStart(4, '0');
  let pendingZero = false;
  let started = false;
  for (let p = 0; p < 4; p += 1) {
    const d = Number(digits[p]);
    const unit = 3 - p;
    if (d === 0) {
      if (started) pendingZero = true;
      continue;
    }
    if (pendingZero) out.push(DIGIT[0]!);
    pendingZero = false;
    const tensOnly = unit === 1 && d === 1 && !started && leading;
    if (!tensOnly) out.push(DIGIT[d]!);
    if (unit > 0) out.push(SMALL_UNITS[unit]!);
    started = true;
  }
  return out;
}

export function readInteger(digits: string): string[] {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  if (trimmed === '0') return [DIGIT[0]!];
  const groups: number[] = [];
  for (let end = trimmed.length; end > 0; end -= 4)
    groups.unshift(Number(trimmed.slice(Math.max(0, end - 4), end)));
  const out: string[] = [];
  let zeroGap = false;
  groups.forEach((g, idx) => {
    const big = groups.length - 1 - idx;
    if (g === 0) {
      zeroGap = out.length > 0;
      return;
    }
    if (out.length > 0 && (zeroGap || g < 1000)) out.push(DIGIT[0]!);
    zeroGap = false;
    out.push(...readGroup(g, out.length === 0));
    if (big > 0) out.push(BIG_UNITS[big]!);
  });
  return out;
}

/** Syllables for a number unit; `next` is the character that follows it (for 年 and measure words). */
export function readNumber(run: string, next: string | undefined): string[] {
  const plain = normaliseDigits(run);
  const percent = plain.endsWith('%');
  const body = (percent ? plain.slice(0, -1) : plain).replace(/,/g, '');
  const [intPart = '', fracPart] = body.split('.');
  let syllables: string[];
  if (
    fracPart === undefined &&
    !percent &&
    next === '年' &&
    intPart.length >= 2 &&
    intPart.length <= 4
  ) {
    syllables = digitByDigit(intPart); // a year
  } else if ((intPart.length > 1 && intPart.startsWith('0')) || intPart.length > 16) {
    syllables = digitByDigit(intPart); // a code or phone number
  } else if (
    intPart === '2' &&
    fracPart === undefined &&
    !percent &&
    next !== undefined &&
    /\p{Script=Han}/u.test(next) &&
    (!ORDINAL_FOLLOWERS.has(next) || ORDINAL_TIME_ONLY.has(next))
  ) {
    syllables = ['loeng5']; // 2個 兩個, 2點 兩點
  } else {
    syllables = readInteger(intPart);
  }
  if (fracPart !== undefined) syllables = [...syllables, 'dim2', ...digitByDigit(fracPart)];
  return percent ? [...PERCENT, ...syllables] : syllables;
}
