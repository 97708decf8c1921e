import { describe, expect, it } from 'vitest';
import { annotate, createOverrideSet, createTranslationTables, translate } from '@yuexue/cantonese';
import { phoneticsJson, translateJson } from './reading-json.js';

const TEXTS = [
  '我们明天早上九点在地铁站门口见面，然后一起去茶楼饮茶吃点心，你觉得怎么样？如果下雨的话就改到后天吧。',
  '银行 abc，１２３！',
  '𠮶个嘢几钱？2024年买了3.5公斤',
  '😀你好\uF900\u2F08',
  'a"b\\c\n\u0001\u2028你\uD800好',
  '',
  '银行行长',
  // Longer than the writer's first buffer: it grows, and the answers after it are still whole.
  '我们明天早上九点在地铁站门口见面，然后一起去茶楼饮茶吃点心。'.repeat(120),
  '银行行长',
];

const USAGE = {
  role: 'guest',
  used: 3,
  limit: 10,
  chars_limit: 200,
  chars_used: 42,
  daily_chars_limit: -1,
};

describe('reading JSON', () => {
  it('writes exactly what JSON.stringify writes, answer after answer, with and without admin records', () => {
    const overrides = createOverrideSet([
      { text: '银行', jyutping: ['ngan2', 'hong2'] },
      { text: '好', jyutping: ['hou3'] },
    ]);
    const tables = createTranslationTables({ input: [], output: [] });
    for (let round = 0; round < 2; round++) {
      for (const options of [{}, { overrides }]) {
        for (const text of TEXTS) {
          const r = annotate(text, options);
          const phonetics = {
            status: true as const,
            phonetic_results: {
              pinyin_num: r.pinyin_num,
              pinyin_upper: r.pinyin_upper,
              pinyin_hongkong: r.pinyin_hongkong,
            },
            candidates: r.candidates,
            usage: USAGE,
          };
          expect(phoneticsJson(phonetics).toString()).toBe(JSON.stringify(phonetics));
          const { candidates: _, ...plain } = phonetics;
          expect(phoneticsJson(plain).toString()).toBe(JSON.stringify(plain));
          const t = translate(text, { tables });
          const p = annotate(t.output, options);
          const translated = {
            status: true as const,
            optimized_output: t.output,
            phonetic_results: {
              pinyin_num: p.pinyin_num,
              pinyin_upper: p.pinyin_upper,
              pinyin_hongkong: p.pinyin_hongkong,
            },
            changes: t.changes,
            provider: 'rules' as const,
            usage: USAGE,
          };
          expect(translateJson(translated).toString()).toBe(JSON.stringify(translated));
        }
      }
    }
  });
});
