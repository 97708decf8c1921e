import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@yuexue/contract';
import { freshIp } from '../../../test/app.js';
import { useContentApp } from '../../../test/content-fixtures.js';
import { articles, roles } from '../../db/schema/index.js';
import { SEED_ARTICLES } from './seed-articles.js';

const C = MSG.content;
const api = useContentApp();
const { get, post } = api;

const LONG_BODY = Array.from(
  { length: 40 },
  (_, i) => `<p>第${i + 1}段：粤语学习的内容，一共二十个字左右。</p>`,
).join('');

async function addTag(name: string, type: 'article' | 'video' = 'article') {
  const res = await post('/api/admin/tag/add', { name, type }, api.cast.admin.headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
async function addArticle(body: Record<string, unknown>, headers = api.cast.admin.headers) {
  const res = await post(
    '/api/admin/article/add',
    { title: '测试文章', details: LONG_BODY, ...body },
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    id: number;
    details: string;
    has_copyright_notice: boolean;
    tag_ids: number[];
  };
}
const storedDetails = async (id: number) =>
  (
    await api.t.database.db
      .select({ d: articles.details })
      .from(articles)
      .where(eq(articles.id, id))
  )[0]!.d;

describe('seed content', () => {
  it('a fresh install shows the sample articles with tags', async () => {
    const res = await get('/api/article/list/paginated?size=20');
    expect(res.statusCode).toBe(200);
    const titles = res.json().data.map((a: { title: string }) => a.title);
    for (const a of SEED_ARTICLES) expect(titles).toContain(a.title);
    const tags = await get('/api/tag/list?type=article');
    expect(tags.json().data.map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining(['发音', '粤拼', '口语', '词汇']),
    );
  });
});

describe('tags', () => {
  it('adds a tag with the default colour and lists it by type', async () => {
    const id = await addTag('语法');
    const list = (await get('/api/tag/list?type=article')).json().data;
    expect(list).toContainEqual({ id, name: '语法', color: '#2E5366', type: 'article' });
    expect(
      (await get('/api/tag/list?type=video')).json().data.some((x: { id: number }) => x.id === id),
    ).toBe(false);
    expect(
      (await get('/api/admin/tag/list?type=article', api.cast.creator.headers)).json().data,
    ).toContainEqual(expect.objectContaining({ id }));
  });

  it.each([
    [{ name: '   ', type: 'article' }, C.tagNameRequired],
    [{ type: 'article' }, C.tagNameRequired],
    [{ name: '一'.repeat(21), type: 'article' }, C.tagNameTooLong],
    [{ name: 'x', type: 'book' }, C.tagTypeInvalid],
    [{ name: 'x', type: 'video', color: 'red' }, '颜色格式应为 #RRGGBB'],
    [{ name: 'x', type: 'video', color: '#12345' }, '颜色格式应为 #RRGGBB'],
  ])('refuses %j', async (body, message) => {
    const res = await post('/api/admin/tag/add', body, api.cast.admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, error: message });
  });

  it('refuses a duplicate name of the same type (any case) but allows it for the other type', async () => {
    await addTag('Jyutping');
    const dup = await post(
      '/api/admin/tag/add',
      { name: 'jyutping', type: 'article' },
      api.cast.admin.headers,
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(C.tagExists);
    await addTag('Jyutping', 'video');
  });

  it('stores a tag name as text (the page renders it as text)', async () => {
    const res = await post(
      '/api/admin/tag/add',
      { name: '<img src=x onerror=alert(1)>', type: 'article', color: '#aabbcc' },
      api.cast.admin.headers,
    );
    expect(res.statusCode).toBe(400); // longer than 20 characters
    const ok = await post(
      '/api/admin/tag/add',
      { name: '<b>x</b>', type: 'article', color: '#aabbcc' },
      api.cast.admin.headers,
    );
    expect(ok.json().data).toMatchObject({ name: '<b>x</b>', color: '#AABBCC' });
  });
});

describe('admin articles: access', () => {
  const routes: Array<[string, string, unknown?]> = [
    ['GET', '/api/admin/article/list/paginated'],
    ['GET', '/api/admin/article/load/1'],
    ['POST', '/api/admin/article/add', { title: 'x', details: '<p>x</p>' }],
    ['POST', '/api/admin/article/update', { id: 1, title: 'x', details: '<p>x</p>' }],
    ['POST', '/api/admin/article/delete/999999'],
    ['GET', '/api/admin/tag/list'],
    ['POST', '/api/admin/tag/add', { name: 'x', type: 'article' }],
  ];
  it.each(routes)('%s %s: guest 401, member 403', async (method, url, payload) => {
    const guest = await api.t.app.inject({
      method: method as 'GET',
      url,
      payload: payload as object,
      remoteAddress: freshIp(),
    });
    expect(guest.statusCode).toBe(401);
    const member = await api.t.app.inject({
      method: method as 'GET',
      url,
      payload: payload as object,
      headers: api.cast.member.headers,
      remoteAddress: freshIp(),
    });
    expect(member.statusCode).toBe(403);
    expect(member.json().error).toBe(MSG.common.noAdminPermission);
  });

  it('lets a creator write articles', async () => {
    const a = await addArticle({ title: '创作者的文章' }, api.cast.creator.headers);
    const list = await get(
      '/api/admin/article/list/paginated?search=创作者',
      api.cast.creator.headers,
    );
    expect(list.json().data.map((x: { id: number }) => x.id)).toContain(a.id);
  });
});

describe('admin articles: validation (back-office §5)', () => {
  it.each([
    [{ details: '<p>x</p>' }, C.articleTitleRequired],
    [{ title: '  ', details: '<p>x</p>' }, C.articleTitleRequired],
    [{ title: 'x' }, C.articleDetailsRequired],
    [{ title: 'x', details: '' }, C.articleDetailsRequired],
    [{ title: 'x', details: '<p></p>' }, C.articleDetailsRequired],
    [{ title: 'x', details: '<script>alert(1)</script>' }, C.articleDetailsRequired],
    [{ title: '长'.repeat(101), details: '<p>x</p>' }, C.articleTitleTooLong],
    [{ title: 'x', details: '<p>x</p>', description: '长'.repeat(501) }, C.descriptionTooLong],
    [{ title: 'x', details: '<p>x</p>', cover_url: 'javascript:alert(1)' }, C.coverUrlInvalid],
    [{ title: 'x', details: '<p>x</p>', cover_url: '//evil.example/x.png' }, C.coverUrlInvalid],
    [{ title: 'x', details: '<p>x</p>', tag_ids: [999999] }, C.tagNotFound],
    [{ title: 'x', details: '<p>x</p>', tag_ids: ['a'] }, C.tagIdsInvalid],
    [{ title: 'x', details: `<p>${'长'.repeat(200_001)}</p>` }, C.articleDetailsTooLong],
    [{ title: 'x', details: `<p>${'长'.repeat(400_000)}</p>` }, MSG.common.payloadTooLarge],
  ])('refuses %#', async (body, message) => {
    const res = await post('/api/admin/article/add', body, api.cast.admin.headers);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error).toBe(message);
  });

  it('refuses a video tag on an article', async () => {
    const videoTag = await addTag('仅视频', 'video');
    const res = await post(
      '/api/admin/article/add',
      { title: 'x', details: '<p>x</p>', tag_ids: [videoTag] },
      api.cast.admin.headers,
    );
    expect(res.json().error).toBe(C.tagNotFound);
  });

  it('answers 404 for an update or delete of a missing article', async () => {
    expect(
      (
        await post(
          '/api/admin/article/update',
          { id: 999999, title: 'x', details: '<p>x</p>' },
          api.cast.admin.headers,
        )
      ).statusCode,
    ).toBe(404);
    const del = await post('/api/admin/article/delete/999999', {}, api.cast.admin.headers);
    expect(del.statusCode).toBe(404);
    expect(del.json().error).toBe(C.articleNotFound);
  });
});

describe('admin articles: sanitising and the hidden copyright notice', () => {
  it('stores sanitised HTML with the notice on add, between a third and two thirds of the body', async () => {
    const xss = `<p>开头</p><script>alert(1)</script><img src=x onerror=alert(1)><p onclick="alert(1)">${LONG_BODY}</p><a href="javascript:alert(1)">链接</a>`;
    const a = await addArticle({
      details: xss,
      title: '<script>alert(1)</script>标题',
      description: '<img src=x onerror=alert(1)>',
    });
    const stored = await storedDetails(a.id);
    expect(stored).not.toMatch(/<script|onerror|onclick|javascript:/i);
    const div = stored.match(/<div class="yx-copyright-notice"[^>]*>[^<]*<\/div>/)!;
    expect(div).not.toBeNull();
    const ratio = div.index! / stored.replace(div[0], '').length;
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(0.75);
    expect(stored).toMatch(/\n<!-- yx-copyright: [^<>]* -->$/);
    // Titles and descriptions are plain text: stored as typed, rendered as text by the page.
    const loaded = (await get(`/api/admin/article/load/${a.id}`, api.cast.admin.headers)).json()
      .data;
    expect(loaded.title).toBe('<script>alert(1)</script>标题');
    expect(loaded.has_copyright_notice).toBe(true);
    expect(loaded.details).not.toContain('yx-copyright');
  });

  it('appends the notice to a short body', async () => {
    const a = await addArticle({ details: '<p>短</p>' });
    expect(await storedDetails(a.id)).toMatch(
      /^<p>短<\/p><div class="yx-copyright-notice"[^>]*>[^<]*<\/div>\n<!-- yx-copyright:/,
    );
  });

  it('keeps the notice on edit without adding a second one, and never takes a forged one', async () => {
    const a = await addArticle({});
    const edited = `<p>改过的开头</p>${LONG_BODY}<div class="yx-copyright-notice" data-yx-notice="1" style="display:none" aria-hidden="true">伪造的声明</div>`;
    const res = await post(
      '/api/admin/article/update',
      { id: a.id, title: '改过', details: edited },
      api.cast.admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const stored = await storedDetails(a.id);
    expect(stored.match(/yx-copyright-notice/g)).toHaveLength(1);
    expect(stored).not.toContain('伪造的声明');
    expect(stored).toContain('改过的开头');
    expect(stored.match(/<!-- yx-copyright:/g)).toHaveLength(1);
  });

  it('adds no notice when editing an article that has none', async () => {
    const a = await addArticle({});
    await api.t.database.db
      .update(articles)
      .set({ details: '<p>旧文章</p>' })
      .where(eq(articles.id, a.id));
    await post(
      '/api/admin/article/update',
      { id: a.id, title: '旧', details: LONG_BODY },
      api.cast.admin.headers,
    );
    expect(await storedDetails(a.id)).not.toContain('yx-copyright');
  });

  it('deletes an article', async () => {
    const a = await addArticle({});
    expect(
      (await post(`/api/admin/article/delete/${a.id}`, {}, api.cast.creator.headers)).statusCode,
    ).toBe(200);
    expect((await get(`/api/article/load/${a.id}`)).statusCode).toBe(404);
  });
});

describe('public articles', () => {
  let tagA: number;
  let tagB: number;
  let pinned: number;
  let plain: number;
  let tagged: number;
  beforeAll(async () => {
    tagA = await addTag('过滤甲');
    tagB = await addTag('过滤乙');
    pinned = (await addArticle({ title: '列表测试 置顶', is_pinned: true, tag_ids: [tagA] })).id;
    plain = (await addArticle({ title: '列表测试 普通', description: '百分之百_100%' })).id;
    tagged = (await addArticle({ title: '列表测试 双标签', tag_ids: [tagA, tagB] })).id;
  });

  it('pages by 6 by default, pinned first then newest', async () => {
    const res = await get('/api/article/list/paginated');
    const body = res.json();
    expect(body.data.length).toBeLessThanOrEqual(6);
    expect(body.total).toBeGreaterThan(6);
    const flags = body.data.map((a: { is_pinned: boolean }) => a.is_pinned);
    expect(flags.indexOf(false) === -1 || !flags.slice(flags.indexOf(false)).includes(true)).toBe(
      true,
    );
    expect(body.data[0]).not.toHaveProperty('details');
    const searched = (
      await get(`/api/article/list/paginated?search=${encodeURIComponent('列表测试')}`)
    ).json();
    expect(searched.data.map((a: { id: number }) => a.id)).toEqual([pinned, tagged, plain]);
    expect(searched.total).toBe(3);
    const page2 = (
      await get(
        `/api/article/list/paginated?search=${encodeURIComponent('列表测试')}&size=2&page=2`,
      )
    ).json();
    expect(page2.data.map((a: { id: number }) => a.id)).toEqual([plain]);
    // Past the last page: no rows, and still the total.
    const past = (
      await get(
        `/api/article/list/paginated?search=${encodeURIComponent('列表测试')}&size=2&page=9`,
      )
    ).json();
    expect(past).toMatchObject({ data: [], total: 3 });
  });

  it('searches title and description, taking % and _ literally', async () => {
    const res = (
      await get(`/api/article/list/paginated?search=${encodeURIComponent('_100%')}`)
    ).json();
    expect(res.data.map((a: { id: number }) => a.id)).toEqual([plain]);
    expect(
      (await get(`/api/article/list/paginated?search=${encodeURIComponent('%')}`))
        .json()
        .data.map((a: { id: number }) => a.id),
    ).toEqual([plain]);
  });

  it.each([
    ['tags=A', [1]],
    ['tags=B', [2]],
    ['tags[]=A&tags[]=B', [1, 2]],
    ['tags=A&tags=B', [1, 2]],
    ['tags=A,B', [1, 2]],
  ])('filters by any of the tags: %s', async (query, expected) => {
    const q = query.replace(/A/g, String(tagA)).replace(/B/g, String(tagB));
    const ids = (await get(`/api/article/list/paginated?size=50&${q}`))
      .json()
      .data.map((a: { id: number }) => a.id);
    const want = expected.length === 1 && expected[0] === 2 ? [tagged] : [pinned, tagged];
    expect(ids).toEqual(want);
  });

  it('answers the list with tags and bad queries with 400', async () => {
    const row = (await get(`/api/article/list/paginated?tags=${tagB}`)).json().data[0];
    expect(row.tags.map((x: { name: string }) => x.name)).toEqual(['过滤甲', '过滤乙']);
    for (const q of ['page=0', 'size=1000', 'tags=abc', `search=${'长'.repeat(101)}`]) {
      const res = await get(`/api/article/list/paginated?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('loads an article and says when it is missing', async () => {
    const res = await get(`/api/article/load/${plain}`, api.cast.admin.headers);
    expect(res.json().data).toMatchObject({
      id: plain,
      title: '列表测试 普通',
      is_truncated: false,
      allow_comments: true,
    });
    const missing = await get('/api/article/load/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(C.articleNotFound);
    expect((await get('/api/article/load/abc')).statusCode).toBe(400);
  });
});

describe('article body gating by role (roles.article_preview_chars_limit)', () => {
  let id: number;
  let freeId: number;
  const visibleLength = (html: string) =>
    [
      ...html
        .replace(/<div class="yx-copyright-notice"[^>]*>[^<]*<\/div>/g, '')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/<[^>]+>/g, '')
        .replace(/…$/, ''),
    ].length;
  beforeAll(async () => {
    id = (await addArticle({ title: '会员文章', details: LONG_BODY.repeat(2) })).id;
    freeId = (
      await addArticle({ title: '免费文章', details: LONG_BODY.repeat(2), is_free_read: true })
    ).id;
    await api.t.database.db
      .update(roles)
      .set({ articlePreviewCharsLimit: 50 })
      .where(eq(roles.roleCode, 'guest'));
    await api.t.database.db
      .update(roles)
      .set({ articlePreviewCharsLimit: 120 })
      .where(eq(roles.roleCode, 'free_member'));
  });

  it('cuts the body to the reader role and says so', async () => {
    const guest = (await get(`/api/article/load/${id}`)).json().data;
    expect(guest).toMatchObject({ is_truncated: true, preview_chars: 50 });
    expect(visibleLength(guest.details)).toBe(50);
    expect(guest.details).toMatch(/…<\/p>$/);
    const member = (await get(`/api/article/load/${id}`, api.cast.member.headers)).json().data;
    expect(member).toMatchObject({ is_truncated: true, preview_chars: 120 });
    expect(visibleLength(member.details)).toBe(120);
    for (const who of [api.cast.paid, api.cast.admin, api.cast.creator]) {
      const full = (await get(`/api/article/load/${id}`, who.headers)).json().data;
      expect(full).toMatchObject({ is_truncated: false, preview_chars: -1 });
      expect(full.details).toBe(await storedDetails(id));
    }
  });

  it("tells each reader whether their role may comment (issue 26), following the role's can_comment", async () => {
    expect((await get(`/api/article/load/${id}`)).json().data.can_comment).toBe(false);
    expect(
      (await get(`/api/article/load/${id}`, api.cast.member.headers)).json().data.can_comment,
    ).toBe(true);
    await api.t.database.db
      .update(roles)
      .set({ canComment: false })
      .where(eq(roles.roleCode, 'free_member'));
    expect(
      (await get(`/api/article/load/${id}`, api.cast.member.headers)).json().data.can_comment,
    ).toBe(false);
    expect(
      (await get(`/api/article/load/${id}`, api.cast.paid.headers)).json().data.can_comment,
    ).toBe(true);
    await api.t.database.db
      .update(roles)
      .set({ canComment: true })
      .where(eq(roles.roleCode, 'free_member'));
  });

  it('shows free-read articles whole to everyone', async () => {
    const guest = (await get(`/api/article/load/${freeId}`)).json().data;
    expect(guest).toMatchObject({ is_truncated: false, preview_chars: -1 });
    expect(guest.details).toBe(await storedDetails(freeId));
  });

  it('follows a role change at once, 0 showing nothing', async () => {
    await api.t.database.db
      .update(roles)
      .set({ articlePreviewCharsLimit: 0 })
      .where(eq(roles.roleCode, 'guest'));
    const guest = (await get(`/api/article/load/${id}`)).json().data;
    expect(guest.is_truncated).toBe(true);
    expect(visibleLength(guest.details)).toBe(0);
    await api.t.database.db
      .update(roles)
      .set({ articlePreviewCharsLimit: -1 })
      .where(eq(roles.roleCode, 'guest'));
    expect((await get(`/api/article/load/${id}`)).json().data.is_truncated).toBe(false);
  });
});
