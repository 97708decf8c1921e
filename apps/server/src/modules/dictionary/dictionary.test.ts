import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARY_MAX_CHARS, MSG, type DictionaryEntry } from '@yuexue/contract';
import { createTestApp, freshIp, type TestApp } from '../../../test/app.js';
import { phoneticRecords, translationRecords } from '../../db/schema/index.js';
import { bumpLanguageVersion } from '../language/repo.js';

const D = MSG.dictionary;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const lookup = (q: string | undefined) =>
  t.app.inject({
    method: 'GET',
    url:
      q === undefined
        ? '/api/dictionary/lookup'
        : `/api/dictionary/lookup?q=${encodeURIComponent(q)}`,
    remoteAddress: freshIp(),
  });

async function entry(q: string): Promise<DictionaryEntry> {
  const res = await lookup(q);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: DictionaryEntry }).data;
}

describe('GET /api/dictionary/lookup', () => {
  it('lists every reading of 行 in the three systems, to a guest', async () => {
    const e = await entry('行');
    expect(e.characters).toHaveLength(1);
    const readings = e.characters[0]!.readings;
    expect(readings.map((r) => r.pinyin_hongkong)).toEqual(
      expect.arrayContaining(['hang4', 'hong4', 'haang4', 'hang6']),
    );
    expect(readings.find((r) => r.pinyin_hongkong === 'hong4')).toMatchObject({
      pinyin_num: 'hong4',
      pinyin_upper: 'hong⁴',
    });
    expect(readings.find((r) => r.pinyin_hongkong === 'hang4')).toMatchObject({
      pinyin_num: 'heng4',
      pinyin_upper: 'heng⁴',
    });
    expect(readings.filter((r) => r.in_word)).toHaveLength(1);
    expect(e.overridden).toBe(false);
  });

  it('gives example words per reading, read that way', async () => {
    const hong4 = (await entry('行')).characters[0]!.readings.find(
      (r) => r.pinyin_hongkong === 'hong4',
    )!;
    expect(hong4.examples).toContain('银行');
  });

  it('labels colloquial and literary readings and gives every reading in use 2–3 words', async () => {
    const readings = (await entry('行')).characters[0]!.readings;
    const by = (j: string) => readings.find((r) => r.pinyin_hongkong === j)!;
    expect(by('haang4').register).toBe('colloquial');
    expect(by('hang4').register).toBe('literary');
    expect(by('hong4').register).toBeNull();
    for (const r of readings)
      expect(r.examples.length, r.pinyin_hongkong).toBeGreaterThanOrEqual(2);
    expect(by('hang4').examples).toEqual(expect.arrayContaining(['进行']));
  });

  it('lists odd readings no word uses apart (银 an2, ngang2, ngang4)', async () => {
    for (const q of ['银', '銀']) {
      const c = (await entry(q)).characters[0]!;
      expect(c.readings.map((r) => r.pinyin_hongkong)).not.toEqual(expect.arrayContaining(['an2']));
      expect(c.readings.map((r) => r.pinyin_hongkong)).not.toContain('ngang4');
      expect(c.rare_readings).toEqual(expect.arrayContaining(['an2', 'ngang2', 'ngang4']));
      expect(c.readings[0]).toMatchObject({ pinyin_hongkong: 'ngan4' });
    }
  });

  it('reads words as a whole: 吃饭 sik6 faan6, 草莓 with its changed tone', async () => {
    expect((await entry('吃饭')).reading.pinyin_hongkong).toBe('sik6 faan6');
    expect((await entry('吃飯')).reading.pinyin_hongkong).toBe('sik6 faan6');
    expect((await entry('草莓')).reading.pinyin_hongkong).toBe('cou2 mui2');
    expect((await entry('银行行长')).reading.pinyin_hongkong).toBe('ngan4 hong4 hong4 zoeng2');
  });

  it('reads a word in context and marks the reading used in it', async () => {
    const e = await entry('银行');
    expect(e.reading.pinyin_hongkong).toBe('ngan4 hong4');
    expect(e.reading.pinyin_num).toBe('ngen4 hong4');
    const hang = e.characters[1]!;
    expect(hang.readings[0]).toMatchObject({ pinyin_hongkong: 'hong4', in_word: true });
  });

  it('accepts Traditional and gives both scripts', async () => {
    const e = await entry('銀行');
    expect(e).toMatchObject({ query: '銀行', simplified: '银行', traditional: '銀行' });
    expect(e.reading.pinyin_hongkong).toBe('ngan4 hong4');
  });

  it('shows the Mandarin ↔ Cantonese pairs of the translation engine, both ways', async () => {
    expect((await entry('吃饭')).equivalents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          mandarin: '吃饭',
          cantonese: '食飯',
          cantonese_simplified: '食饭',
          source: 'lexicon',
        }),
      ]),
    );
    const keoi = (await entry('佢')).equivalents.map((p) => p.mandarin);
    expect(keoi).toEqual(expect.arrayContaining(['他', '她']));
  });

  it("says when the admin's records decide a reading or a translation", async () => {
    await t.database.db.transaction(async (tx) => {
      await tx
        .insert(phoneticRecords)
        .values({ chineseChar: '粤学', pinyinHongkong: 'jyut6 hok6' });
      await tx
        .insert(translationRecords)
        .values({ originText: '老公', optimizeText: '老公仔', translateType: 'translate_input' });
      await bumpLanguageVersion(tx);
    });
    const word = await entry('粵學');
    expect(word.overridden).toBe(true);
    expect(word.reading.pinyin_hongkong).toBe('jyut6 hok6');
    expect(word.characters.every((c) => !c.overridden)).toBe(true);
    expect((await entry('老公')).equivalents[0]).toMatchObject({
      mandarin: '老公',
      cantonese: '老公仔',
      source: 'admin_input',
    });
  });

  it.each([
    ['no query', undefined, D.queryRequired],
    ['a blank query', '   ', D.queryRequired],
    ['Latin letters', 'abc', D.queryNeedsHan],
    ['a mixed query', '行a', D.queryNeedsHan],
    [
      'too many characters',
      '行'.repeat(DICTIONARY_MAX_CHARS + 1),
      D.queryTooLong(DICTIONARY_MAX_CHARS),
    ],
  ])('refuses %s with a clear message', async (_, q, message) => {
    const res = await lookup(q);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, error: message });
  });
});
