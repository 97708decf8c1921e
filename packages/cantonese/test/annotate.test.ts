import { describe, expect, it } from 'vitest';
import {
  annotate,
  createOverrideSet,
  hanReadings,
  phoneticRecordToOverride,
} from '../src/index.js';
import { builtInLexicon } from '../src/reading/lexicon/index.js';
import { readWord } from '../src/reading/segment.js';

const jp = (text: string) => annotate(text).pinyin_hongkong.text;

describe('annotate', () => {
  it('reads the issue examples by word', () => {
    expect(jp('银行行长')).toBe('ngan4 hong4 hong4 zoeng2');
    expect(jp('銀行行長')).toBe('ngan4 hong4 hong4 zoeng2');
    expect(hanReadings('多少钱')[2]).toBe('cin2');
    expect(hanReadings('你干什么')[1]).toBe('gon3');
    expect(hanReadings('你幹什麼')[1]).toBe('gon3');
  });

  it('gives the three systems from one analysis', () => {
    const r = annotate('你好');
    expect(r.pinyin_hongkong.text).toBe('nei5 hou2');
    expect(r.pinyin_num.text).toBe('néi5 hou2');
    expect(r.pinyin_upper.text).toBe('néi⁵ hou²');
    expect(r.pinyin_num.segments).toEqual([
      { character: '你', phonetic: 'néi5' },
      { character: '好', phonetic: 'hou2' },
    ]);
  });

  it('keeps the user characters and ranks candidates with the chosen reading first', () => {
    const r = annotate('行长');
    expect(r.pinyin_hongkong.segments.map((s) => s.character)).toEqual(['行', '长']);
    expect(r.candidates.map((c) => c.character)).toEqual(['行', '长']);
    expect(r.candidates[0]!.readings[0]).toBe('hong4');
    expect(r.candidates[0]!.readings).toContain('haang4');
    expect(r.candidates[1]).toMatchObject({
      index: 1,
      readings: expect.arrayContaining(['zoeng2', 'coeng4']),
    });
  });

  it('passes punctuation, Latin, emoji and full-width forms through with an empty phonetic', () => {
    const r = annotate('Hi，世界！😀👨‍👩‍👧🇭🇰ＡＢ');
    expect(r.pinyin_hongkong.segments.map((s) => s.character)).toEqual([
      'H',
      'i',
      '，',
      '世',
      '界',
      '！',
      '😀',
      '👨‍👩‍👧',
      '🇭🇰',
      'Ａ',
      'Ｂ',
    ]);
    expect(r.pinyin_hongkong.segments.filter((s) => s.phonetic).map((s) => s.character)).toEqual([
      '世',
      '界',
    ]);
    expect(r.pinyin_hongkong.text).toBe('sai3 gaai3');
    expect(r.candidates.map((c) => c.index)).toEqual([3, 4]);
  });

  it('reads characters outside the BMP', () => {
    const r = annotate('𠮶個');
    expect(r.pinyin_hongkong.segments[0]).toEqual({ character: '𠮶', phonetic: 'go2' });
  });

  it('handles empty and blank input', () => {
    for (const text of ['', '   ', '\n']) {
      const r = annotate(text);
      expect(r.pinyin_hongkong.text).toBe('');
      expect(r.candidates).toEqual([]);
    }
  });

  it('reads numbers aloud on the number segment', () => {
    const r = annotate('2024年买了3.5公斤');
    expect(r.pinyin_hongkong.segments[0]).toEqual({
      character: '2024',
      phonetic: 'ji6 ling4 ji6 sei3',
    });
    expect(r.pinyin_hongkong.segments.find((s) => s.character === '3.5')?.phonetic).toBe(
      'saam1 dim2 ng5',
    );
    expect(r.pinyin_hongkong.text).toBe(
      'ji6 ling4 ji6 sei3 nin4 maai5 liu5 saam1 dim2 ng5 gung1 gan1',
    );
    expect(annotate('１２个人').pinyin_hongkong.text).toBe('sap6 ji6 go3 jan4');
    expect(annotate('2个').pinyin_hongkong.text).toBe('loeng5 go3');
    expect(annotate('50%').pinyin_hongkong.text).toBe('baak3 fan6 zi1 ng5 sap6');
    expect(annotate('10005').pinyin_num.text).toBe('yed1 man6 ling4 ng5');
  });

  it('annotates 100k characters in linear time', () => {
    const text = '我哋今日去銀行搵行長傾偈，佢話要等2024年先得。'.repeat(4000);
    const t0 = performance.now();
    const r = annotate(text);
    const ms = performance.now() - t0;
    expect(r.pinyin_hongkong.segments.length).toBe(22 * 4000);
    expect(ms).toBeLessThan(5_000);
  });
});

