import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FAVORITE_LIMITS, MAX_TEXT_CHARS, MSG } from '@yuexue/contract';
import { freshIp } from '../../../test/app.js';
import { createUser, useContentApp } from '../../../test/content-fixtures.js';

const F = MSG.favorites;
const api = useContentApp();
const { get, post } = api;

const TRANSLATION = {
  source_text: '你在干什么',
  translated_text: '你喺度做紧乜嘢',
  favorite_type: 'translation',
  phonetic_type: 'pinyin_num',
  pinyin_num: 'néi5 hei2 dou6',
  pinyin_upper: 'néi⁵',
  pinyin_hongkong: 'nei5 hai2 dou6',
};
const PHONETIC = {
  source_text: '粤语',
  favorite_type: 'phonetic',
  phonetic_type: 'pinyin_hongkong',
  phonetic_text: 'jyut6 jyu5',
};

async function add(body: Record<string, unknown>, headers = api.cast.member.headers) {
  const res = await post('/api/favorites/add', body, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

describe('my favourites', () => {
  it('adds, lists, filters by type, loads and deletes — only my own', async () => {
    const a = await add(TRANSLATION);
    const b = await add(PHONETIC);
    const theirs = await add(TRANSLATION, api.cast.other.headers);

    const all = (await get('/api/favorites/all', api.cast.member.headers)).json().data;
    expect(all.map((f: { id: number }) => f.id)).toEqual([b.id, a.id]);
    expect(all[1]).toMatchObject({ ...TRANSLATION, phonetic_text: '' });
    const list = (await get('/api/favorites/list?size=1', api.cast.member.headers)).json();
    expect(list).toMatchObject({ total: 2, data: [{ id: b.id }] });
    expect(
      (await get('/api/favorites/list/by-type?type=phonetic', api.cast.member.headers))
        .json()
        .data.map((f: { id: number }) => f.id),
    ).toEqual([b.id]);
    expect(
      (await get('/api/favorites/list/by-type?type=translation', api.cast.member.headers))
        .json()
        .data.map((f: { id: number }) => f.id),
    ).toEqual([a.id]);
    expect((await get(`/api/favorites/load/${a.id}`, api.cast.member.headers)).json().data.id).toBe(
      a.id,
    );

    for (const [url, method] of [
      [`/api/favorites/load/${theirs.id}`, 'GET'],
      [`/api/favorites/update/${theirs.id}`, 'POST'],
      [`/api/favorites/delete/${theirs.id}`, 'POST'],
    ] as const) {
      const res = await api.t.app.inject({
        method,
        url,
        payload: method === 'POST' ? { source_text: 'x' } : undefined,
        headers: api.cast.member.headers,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe(F.notFound);
    }
    expect((await get(`/api/favorites/load/${theirs.id}`, api.cast.other.headers)).statusCode).toBe(
      200,
    );

    expect(
      (await post(`/api/favorites/delete/${a.id}`, {}, api.cast.member.headers)).json(),
    ).toMatchObject({ status: true, message: F.deleted });
    expect((await get(`/api/favorites/load/${a.id}`, api.cast.member.headers)).statusCode).toBe(
      404,
    );
  });

  it.each([
    [{ ...TRANSLATION, source_text: '  ' }, F.sourceRequired],
    [{ translated_text: 'x' }, F.sourceRequired],
    [{ ...TRANSLATION, translated_text: '' }, F.translationEmpty],
    [{ ...PHONETIC, phonetic_text: '   ' }, F.phoneticEmpty],
    [{ ...TRANSLATION, favorite_type: 'song' }, F.typeInvalid],
    [{ ...TRANSLATION, phonetic_type: 'ipa' }, F.phoneticTypeInvalid],
    [
      { ...TRANSLATION, source_text: 'x'.repeat(MAX_TEXT_CHARS + 1) },
      F.textTooLong(MAX_TEXT_CHARS),
    ],
    [
      { ...TRANSLATION, translated_text: '粤'.repeat(FAVORITE_LIMITS.translated + 1) },
      F.textTooLong(FAVORITE_LIMITS.translated),
    ],
    [
      {
        ...PHONETIC,
        phonetic_text: 'jyut6 '.repeat(Math.ceil(FAVORITE_LIMITS.phonetic / 6)) + 'x',
      },
      F.textTooLong(FAVORITE_LIMITS.phonetic),
    ],
    [
      { ...TRANSLATION, pinyin_upper: 'a'.repeat(FAVORITE_LIMITS.phonetic + 1) },
      F.textTooLong(FAVORITE_LIMITS.phonetic),
    ],
  ])('refuses %#', async (body, message) => {
    const res = await post('/api/favorites/add', body, api.cast.member.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('holds what the translate tool accepts: its character limit counts 𠮷 as one character', async () => {
    expect(FAVORITE_LIMITS.text).toBe(MAX_TEXT_CHARS);
    const source = '𠮷'.repeat(MAX_TEXT_CHARS);
    const f = await add({ ...PHONETIC, source_text: source });
    expect(
      (await get(`/api/favorites/load/${f.id}`, api.cast.member.headers)).json().data.source_text,
    ).toBe(source);
    const res = await post(
      `/api/favorites/update/${f.id}`,
      { source_text: `${source}𠮷` },
      api.cast.member.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(F.textTooLong(MAX_TEXT_CHARS));
    await post(`/api/favorites/delete/${f.id}`, {}, api.cast.member.headers);
  });

  it('updates texts and the phonetic type, keeping the rules of its type', async () => {
    const f = await add({ ...PHONETIC, source_text: '粤语声调' });
    const res = await post(
      `/api/favorites/update/${f.id}`,
      { phonetic_text: 'jyut6', phonetic_type: 'pinyin_num' },
      api.cast.member.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      phonetic_text: 'jyut6',
      phonetic_type: 'pinyin_num',
      favorite_type: 'phonetic',
      source_text: '粤语声调',
    });
    const emptied = await post(
      `/api/favorites/update/${f.id}`,
      { phonetic_text: '' },
      api.cast.member.headers,
    );
    expect(emptied.json().error).toBe(F.phoneticEmpty);
    expect(
      (await post(`/api/favorites/update/${f.id}`, {}, api.cast.member.headers)).json().error,
    ).toBe(F.nothingToUpdate);
    expect(
      (
        await post(
          `/api/favorites/update/${f.id}`,
          { favorite_type: 'translation' },
          api.cast.member.headers,
        )
      ).json().error,
    ).toBe(F.nothingToUpdate);
  });

  it('keeps text as typed (rendered as text by the page)', async () => {
    const f = await add({ ...TRANSLATION, source_text: '<script>alert(1)</script>' });
    expect(
      (await get(`/api/favorites/load/${f.id}`, api.cast.member.headers)).json().data.source_text,
    ).toBe('<script>alert(1)</script>');
  });

  it('needs a signed-in user on every route', async () => {
    for (const url of [
      '/api/favorites/list',
      '/api/favorites/all',
      '/api/favorites/list/by-type?type=phonetic',
      '/api/favorites/load/1',
    ])
      expect((await get(url)).statusCode, url).toBe(401);
    for (const url of ['/api/favorites/add', '/api/favorites/update/1', '/api/favorites/delete/1'])
      expect((await post(url, {})).statusCode, url).toBe(401);
  });
});

describe('favourites management (admin)', () => {
  it('lists everyone’s favourites with case-insensitive search over source, translation and username', async () => {
    await add({ ...TRANSLATION, source_text: 'Hello 世界' }, api.cast.paid.headers);
    const bySource = (
      await get(`/api/admin/favorites/list?search=hello`, api.cast.admin.headers)
    ).json();
    expect(bySource.data[0]).toMatchObject({ source_text: 'Hello 世界', username: 'c_paid' });
    const byUser = (
      await get(`/api/admin/favorites/list?search=C_PAID`, api.cast.admin.headers)
    ).json();
    expect(byUser.total).toBeGreaterThanOrEqual(1);
    expect(byUser.data.every((f: { username: string }) => f.username === 'c_paid')).toBe(true);
    const byTranslation = (
      await get(
        `/api/admin/favorites/list?search=${encodeURIComponent('做紧')}`,
        api.cast.admin.headers,
      )
    ).json();
    expect(byTranslation.total).toBeGreaterThanOrEqual(2);
    expect(
      (await get('/api/admin/favorites/list?size=201', api.cast.admin.headers)).statusCode,
    ).toBe(400);
  });

  it('adds (as system), updates and deletes', async () => {
    const added = await post(
      '/api/admin/favorites/add',
      { source_text: '谢谢', translated_text: '多谢', pinyin_hongkong: 'do1 ze6' },
      api.cast.admin.headers,
    );
    expect(added.statusCode, added.body).toBe(201);
    const f = added.json().data;
    expect(f).toMatchObject({
      user_id: null,
      username: null,
      source_text: '谢谢',
      pinyin_hongkong: 'do1 ze6',
      pinyin_num: '',
    });
    const updated = await post(
      `/api/admin/favorites/update/${f.id}`,
      { source_text: '谢谢你', translated_text: '多谢你' },
      api.cast.admin.headers,
    );
    expect(updated.json().data).toMatchObject({ source_text: '谢谢你', translated_text: '多谢你' });
    for (const body of [
      { source_text: '', translated_text: 'x' },
      { source_text: 'x', translated_text: '  ' },
      { translated_text: 'x' },
    ]) {
      const res = await post('/api/admin/favorites/add', body, api.cast.admin.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(F.sourceAndTranslationRequired);
    }
    expect(
      (await post(`/api/admin/favorites/delete/${f.id}`, {}, api.cast.admin.headers)).statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/admin/favorites/delete/${f.id}`, {}, api.cast.admin.headers)).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          `/api/admin/favorites/update/${f.id}`,
          { source_text: 'a', translated_text: 'b' },
          api.cast.admin.headers,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('is for admins only: guest 401, member and creator 403', async () => {
    const routes = [
      ['GET', '/api/admin/favorites/list'],
      ['POST', '/api/admin/favorites/add'],
      ['POST', '/api/admin/favorites/update/1'],
      ['POST', '/api/admin/favorites/delete/1'],
    ] as const;
    for (const [method, url] of routes) {
      expect(
        (await api.t.app.inject({ method, url, payload: {}, remoteAddress: freshIp() })).statusCode,
        url,
      ).toBe(401);
      for (const who of [api.cast.member, api.cast.creator]) {
        expect(
          (
            await api.t.app.inject({
              method,
              url,
              payload: {},
              headers: who.headers,
              remoteAddress: freshIp(),
            })
          ).statusCode,
          url,
        ).toBe(403);
      }
    }
  });
});

describe('saving the same thing twice', () => {
  it('keeps one favourite: a repeat returns it with a message, even when many arrive at once', async () => {
    const body = { ...PHONETIC, source_text: '多谢你', phonetic_text: 'do1 ze6 nei5' };
    const first = await add(body, api.cast.paid.headers);
    const again = await post('/api/favorites/add', body, api.cast.paid.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      status: true,
      data: { id: first.id },
      message: F.alreadyFavorited,
    });
    // Another reading system of the same text is a favourite of its own.
    expect(
      (
        await post(
          '/api/favorites/add',
          { ...body, phonetic_type: 'pinyin_num' },
          api.cast.paid.headers,
        )
      ).statusCode,
    ).toBe(201);

    const racing = { ...TRANSLATION, source_text: '一齐撳', translated_text: '一齐撳掣' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => post('/api/favorites/add', racing, api.cast.paid.headers)),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(29);
    const all = (await get('/api/favorites/all', api.cast.paid.headers)).json().data as Array<{
      source_text: string;
    }>;
    expect(all.filter((f) => f.source_text === '一齐撳')).toHaveLength(1);
  });
});

describe('the cap on favourites per user', () => {
  it('holds under 50 parallel adds: the last free places go to 50 racers, the rest get 400', async () => {
    const racer = await createUser(api.t, 'c_fav_racer', 'free_member');
    const free = 10;
    // Fill up to the cap less `free` straight in the database (the route would take minutes).
    await api.t.database.db.execute(
      sql`INSERT INTO favorites (user_id, source_text, translated_text, favorite_type) SELECT ${racer.id}, 'pre ' || g, 'x', 'translation' FROM generate_series(1, ${FAVORITE_LIMITS.perUser - free}) g`,
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('/api/favorites/add', { ...TRANSLATION, source_text: `race ${i}` }, racer.headers),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(free);
    const refused = answers.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(50 - free);
    expect(refused[0]!.json()).toMatchObject({
      status: false,
      error: F.limitReached(FAVORITE_LIMITS.perUser),
    });
    const list = (await get('/api/favorites/list?size=1', racer.headers)).json();
    expect(list.total).toBe(FAVORITE_LIMITS.perUser);
    // A repeat of a saved one is still answered (nothing is added), and a delete frees a place.
    expect(
      (await post('/api/favorites/add', { ...TRANSLATION, source_text: 'race 0' }, racer.headers))
        .statusCode,
    ).not.toBe(201);
    await post(`/api/favorites/delete/${list.data[0].id}`, {}, racer.headers);
    expect(
      (await post('/api/favorites/add', { ...TRANSLATION, source_text: 'one more' }, racer.headers))
        .statusCode,
    ).toBe(201);
  });

  it('streams the unpaged lists in batches: every row once, newest first, no giant string', async () => {
    const reader = await createUser(api.t, 'c_fav_reader', 'free_member');
    const n = FAVORITE_LIMITS.streamBatch * 2 + 3;
    // Same created_at for all (one statement): the order falls back to the id, across batch edges.
    await api.t.database.db.execute(
      sql`INSERT INTO favorites (user_id, source_text, favorite_type, phonetic_text) SELECT ${reader.id}, 'row ' || g, 'phonetic', 'x' FROM generate_series(1, ${n}) g`,
    );
    await add({ ...TRANSLATION, source_text: 'newest' }, reader.headers);
    const all = await get('/api/favorites/all', reader.headers);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('application/json');
    expect(all.headers['content-length']).toBeUndefined();
    const rows = all.json().data as Array<{ id: number; source_text: string }>;
    expect(rows).toHaveLength(n + 1);
    expect(rows[0]!.source_text).toBe('newest');
    const ids = rows.slice(1).map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byType = (await get('/api/favorites/list/by-type?type=phonetic', reader.headers)).json();
    expect(byType.status).toBe(true);
    expect(byType.data).toHaveLength(n);
    expect(
      (await get('/api/favorites/list/by-type?type=translation', reader.headers))
        .json()
        .data.map((f: { source_text: string }) => f.source_text),
    ).toEqual(['newest']);
  });
});
