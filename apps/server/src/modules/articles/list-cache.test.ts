import { describe, expect, it } from 'vitest';
import { useContentApp } from '../../../test/content-fixtures.js';
import { articles, videos } from '../../db/schema/index.js';

// A long enough moment that no test step outlasts it (the expiry itself: lib/answer-cache.unit.test.ts).
const api = useContentApp({ LIST_CACHE_MS: '60000' });
const { get, post } = api;

const ARTICLES = '/api/article/list/paginated?page=1&size=50';
const VIDEOS = '/api/video/list/paginated?page=1&size=50';
const titles = async (url: string) =>
  ((await get(url)).json().data as Array<{ title: string }>).map((r) => r.title);
const EMBED =
  '<iframe src="//player.bilibili.com/player.html?bvid=BV1xx411c7mD&page=1" allowfullscreen></iframe>';

describe('public list pages answered from memory', () => {
  it('keeps a page, and a write through the API shows at once', async () => {
    await titles(ARTICLES);
    // A row written behind this server's back (as by another instance) waits for the page to expire…
    await api.t.database.db
      .insert(articles)
      .values({ title: '旁路写入的文章', details: '<p>正文</p>' });
    expect(await titles(ARTICLES)).not.toContain('旁路写入的文章');
    // …while a write through this server clears the stored pages at once.
    const added = await post(
      '/api/admin/article/add',
      { title: '后台新写的文章', details: '<p>正文</p>' },
      api.cast.admin.headers,
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(await titles(ARTICLES)).toEqual(
      expect.arrayContaining(['旁路写入的文章', '后台新写的文章']),
    );

    await titles(VIDEOS);
    await api.t.database.db.insert(videos).values({ title: '旁路写入的视频', videoUrl: EMBED });
    expect(await titles(VIDEOS)).not.toContain('旁路写入的视频');
    const video = await post(
      '/api/admin/video/add',
      { title: '后台新加的视频', video_url: EMBED },
      api.cast.admin.headers,
    );
    expect(video.statusCode, video.body).toBe(201);
    expect(await titles(VIDEOS)).toEqual(
      expect.arrayContaining(['旁路写入的视频', '后台新加的视频']),
    );
  });

  it('shows a renamed tag and a deleted article on the next request', async () => {
    const tag = await post(
      '/api/admin/tag/add',
      { name: '旧名字', type: 'article' },
      api.cast.admin.headers,
    );
    const tagId = tag.json().data.id as number;
    const article = await post(
      '/api/admin/article/add',
      { title: '带旧名字标签', details: '<p>正文</p>', tag_ids: [tagId] },
      api.cast.admin.headers,
    );
    const id = article.json().data.id as number;
    const tagsOf = async () =>
      ((await get(ARTICLES)).json().data as Array<{ id: number; tags: Array<{ name: string }> }>)
        .find((a) => a.id === id)
        ?.tags.map((t) => t.name);
    expect(await tagsOf()).toEqual(['旧名字']);
    const renamed = await post(
      '/api/admin/tag/update',
      { id: tagId, name: '新名字', color: '#2E5366' },
      api.cast.admin.headers,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await tagsOf()).toEqual(['新名字']);
    const gone = await post(`/api/admin/article/delete/${id}`, {}, api.cast.admin.headers);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await tagsOf()).toBeUndefined();
  });

  it('a refused write leaves the stored page alone', async () => {
    await titles(ARTICLES);
    await api.t.database.db
      .insert(articles)
      .values({ title: '第二篇旁路文章', details: '<p>正文</p>' });
    const refused = await post(
      '/api/admin/article/add',
      { title: '', details: '' },
      api.cast.admin.headers,
    );
    expect(refused.statusCode).toBe(400);
    expect(await titles(ARTICLES)).not.toContain('第二篇旁路文章');
  });
});