describe('context rules', () => {
  it('re-reads a character from its neighbours in every system, with the chosen reading first', () => {
    const r = annotate('我見到佢，做到好夜');
    expect(r.pinyin_hongkong.text).toBe('ngo5 gin3 dou2 keoi5 zou6 dou3 hou2 je6');
    expect(r.pinyin_num.segments[2]).toEqual({ character: '到', phonetic: 'dou2' });
    expect(r.pinyin_upper.segments[6]).toEqual({ character: '到', phonetic: 'dou³' });
    expect(r.candidates[2]!.readings[0]).toBe('dou2');
    expect(r.candidates[5]!.readings[0]).toBe('dou3');
    // The re-read word's output is cached: a second call gives the same result.
    expect(annotate('我見到佢，做到好夜')).toEqual(r);
  });

  it('applies to Simplified input and to the sentence-final particle 呢', () => {
    expect(hanReadings('影响到我')).toEqual(['jing2', 'hoeng2', 'dou2', 'ngo5']);
    expect(hanReadings('嗰只狗')).toEqual(['go2', 'zek3', 'gau2']);
    expect(hanReadings('你呢')).toEqual(['nei5', 'ne1']);
    expect(hanReadings('呢個')).toEqual(['ni1', 'go3']);
  });

  it('re-reads two characters of one word: 會話 before a person is "will say", not "conversation"', () => {
    expect(hanReadings('人哋會話你')).toEqual(['jan4', 'dei6', 'wui5', 'waa6', 'nei5']);
    expect(hanReadings('我哋会话佢知')).toEqual(['ngo5', 'dei6', 'wui5', 'waa6', 'keoi5', 'zi1']);
    expect(hanReadings('英語會話')).toEqual(['jing1', 'jyu5', 'wui6', 'waa2']);
    const r = annotate('佢會話你');
    expect(r.candidates[1]!.readings[0]).toBe('wui5');
    expect(r.candidates[2]!.readings[0]).toBe('waa6');
    expect(annotate('佢會話你')).toEqual(r);
  });

  it('reads 中 "hit the mark" as zung3 after guessing, as the translator writes it (估中)', () => {
    expect(hanReadings('你估中咗')).toEqual(['nei5', 'gu2', 'zung3', 'zo2']);
    expect(hanReadings('猜中')).toEqual(['caai1', 'zung3']);
  });

  it('never overrides an admin override', () => {
    const overrides = createOverrideSet([{ text: '見到', jyutping: ['gin3', 'dou3'] }]);
    expect(hanReadings('我見到佢', { overrides })).toEqual(['ngo5', 'gin3', 'dou3', 'keoi5']);
  });
});

// Context rules by class: examples (the first one also read by the search alone, i.e. with the
// rule switched off, to show the rule does the work), then counter-examples the rule must leave.
const searchOnly = (text: string) =>
  readWord(builtInLexicon(), text)!
    .map((s) => s.jyutping)
    .join(' ');
const READING_RULES: Record<string, { examples: string[][]; counter: string[][] }> = {
  'measure word after a number, a demonstrative or an owner': {
    examples: [
      ['我間房好細', 'ngo5 gaan1 fong2 hou2 sai3'],
      ['佢住喺二十幾間開', 'keoi5 zyu6 hai2 ji6 sap6 gei2 gaan1 hoi1'],
      ['三间中学', 'saam1 gaan1 zung1 hok6'],
      ['做咗幾多單生意', 'zou6 zo2 gei2 do1 daan1 saang1 ji3'],
      ['另外嗰兩份報紙', 'ling6 ngoi6 go2 loeng5 fan6 bou3 zi2'],
    ],
    counter: [
      ['我間中會去', 'ngo5 gaan3 zung1 wui5 heoi3'],
      ['我哋間唔中見面', 'ngo5 dei6 gaan3 m4 zung1 gin3 min6'],
    ],
  },
  '正 zeng3 as a predicate': {
    examples: [
      ['正啊', 'zeng3 aa3'],
      ['咬字都唔正', 'ngaau5 zi6 dou1 m4 zeng3'],
      ['真係正呀', 'zan1 hai6 zeng3 aa3'],
    ],
    counter: [
      ['十二點正', 'sap6 ji6 dim2 zing3'],
      ['佢好公正', 'keoi5 hou2 gung1 zing3'],
      ['唔正常', 'm4 zing3 soeng4'],
      ['正話走咗', 'zing3 waa6 zau2 zo2'],
    ],
  },
  '數 sou2 as a verb': {
    examples: [
      ['唔好數佢', 'm4 hou2 sou2 keoi5'],
      ['數埋佢', 'sou2 maai4 keoi5'],
      ['幫我數下', 'bong1 ngo5 sou2 haa5'],
      ['数清楚', 'sou2 cing1 co2'],
    ],
    counter: [
      ['個數唔啱', 'go3 sou3 m4 ngaam1'],
      ['多數人', 'do1 sou3 jan4'],
      ['計數', 'gai3 sou3'],
    ],
  },
  '當 dong3 "treat as"': {
    examples: [
      ['當佢係朋友', 'dong3 keoi5 hai6 pang4 jau5'],
      ['当自己系老板', 'dong3 zi6 gei2 hai6 lou5 baan2'],
    ],
    counter: [
      ['當佢係細路嘅時候', 'dong1 keoi5 hai6 sai3 lou6 ge3 si4 hau6'],
      ['當老師', 'dong1 lou5 si1'],
    ],
  },
  '訂 deng6 "book" and 妹 mui2 "sister, daughter" on their own': {
    examples: [
      ['我訂咗張檯', 'ngo5 deng6 zo2 zoeng1 toi2'],
      ['订咗位未', 'deng6 zo2 wai2 mei6'],
      ['我個妹讀中二', 'ngo5 go3 mui2 duk6 zung1 ji6'],
      ['佢个妹', 'keoi5 go3 mui2'],
    ],
    counter: [
      ['修訂本', 'sau1 ding6 bun2'],
      ['簽訂合約', 'cim1 ding3 hap6 joek3'],
      ['佢哋訂婚', 'keoi5 dei6 ding6 fan1'],
      ['佢兩姐妹', 'keoi5 loeng5 ze2 mui6'],
      ['我妹夫', 'ngo5 mui6 fu1'],
      ['肥妹', 'fei4 mui1'],
      ['会议订于下周举行', 'wui6 ji5 ding3 jyu1 haa6 zau1 geoi2 hang4'],
      ['照顾弟妹', 'ziu3 gu3 dai6 mui6'],
    ],
  },
  '度 dou2 "about" after an amount of things or money': {
    examples: [
      ['嗰度有十幾間度', 'go2 dou6 jau5 sap6 gei2 gaan1 dou2'],
      ['三萬蚊度', 'saam1 maan6 man1 dou2'],
      ['买咗几多钱度', 'maai5 zo2 gei2 do1 cin2 dou2'],
    ],
    counter: [
      ['今日四十度', 'gam1 jat6 sei3 sap6 dou6'],
      ['呢個度數', 'ni1 go3 dou6 sou3'],
      ['嗰間度假屋', 'go2 gaan1 dou6 gaa3 uk1'],
    ],
  },
  '做到 dou3 "achieve"': {
    examples: [['做到最好', 'zou6 dou3 zeoi3 hou2']],
    counter: [
      ['做唔到', 'zou6 m4 dou2'],
      ['見到佢', 'gin3 dou2 keoi5'],
    ],
  },
};

