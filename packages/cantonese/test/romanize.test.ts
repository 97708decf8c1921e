import { describe, expect, it } from 'vitest';
import {
  guangzhouToJyutping,
  isValidJyutping,
  jyutpingToGuangzhou,
  JYUTPING_FINALS,
  JYUTPING_INITIALS,
} from '../src/romanize/index.js';

// Every Jyutping initial, shown with a final it combines with, and its Guangzhou spelling.
const INITIALS: Record<string, [string, string]> = {
  b: ['baa1', 'ba1'],
  p: ['paa1', 'pa1'],
  m: ['maa1', 'ma1'],
  f: ['faa1', 'fa1'],
  d: ['daa1', 'da1'],
  t: ['taa1', 'ta1'],
  n: ['naa1', 'na1'],
  l: ['laa1', 'la1'],
  g: ['gaa1', 'ga1'],
  k: ['kaa1', 'ka1'],
  ng: ['ngaa1', 'nga1'],
  h: ['haa1', 'ha1'],
  gw: ['gwaa1', 'gua1'],
  kw: ['kwaa1', 'kua1'],
  w: ['waa1', 'wa1'],
  z: ['zaa1', 'za1'],
  c: ['caa1', 'ca1'],
  s: ['saa1', 'sa1'],
  j: ['jaa1', 'ya1'],
};

// Every final after h (or alone), with its Guangzhou spelling.
const FINALS: Record<string, string> = {
  aa: 'a',
  aai: 'ai',
  aau: 'ao',
  aam: 'am',
  aan: 'an',
  aang: 'ang',
  aap: 'ab',
  aat: 'ad',
  aak: 'ag',
  ai: 'ei',
  au: 'eo',
  am: 'em',
  an: 'en',
  ang: 'eng',
  ap: 'eb',
  at: 'ed',
  ak: 'eg',
  e: 'é',
  ei: 'éi',
  eu: 'éu',
  em: 'ém',
  en: 'én',
  eng: 'éng',
  ep: 'éb',
  et: 'éd',
  ek: 'ég',
  i: 'i',
  iu: 'iu',
  im: 'im',
  in: 'in',
  ing: 'ing',
  ip: 'ib',
  it: 'id',
  ik: 'ig',
  o: 'o',
  oi: 'oi',
  ou: 'ou',
  on: 'on',
  ong: 'ong',
  ot: 'od',
  ok: 'og',
  u: 'u',
  ui: 'ui',
  un: 'un',
  ung: 'ung',
  ut: 'ud',
  uk: 'ug',
  oe: 'ê',
  oen: 'ên',
  oeng: 'êng',
  oet: 'êd',
  oek: 'êg',
  eoi: 'êu',
  eon: 'ên',
  eot: 'êd',
  yu: 'ü',
  yun: 'ün',
  yut: 'üd',
  m: 'm',
  ng: 'ng',
};

describe('Jyutping → Guangzhou romanisation', () => {
  it('covers every initial', () => {
    expect(Object.keys(INITIALS).sort()).toEqual([...JYUTPING_INITIALS].sort());
    for (const [jyutping, guangzhou] of Object.values(INITIALS))
      expect(jyutpingToGuangzhou(jyutping)).toBe(guangzhou);
  });

  it('covers every final', () => {
    expect(Object.keys(FINALS).sort()).toEqual([...JYUTPING_FINALS].sort());
    for (const [final, guangzhou] of Object.entries(FINALS)) {
      const syllabic = final === 'm' || final === 'ng';
      expect(jyutpingToGuangzhou(`${syllabic ? '' : 'h'}${final}3`)).toBe(
        `${syllabic ? '' : 'h'}${guangzhou}3`,
      );
    }
  });

  it('palatalises z/c/s before i and yu, and writes ü as u after y, j, q, x', () => {
    expect(jyutpingToGuangzhou('zi1')).toBe('ji1');
    expect(jyutpingToGuangzhou('ci3')).toBe('qi3');
    expect(jyutpingToGuangzhou('sik6')).toBe('xig6');
    expect(jyutpingToGuangzhou('zyu1')).toBe('ju1');
    expect(jyutpingToGuangzhou('cyun4')).toBe('qun4');
    expect(jyutpingToGuangzhou('syut3')).toBe('xud3');
    expect(jyutpingToGuangzhou('jyut6')).toBe('yud6');
    expect(jyutpingToGuangzhou('dyun1')).toBe('dün1');
    expect(jyutpingToGuangzhou('zoeng2')).toBe('zêng2');
    expect(jyutpingToGuangzhou('zaa1')).toBe('za1');
  });

  it('matches the ARCHITECTURE.md examples', () => {
    const examples: Record<string, [string, string]> = {
      三: ['saam1', 'sam1'],
      心: ['sam1', 'sem1'],
      去: ['heoi3', 'hêu3'],
      书: ['syu1', 'xu1'],
      鱼: ['jyu4', 'yu4'],
      食: ['sik6', 'xig6'],
      国: ['gwok3', 'guog3'],
      一: ['jat1', 'yed1'],
    };
    for (const [jyutping, guangzhou] of Object.values(examples))
      expect(jyutpingToGuangzhou(jyutping)).toBe(guangzhou);
    expect(['nei5', 'hou2'].map((s) => jyutpingToGuangzhou(s)).join(' ')).toBe('néi5 hou2');
    expect(['nei5', 'hou2'].map((s) => jyutpingToGuangzhou(s, true)).join(' ')).toBe('néi⁵ hou²');
  });

  it('writes every tone as a superscript digit', () => {
    expect([1, 2, 3, 4, 5, 6].map((t) => jyutpingToGuangzhou(`si${t}`, true))).toEqual([
      'xi¹',
      'xi²',
      'xi³',
      'xi⁴',
      'xi⁵',
      'xi⁶',
    ]);
  });

  it('round-trips Guangzhou back to Jyutping', () => {
    for (const s of [
      'nei5',
      'hou2',
      'heoi3',
      'syu1',
      'jyu4',
      'sik6',
      'gwok3',
      'jat1',
      'zoeng2',
      'm4',
      'ng5',
      'aa3',
      'kwaang1',
    ]) {
      expect(guangzhouToJyutping(jyutpingToGuangzhou(s))).toBe(s);
      expect(guangzhouToJyutping(jyutpingToGuangzhou(s, true))).toBe(s);
    }
    expect(guangzhouToJyutping('xyz9')).toBeNull();
  });
});

describe('isValidJyutping', () => {
  it('accepts syllables of the chart', () => {
    for (const s of [
      'nei5',
      'hou2',
      'm4',
      'ng5',
      'hm6',
      'aa3',
      'ngaa4',
      'gwok3',
      'kwaang1',
      'jyut6',
      'deu6',
      'soeng1',
    ])
      expect(isValidJyutping(s)).toBe(true);
  });
  it('rejects malformed input', () => {
    for (const s of [
      '',
      'nei',
      'nei7',
      'nei0',
      'xi1',
      'qu1',
      'NEI5',
      'nei5 ',
      'hou22',
      'zh1',
      '好',
    ])
      expect(isValidJyutping(s)).toBe(false);
  });
});
