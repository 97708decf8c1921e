import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yuexue/contract';
import { createTestApp, freshIp, ADMIN, type TestApp } from '../../../test/app.js';

const M = MSG.database;

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN.username, ADMIN.password);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin,
) => t.app.inject({ method, url, payload, headers, remoteAddress: freshIp() });

async function phonetics(text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/phonetics',
    payload: { text },
    remoteAddress: freshIp(),
    headers: admin,
  });
  expect(res.statusCode).toBe(200);
  return res.json().phonetic_results.pinyin_hongkong.segments as {
    character: string;
    phonetic: string;
  }[];
}

describe('translation records (back-office §7 Database)', () => {
  it('adds, lists by type with search and page size, updates and deletes, recording the creating admin', async () => {
    const add = await call('POST', '/api/translation/add', {
      origin_text: ' 打车 ',
      optimize_text: '打的',
      translate_type: 'translate_input',
    });
    expect(add.statusCode).toBe(200);
    const record = add.json().data;
    expect(record).toMatchObject({
      origin_text: '打车',
      optimize_text: '打的',
      translate_type: 'translate_input',
      username: ADMIN.username,
    });
    await call('POST', '/api/translation/add', {
      origin_text: '系',
      optimize_text: '係',
      translate_type: 'translate_output',
    });

    const inputOnly = (
      await call('GET', '/api/translation/paginated?translate_type=translate_input')
    ).json();
    expect(inputOnly.total).toBe(1);
    expect(inputOnly.data[0].id).toBe(record.id);
    const searched = (await call('GET', '/api/translation/paginated?search=%E4%BF%82')).json(); // 係
    expect(searched.data.map((r: { origin_text: string }) => r.origin_text)).toEqual(['系']);
    const literalPercent = (await call('GET', '/api/translation/paginated?search=%25')).json();
    expect(literalPercent.total).toBe(0);

    const upd = await call('POST', '/api/translation/update', {
      id: record.id,
      origin_text: '打车',
      optimize_text: '截的士',
      translate_type: 'translate_input',
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ optimize_text: '截的士', username: ADMIN.username });

    const wrongType = await call(
      'POST',
      `/api/translation/delete/${record.id}?translate_type=translate_output`,
    );
    expect(wrongType.statusCode).toBe(404);
    expect(wrongType.json().error).toBe(M.recordNotFound);
    const del = await call(
      'POST',
      `/api/translation/delete/${record.id}?translate_type=translate_input`,
    );
    expect(del.statusCode).toBe(200);
    expect(
      (await call('GET', '/api/translation/paginated?translate_type=translate_input')).json().total,
    ).toBe(0);
  });

  it('pages with the spec sizes only (10, 20, 50, 100; default 10)', async () => {
    for (let i = 0; i < 12; i += 1)
      await call('POST', '/api/translation/add', {
        origin_text: `分页${i}`,
        optimize_text: `x${i}`,
        translate_type: 'translate_output',
      });
    const first = (
      await call('GET', '/api/translation/paginated?search=%E5%88%86%E9%A1%B5')
    ).json();
    expect(first.data).toHaveLength(10);
    expect(first.total).toBe(12);
    const second = (
      await call('GET', '/api/translation/paginated?search=%E5%88%86%E9%A1%B5&page=2')
    ).json();
    expect(second.data).toHaveLength(2);
    expect(
      (await call('GET', '/api/translation/paginated?size=20&search=%E5%88%86%E9%A1%B5')).json()
        .data,
    ).toHaveLength(12);
    const bad = await call('GET', '/api/translation/paginated?size=15');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(M.pageSizeInvalid);
  });

  it.each([
    [{ origin_text: '', optimize_text: 'x', translate_type: 'translate_input' }, M.originRequired],
    [
      { origin_text: '   ', optimize_text: 'x', translate_type: 'translate_input' },
      M.originRequired,
    ],
    [{ optimize_text: 'x', translate_type: 'translate_input' }, M.originRequired],
    [
      { origin_text: 'x', optimize_text: ' ', translate_type: 'translate_input' },
      M.optimizeRequired,
    ],
    [
      { origin_text: 'x'.repeat(501), optimize_text: 'x', translate_type: 'translate_input' },
      M.originTooLong,
    ],
    [
      { origin_text: 'x', optimize_text: 'y'.repeat(2001), translate_type: 'translate_input' },
      M.optimizeTooLong,
    ],
    [{ origin_text: 'x', optimize_text: 'y', translate_type: 'other' }, M.translateTypeRequired],
  ])('refuses %j with its message', async (body, message) => {
    const res = await call('POST', '/api/translation/add', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, error: message });
  });

  it('refuses a second record with the same type and original text, on add and on update', async () => {
    const a = (
      await call('POST', '/api/translation/add', {
        origin_text: '重复',
        optimize_text: 'a',
        translate_type: 'translate_input',
      })
    ).json().data;
    const dup = await call('POST', '/api/translation/add', {
      origin_text: '重复',
      optimize_text: 'b',
      translate_type: 'translate_input',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(M.translationExists(a.id));
    const otherType = await call('POST', '/api/translation/add', {
      origin_text: '重复',
      optimize_text: 'b',
      translate_type: 'translate_output',
    });
    expect(otherType.statusCode).toBe(200);
    const b = (
      await call('POST', '/api/translation/add', {
        origin_text: '另一个',
        optimize_text: 'c',
        translate_type: 'translate_input',
      })
    ).json().data;
    const rename = await call('POST', '/api/translation/update', {
      id: b.id,
      origin_text: '重复',
      optimize_text: 'c',
      translate_type: 'translate_input',
    });
    expect(rename.statusCode).toBe(409);
    const missing = await call('POST', '/api/translation/update', {
      id: 999999,
      origin_text: 'q',
      optimize_text: 'c',
      translate_type: 'translate_input',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const guest = await t.app.inject({
      method: 'GET',
      url: '/api/translation/paginated',
      remoteAddress: freshIp(),
    });
    expect(guest.statusCode).toBe(401);
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/phonetics/add',
      payload: { chinese_char: '好', pinyin_hongkong: 'hou2' },
      remoteAddress: freshIp(),
    });
    expect(reg.statusCode).toBe(401);
  });
});

describe('phonetic records', () => {
  it('derives the Guangzhou columns from Jyutping, and Jyutping from a Guangzhou column', async () => {
    const fromJyutping = await call('POST', '/api/phonetics/add', {
      chinese_char: '银行',
      pinyin_hongkong: 'NGAN4  hong4',
    });
    expect(fromJyutping.statusCode).toBe(200);
    expect(fromJyutping.json().data).toMatchObject({
      chinese_char: '银行',
      pinyin_hongkong: 'ngan4 hong4',
      pinyin_num: 'ngen4 hong4',
      pinyin_upper: 'ngen⁴ hong⁴',
      username: ADMIN.username,
    });
    const fromGuangzhou = await call('POST', '/api/phonetics/add', {
      chinese_char: '书',
      pinyin_num: 'xu1',
    });
    expect(fromGuangzhou.json().data).toMatchObject({
      pinyin_hongkong: 'syu1',
      pinyin_num: 'xu1',
      pinyin_upper: 'xu¹',
    });
    const fromSuperscript = await call('POST', '/api/phonetics/add', {
      chinese_char: '去',
      pinyin_upper: 'hêu³',
      pinyin_hongkong: '',
      pinyin_num: null,
    });
    expect(fromSuperscript.json().data).toMatchObject({
      pinyin_hongkong: 'heoi3',
      pinyin_num: 'hêu3',
    });
  });

  it.each([
    [{ chinese_char: '' }, M.charRequired],
    [{ chinese_char: '好', pinyin_hongkong: '' }, M.readingRequired],
    [{ chinese_char: 'ab', pinyin_hongkong: 'hou2 hou2' }, M.charOnlyHan],
    [{ chinese_char: '你 好', pinyin_hongkong: 'nei5 hou2' }, M.charOnlyHan],
    [{ chinese_char: '你好', pinyin_hongkong: 'nei5' }, M.syllableCount('粤拼', 1, 2)],
    [{ chinese_char: '你好', pinyin_hongkong: 'nei5 hoo2' }, M.invalidJyutping('hoo2')],
    [{ chinese_char: '你好', pinyin_hongkong: 'nei5 hou7' }, M.invalidJyutping('hou7')],
    [{ chinese_char: '好', pinyin_num: 'hoa3' }, M.invalidGuangzhou('广州话拼音', 'hoa3')],
    [
      { chinese_char: '好', pinyin_hongkong: 'hou2', pinyin_num: 'hou3' },
      M.inconsistent('广州话拼音', 1, 'hou3', 'hou2'),
    ],
    [
      {
        chinese_char: '好',
        pinyin_hongkong: 'hou2',
        pinyin_upper: 'hou²',
        pinyin_num: 'hou2 hou2',
      },
      M.syllableCount('广州话拼音', 2, 1),
    ],
    [{ chinese_char: '字'.repeat(33), pinyin_hongkong: 'zi6' }, M.charTooLong],
    [{ chinese_char: '⻌', pinyin_hongkong: 'coek3' }, '读音记录必须包含至少一个汉字'],
  ])('refuses %j with its message', async (body, message) => {
    const res = await call('POST', '/api/phonetics/add', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('lists, searches by character or reading, updates, refuses duplicates and deletes', async () => {
    const rec = (
      await call('POST', '/api/phonetics/add', {
        chinese_char: '行长',
        pinyin_hongkong: 'hong4 zoeng2',
      })
    ).json().data;
    const dup = await call('POST', '/api/phonetics/add', {
      chinese_char: '行长',
      pinyin_hongkong: 'hang4 zoeng2',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(M.phoneticExists(rec.id));
    const byReading = (await call('GET', '/api/phonetics/paginated?search=zoeng2')).json();
    expect(byReading.data.map((r: { id: number }) => r.id)).toContain(rec.id);
    const upd = await call('POST', '/api/phonetics/update', {
      id: rec.id,
      chinese_char: '行长',
      pinyin_hongkong: 'hong4 zoeng2',
      pinyin_num: 'hong4 zêng2',
    });
    expect(upd.statusCode).toBe(200);
    const del = await call('POST', `/api/phonetics/delete/${rec.id}`);
    expect(del.statusCode).toBe(200);
    expect((await call('POST', `/api/phonetics/delete/${rec.id}`)).statusCode).toBe(404);
  });

  it('changes how POST /api/phonetics reads a word on the very next request, and back after delete', async () => {
    const before = await phonetics('我去银座');
    expect(before.map((s) => s.phonetic)).not.toContain('zyu6');
    const rec = (
      await call('POST', '/api/phonetics/add', {
        chinese_char: '银座',
        pinyin_hongkong: 'ngan4 zyu6',
      })
    ).json().data;
    const after = await phonetics('我去银座');
    expect(after.slice(2).map((s) => s.phonetic)).toEqual(['ngan4', 'zyu6']);
    await call('POST', `/api/phonetics/delete/${rec.id}`);
    expect((await phonetics('我去银座')).map((s) => s.phonetic)).toEqual(
      before.map((s) => s.phonetic),
    );
  });
});