describe('reading rules by class', () => {
  for (const [name, { examples, counter }] of Object.entries(READING_RULES)) {
    describe(name, () => {
      it.each(examples)('%s → %s', (text, reading) => {
        expect(hanReadings(text).join(' ')).toBe(reading);
      });
      it('is what makes the difference', () => {
        const [text, reading] = examples[0]!;
        expect(searchOnly(text!)).not.toBe(reading);
      });
      it.each(counter)('leaves %s as %s', (text, reading) => {
        expect(hanReadings(text).join(' ')).toBe(reading);
      });
    });
  }
});

describe('overrides', () => {
  it('a character override wins over the dictionary, in both scripts', () => {
    const overrides = createOverrideSet([{ text: '行', jyutping: ['hang4'] }]);
    expect(hanReadings('银行', { overrides })).toEqual(['ngan4', 'hang4']);
    expect(hanReadings('銀行', { overrides })).toEqual(['ngan4', 'hang4']);
  });

  it('a word override wins and derives the missing columns from the Jyutping', () => {
    const overrides = createOverrideSet([{ text: '銀行', jyutping: ['ngan2', 'hong2'] }]);
    const r = annotate('去银行', { overrides });
    expect(r.pinyin_hongkong.text).toBe('heoi3 ngan2 hong2');
    expect(r.pinyin_num.text).toBe('hêu3 ngen2 hong2');
    expect(r.pinyin_upper.text).toBe('hêu³ ngen² hong²');
    expect(annotate('去银行').pinyin_hongkong.text).toBe('heoi3 ngan4 hong4');
  });

  it('uses the admin Guangzhou columns when given, and derives Jyutping from them when it is missing', () => {
    const record = phoneticRecordToOverride({
      chinese_char: '佢',
      pinyin_hongkong: '',
      pinyin_num: 'kêu5',
      pinyin_upper: '',
    });
    const r = annotate('佢', { overrides: createOverrideSet([record]) });
    expect(r.pinyin_hongkong.text).toBe('keoi5');
    expect(r.pinyin_num.text).toBe('kêu5');
    expect(r.pinyin_upper.text).toBe('kêu⁵');
  });

  it('rejects bad records with a reason and keeps the good ones', () => {
    const set = createOverrideSet([
      { text: '行长', jyutping: ['hong4'] },
      { text: '好', jyutping: ['hou9'] },
      { text: 'abc', jyutping: ['hou2'] },
      { text: '好', jyutping: ['hou3'] },
    ]);
    expect(set.rejected.map((r) => r.text)).toEqual(['行长', '好', 'abc']);
    expect(set.rejected.every((r) => r.reason.length > 0)).toBe(true);
    expect(hanReadings('好', { overrides: set })).toEqual(['hou3']);
  });
});
