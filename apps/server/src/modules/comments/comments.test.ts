import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MSG } from '@yuexue/contract';
import { freshIp } from '../../../test/app.js';
import { imageForm, useContentApp } from '../../../test/content-fixtures.js';
import { comments, roles } from '../../db/schema/index.js';

const M = MSG.comments;
const api = useContentApp();
const { get, post } = api;
let articleId: number;

type Headers = Record<string, string>;
const del = (id: number, headers: Headers = {}) =>
  api.t.app.inject({
    method: 'DELETE',
    url: `/api/comments/${id}`,
    headers,
    remoteAddress: freshIp(),
  });

async function addArticle(extra: Record<string, unknown> = {}) {
  const res = await post(
    '/api/admin/article/add',
    { title: '评论测试', details: '<p>正文</p>', ...extra },
    api.cast.admin.headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
async function comment(body: Record<string, unknown>, headers = api.cast.member.headers) {
  const res = await post(
    '/api/comments',
    { article_id: articleId, content: '评论', ...body },
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    id: number;
    depth: number;
    parent_id: number | null;
    username: string;
    content: string;
    image_url: string | null;
  };
}

beforeAll(async () => {
  articleId = await addArticle();
});

describe('posting', () => {
  it('posts a trimmed comment and lists it first', async () => {
    const c = await comment({ content: '  你好，粤语！  ' });
    expect(c).toMatchObject({
      content: '你好，粤语！',
      depth: 1,
      parent_id: null,
      username: 'c_member',
      image_url: null,
    });
    const list = (await get(`/api/comments/article/${articleId}`)).json();
    expect(list.data[0]).toMatchObject({ id: c.id, content: '你好，粤语！', replies: [] });
  });

  it.each([
    [{ content: '   ' }, M.contentRequired],
    [{ content: undefined }, M.contentRequired],
    [{ content: '长'.repeat(1001) }, M.contentTooLong],
    [{ article_id: undefined }, M.articleIdRequired],
    [{ article_id: 'abc' }, M.articleIdRequired],
    [{ image_url: 'https://evil.example/x.png' }, M.imageNotOurs],
    [{ image_url: 'javascript:alert(1)' }, M.imageNotOurs],
    [{ image_url: '/uploads/../../etc/passwd' }, M.imageNotOurs],
    [{ image_url: '/uploads/0123456789abcdef0123456789abcdef.png' }, M.imageMissing],
    [{ parent_id: 999999 }, M.parentNotFound],
  ])('refuses %j', async (body, message) => {
    const res = await post(
      '/api/comments',
      { article_id: articleId, content: '评论', ...body },
      api.cast.member.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('accepts exactly 1000 characters', async () => {
    expect((await comment({ content: '长'.repeat(1000) })).content).toHaveLength(1000);
  });

  it('needs a signed-in user and an existing article', async () => {
    expect((await post('/api/comments', { article_id: articleId, content: 'x' })).statusCode).toBe(
      401,
    );
    const res = await post(
      '/api/comments',
      { article_id: 999999, content: 'x' },
      api.cast.member.headers,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MSG.content.articleNotFound);
  });

  it('stores content as plain text (the page renders it as text)', async () => {
    const c = await comment({ content: '<img src=x onerror=alert(1)><script>alert(1)</script>' });
    expect(c.content).toBe('<img src=x onerror=alert(1)><script>alert(1)</script>');
  });

  it('attaches an image uploaded to this site', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const form = imageForm(png);
    const up = await api.t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: form.payload,
      headers: { ...form.headers, ...api.cast.member.headers },
      remoteAddress: freshIp(),
    });
    expect(up.statusCode, up.body).toBe(201);
    const c = await comment({ content: '看图', image_url: up.json().url });
    expect(c.image_url).toBe(up.json().url);
  });
});

describe('permissions from the role and the article', () => {
  it('refuses a role without can_comment, with its message', async () => {
    await api.t.database.db
      .update(roles)
      .set({ canComment: false })
      .where(eq(roles.roleCode, 'free_member'));
    try {
      const res = await post(
        '/api/comments',
        { article_id: articleId, content: 'x' },
        api.cast.member.headers,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: M.roleCannotComment, code: 'forbidden_by_role' });
      expect(
        (
          await post(
            '/api/comments',
            { article_id: articleId, content: 'x' },
            api.cast.paid.headers,
          )
        ).statusCode,
      ).toBe(201);
    } finally {
      await api.t.database.db
        .update(roles)
        .set({ canComment: true })
        .where(eq(roles.roleCode, 'free_member'));
    }
  });

  it('refuses comments on an article with allow_comments false', async () => {
    const closed = await addArticle({ allow_comments: false });
    const res = await post(
      '/api/comments',
      { article_id: closed, content: 'x' },
      api.cast.admin.headers,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(M.commentsDisabled);
  });
});

describe('threads', () => {
  it('nests replies three levels deep and refuses a fourth', async () => {
    const top = await comment({ content: '一楼' });
    const l2 = await comment({ content: '二层', parent_id: top.id }, api.cast.other.headers);
    const l3 = await comment({ content: '三层', parent_id: l2.id });
    const l2b = await comment({ content: '二层乙', parent_id: top.id }, api.cast.admin.headers);
    expect([l2.depth, l3.depth]).toEqual([2, 3]);
    const deeper = await post(
      '/api/comments',
      { article_id: articleId, content: '四层', parent_id: l3.id },
      api.cast.member.headers,
    );
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().error).toBe(M.tooDeep);

    const list = (await get(`/api/comments/article/${articleId}`)).json();
    const thread = list.data.find((c: { id: number }) => c.id === top.id);
    expect(thread.replies.map((r: { id: number }) => r.id)).toEqual([l2.id, l2b.id]);
    expect(
      thread.replies[0].replies.map((r: { id: number; content: string }) => [r.id, r.content]),
    ).toEqual([[l3.id, '三层']]);
    expect(thread.replies[0].replies[0].replies).toEqual([]);
    // total counts top-level comments only.
    expect(list.data.every((c: { depth: number }) => c.depth === 1)).toBe(true);
  });

  it('refuses a parent from another article', async () => {
    const other = await addArticle();
    const parent = await comment({ content: '别处' });
    const res = await post(
      '/api/comments',
      { article_id: other, content: 'x', parent_id: parent.id },
      api.cast.member.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(M.parentOtherArticle);
  });

  it('pages top-level comments by 10, newest first', async () => {
    const own = await addArticle();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        (
          await post(
            '/api/comments',
            { article_id: own, content: `第${i}条` },
            api.cast.member.headers,
          )
        ).json().data.id,
      );
    const p1 = (await get(`/api/comments/article/${own}`)).json();
    expect(p1.total).toBe(12);
    expect(p1.data.map((c: { id: number }) => c.id)).toEqual(ids.slice(2).reverse());
    const p2 = (await get(`/api/comments/article/${own}?page=2&size=10`)).json();
    expect(p2.data.map((c: { id: number }) => c.id)).toEqual(ids.slice(0, 2).reverse());
    expect((await get('/api/comments/article/999999')).statusCode).toBe(404);
    expect((await get(`/api/comments/article/${own}?size=51`)).statusCode).toBe(400);
  });
});

describe('deleting', () => {
  it('lets the author delete, with the replies', async () => {
    const top = await comment({ content: '要删的' });
    const reply = await comment({ content: '回复', parent_id: top.id }, api.cast.other.headers);
    await comment({ content: '回复的回复', parent_id: reply.id });
    const refused = await del(top.id, api.cast.other.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(M.deleteForbidden);
    expect((await del(top.id)).statusCode).toBe(401);
    expect((await del(top.id, api.cast.member.headers)).statusCode).toBe(200);
    const left = await api.t.database.db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.rootId, top.id));
    expect(left).toEqual([]);
    const again = await del(top.id, api.cast.member.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(M.notFound);
  });

  it('lets an admin delete anyone’s comment, a creator only their own', async () => {
    const c = await comment({ content: '管理员删' });
    expect((await del(c.id, api.cast.creator.headers)).statusCode).toBe(403);
    expect((await del(c.id, api.cast.admin.headers)).statusCode).toBe(200);
    const reply = await comment({ content: '回复可单独删' });
    expect((await del(reply.id, api.cast.member.headers)).statusCode).toBe(200);
  });
});

describe('latest comments', () => {
  it('lists the newest comments with their article title, 10 by default, at most 50', async () => {
    const c = await comment({ content: '最新的一条' });
    const latest = (await get('/api/comments/latest')).json().data;
    expect(latest.length).toBeLessThanOrEqual(10);
    expect(latest[0]).toMatchObject({
      id: c.id,
      content: '最新的一条',
      article_title: '评论测试',
      username: 'c_member',
    });
    expect((await get('/api/comments/latest?limit=3')).json().data).toHaveLength(3);
    expect((await get('/api/comments/latest?limit=51')).statusCode).toBe(400);
    expect((await get('/api/comments/latest?limit=0')).statusCode).toBe(400);
  });
});

describe('concurrency', () => {
  it('stores exactly 200 of 200 parallel posts and counts them', async () => {
    const own = await addArticle();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(
          '/api/comments',
          { article_id: own, content: `并发${i}` },
          [api.cast.member, api.cast.other, api.cast.paid][i % 3]!.headers,
        ),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(200).fill(201));
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => get(`/api/comments/article/${own}?page=${page}&size=50`)),
    );
    expect(pages.map((p) => p.json().total)).toEqual([200, 200, 200, 200]);
    expect(
      new Set(pages.flatMap((p) => p.json().data.map((c: { content: string }) => c.content))).size,
    ).toBe(200);
  });
});
