import { describe, expect, it } from 'vitest';
import { hanReadings } from '../src/index.js';
import { buildLexicon, builtInLexicon } from '../src/reading/lexicon/index.js';
import { readWord } from '../src/reading/segment.js';

// Simplified writes one character for several Traditional ones (干 乾/幹, 台 臺/檯, 郁 郁/鬱, 吓 嚇,
// 挨 挨/捱, 系 係/繫, 面 面/麵…). The word decides which one is meant, so Simplified text must read a
// word as its Traditional form does.
const read = (text: string) => hanReadings(text).join(' ');

describe('Simplified words read as their Traditional form', () => {
  it.each([
    ['树干好粗', '樹幹好粗', 'syu6 gon3 hou2 cou1'],
    ['公干', '公幹', 'gung1 gon3'],
    ['恐吓人', '恐嚇人', 'hung2 haak3 jan4'],
    ['抑郁症', '抑鬱症', 'jik1 wat1 zing3'],
    ['食公仔面', '食公仔麵', 'sik6 gung1 zai2 min6'],
  ])('%s like %s → %s', (simplified, traditional, reading) => {
    expect(read(traditional)).toBe(reading);
    expect(read(simplified)).toBe(reading);
  });

  it('needs the words taken from rime-cantonese for it (树干 is read 干 gon1 "dry" without them)', () => {
    const without = buildLexicon({ simplifiedWords: false });
    const searched = (text: string) =>
      readWord(without, text)!
        .map((s) => s.jyutping)
        .join(' ');
    expect(searched('树干')).toBe('syu6 gon1');
    expect(searched('抑郁症')).toBe('jik1 juk1 zing3');
  });

  it.each([
    ['干净', 'gon1 zeng6'],
    ['干部', 'gon3 bou6'],
    ['头发', 'tau4 faat3'],
    ['打个八折', 'daa2 go3 baat3 zit3'],
  ])('leaves %s as %s', (text, reading) => {
    expect(read(text)).toBe(reading);
  });
});

describe('OpenCC phrases that tell the reading nothing are not words', () => {
  it('系上 (繫上) reads as its characters do, so 系 "is" before 上庭 keeps 上庭 whole', () => {
    expect(builtInLexicon().get('系上')).toBeNull();
    expect(read('佢系上庭做证人')).toBe('keoi5 hai6 soeng5 ting4 zou6 zing3 jan4');
    expect(read('佢係上庭做證人')).toBe('keoi5 hai6 soeng5 ting4 zou6 zing3 jan4');
  });

  it('keeps a phrase whose Traditional form reads otherwise (一只 → 一隻 zek3)', () => {
    expect(builtInLexicon().get('一只')).not.toBeNull();
    expect(read('一只狗')).toBe('jat1 zek3 gau2');
  });
});

describe('挨 ngaai4 "endure" (捱) in Simplified text where it ends the phrase', () => {
  it.each([
    ['份工咁辛苦点挨', 'fan6 gung1 gam3 san1 fu2 dim2 ngaai4'],
    ['份工咁辛苦点挨啊', 'fan6 gung1 gam3 san1 fu2 dim2 ngaai4 aa3'],
    ['仲有排挨', 'zung6 jau5 paai4 ngaai4'],
    ['佢挨批评', 'keoi5 ngaai4 pai1 ping4'],
  ])('%s → %s', (text, reading) => {
    expect(read(text)).toBe(reading);
  });

  it('is what makes the difference', () => {
    const searched = readWord(builtInLexicon(), '份工咁辛苦点挨')!.map((s) => s.jyutping);
    expect(searched.at(-1)).toBe('aai1');
  });

  it.each([
    ['你挨住我', 'nei5 aai1 zyu6 ngo5'],
    ['唔好挨墙', 'm4 hou2 aai1 coeng4'],
    // Traditional writes "endure" 捱, so 挨 there is "lean".
    ['份工咁辛苦點挨', 'fan6 gung1 gam3 san1 fu2 dim2 aai1'],
  ])('leaves %s as %s', (text, reading) => {
    expect(read(text)).toBe(reading);
  });
});

describe('好 + 奇X "very strange" is not 好奇 "curious"', () => {
  it.each([
    ['我覺得好奇怪', 'ngo5 gok3 dak1 hou2 kei4 gwaai3'],
    ['呢個設計好奇特', 'ni1 go3 cit3 gai3 hou2 kei4 dak6'],
    ['我好好奇', 'ngo5 hou2 hou3 kei4'],
    ['好奇心', 'hou3 kei4 sam1'],
  ])('%s → %s', (text, reading) => {
    expect(read(text)).toBe(reading);
  });
});
