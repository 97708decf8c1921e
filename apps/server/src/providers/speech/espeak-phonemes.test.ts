import { afterAll, describe, expect, it } from 'vitest';
import { annotate, createOverrideSet } from '@yuexue/cantonese';
import type { EspeakEngine } from './espeak-engine.js';
import {
  ESPEAK_MAX_CLAUSE,
  espeakClauses,
  espeakPhonemeInput,
  espeakToJyutping,
  jyutpingToEspeak,
  parseEspeakTrace,
} from './espeak-phonemes.js';
import { availableEngines } from './test/engines.js';
import { recordedSyllables, SAMPLE_SYLLABLES } from './test/syllables.js';
import { syllablesOf } from './types.js';

/** Syllabic m has no toned phoneme in espeak: it is read with the syllabic nasal ng. */
const asSpoken = (s: string) => s.replace(/^(h?)m([1-6])$/, '$1ng$2');

describe('Jyutping → espeak yue phonemes', () => {
  it('writes the notation of espeak’s own dictionary', () => {
    // Expected values are what `espeak-ng -v yue -x` prints for 你 好 人 國 誇 香 月 五 吳 牛 色 錫.
    expect(
      [
        'nei5',
        'hou2',
        'jan4',
        'gwok3',
        'kwaa1',
        'hoeng1',
        'jyut6',
        'ng5',
        'ng4',
        'ngau4',
        'sik1',
        'sek3',
      ].map(jyutpingToEspeak),
    ).toEqual([
      'nei5',
      'hou2',
      'ja4n',
      'gwo3k',
      'kwaa1',
      'hoeng1',
      'jyu6t',
      'ng5',
      'ng4',
      'Nau4',
      'si1k',
      'se3k',
    ]);
  });

  it('round-trips every final and initial', () => {
    const all = [...SAMPLE_SYLLABLES, ...recordedSyllables()];
    expect(all.map((s) => espeakToJyutping(jyutpingToEspeak(s)))).toEqual(all.map(asSpoken));
  });

  it('rejects what is not Jyutping', () => {
    for (const bad of ['nei', 'hou7', 'xyz1', '', 'ni3hao3'])
      expect(() => jyutpingToEspeak(bad)).toThrow(/Jyutping/);
  });

  it('cuts clauses at punctuation and after ESPEAK_MAX_CLAUSE syllables', () => {
    const clauses = espeakClauses([
      { character: '「', phonetic: '' },
      { character: '你', phonetic: 'nei5' },
      { character: '，', phonetic: '' },
      { character: '！', phonetic: '' },
      { character: '2', phonetic: 'ji6' },
      { character: 'OK', phonetic: '' },
      { character: '。', phonetic: '' },
    ]);
    expect(clauses).toEqual([['nei5'], ['ji6']]);
    const long = espeakClauses([
      { character: '0'.repeat(100), phonetic: Array(100).fill('ling4').join(' ') },
    ]);
    expect(long.map((c) => c.length)).toEqual([
      ESPEAK_MAX_CLAUSE,
      ESPEAK_MAX_CLAUSE,
      100 - 2 * ESPEAK_MAX_CLAUSE,
    ]);
    expect(espeakPhonemeInput([['nei5', 'hou2'], ['ji6']])).toBe('[[nei5 hou2]], [[ji6]]');
  });
});

describe('the phonemes espeak speaks equal the readings the page shows', async () => {
  const engines = await availableEngines();
  afterAll(() => Promise.all(engines.map((e) => e.close())));

  const spoken = async (engine: EspeakEngine, clauses: string[][]) =>
    parseEspeakTrace(
      await engine.trace({ input: espeakPhonemeInput(clauses), voice: 'yue+yuexue-wide' }),
    ).map(espeakToJyutping);

  describe.each(engines.map((e) => [e.kind, e] as const))('espeak-ng %s', (_kind, engine) => {
    it('for sentences with polyphones, numbers and punctuation', async () => {
      for (const text of [
        '银行行长说：多少钱？',
        '我哋2024年去咗香港，佢唔知。',
        '长城好长，重新再重来。',
      ]) {
        const segments = annotate(text).pinyin_hongkong.segments;
        const shown = syllablesOf(segments);
        expect(shown.length).toBeGreaterThan(4);
        expect(await spoken(engine, espeakClauses(segments))).toEqual(shown.map(asSpoken));
      }
    });

    it('for sentences with an admin override', async () => {
      const overrides = createOverrideSet([{ text: '行长', jyutping: ['haang4', 'coeng4'] }]);
      const segments = annotate('银行行长来了', { overrides }).pinyin_hongkong.segments;
      const shown = syllablesOf(segments);
      expect(shown.slice(2, 4)).toEqual(['haang4', 'coeng4']);
      expect(await spoken(engine, espeakClauses(segments))).toEqual(shown);
    });

    it('for every syllable of Cantonese', async () => {
      const all = [...new Set([...SAMPLE_SYLLABLES, ...recordedSyllables()])];
      const segments = all.map((s) => ({ character: '字', phonetic: s }));
      expect(await spoken(engine, espeakClauses(segments))).toEqual(all.map(asSpoken));
    });
  });
});
