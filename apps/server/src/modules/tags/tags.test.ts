import { describe, expect, it } from 'vitest';
import { MSG } from '@yuexue/contract';
import { useContentApp } from '../../../test/content-fixtures.js';

const C = MSG.content;
const api = useContentApp();
const { get, post } = api;

async function addTag(name: string, type: 'article' | 'video' = 'article') {
  const res = await post('/api/admin/tag/add', { name, type }, api.cast.admin.headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; name: string; color: string };
}

describe('tag corrections', () => {
  it('renames and recolours a tag, and every article carrying it shows the new name', async () => {
    const tag = await addTag('错别字标签');
    const article = await post(
      '/api/admin/article/add',
      { title: '带标签的文章', details: '<p>正文</p>', tag_ids: [tag.id] },
      api.cast.admin.headers,
    );
    expect(article.statusCode, article.body).toBe(201);
    const res = await post(
      '/api/admin/tag/update',
      { id: tag.id, name: ' 正确标签 ', color: '#aa00cc' },
      api.cast.creator.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      id: tag.id,
      name: '正确标签',
      color: '#AA00CC',
      type: 'article',
    });
    const loaded = (await get(`/api/article/load/${article.json().data.id}`)).json().data;
    expect(loaded.tags).toEqual([{ id: tag.id, name: '正确标签', color: '#AA00CC' }]);
  });

  it('refuses a name its type already has, a missing tag and bad fields, in Chinese', async () => {
    const a = await addTag('唯一甲');
    await addTag('唯一乙');
    await addTag('唯一丙', 'video');
    const h = api.cast.admin.headers;
    const dup = await post(
      '/api/admin/tag/update',
      { id: a.id, name: '唯一乙', color: '#123456' },
      h,
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(C.tagExists);
    // The same name in the other type is no clash.
    expect(
      (await post('/api/admin/tag/update', { id: a.id, name: '唯一丙', color: '#123456' }, h))
        .statusCode,
    ).toBe(200);
    const missing = await post(
      '/api/admin/tag/update',
      { id: 2_000_000_000, name: '无', color: '#123456' },
      h,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(C.tagMissing);
    for (const [body, message] of [
      [{ id: a.id, name: '  ', color: '#123456' }, C.tagNameRequired],
      [{ id: a.id, name: '长'.repeat(21), color: '#123456' }, C.tagNameTooLong],
      [{ id: a.id, name: '好', color: 'red' }, '颜色格式应为 #RRGGBB'],
    ] as const) {
      const res = await post('/api/admin/tag/update', body, h);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });

  it('deletes a tag, which leaves the videos that carried it', async () => {
    const tag = await addTag('将删除', 'video');
    const video = await post(
      '/api/admin/video/add',
      {
        title: '带将删除标签',
        video_url: '<iframe src="//player.bilibili.com/player.html?bvid=BV1del"></iframe>',
        tag_ids: [tag.id],
      },
      api.cast.admin.headers,
    );
    expect(video.statusCode, video.body).toBe(201);
    const del = await post(`/api/admin/tag/delete/${tag.id}`, {}, api.cast.creator.headers);
    expect(del.statusCode, del.body).toBe(200);
    const loaded = (
      await get(`/api/admin/video/load/${video.json().data.id}`, api.cast.admin.headers)
    ).json().data;
    expect(loaded.tags).toEqual([]);
    expect(loaded.tag_ids).toEqual([]);
    const again = await post(`/api/admin/tag/delete/${tag.id}`, {}, api.cast.admin.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(C.tagMissing);
    const types = (await get('/api/tag/list?type=video'))
      .json()
      .data.map((t: { id: number }) => t.id);
    expect(types).not.toContain(tag.id);
  });

  it('is for staff only', async () => {
    const tag = await addTag('仅员工');
    const member = api.cast.member.headers;
    expect(
      (await post('/api/admin/tag/update', { id: tag.id, name: 'x', color: '#123456' }, member))
        .statusCode,
    ).toBe(403);
    expect((await post(`/api/admin/tag/delete/${tag.id}`, {}, member)).statusCode).toBe(403);
    expect((await post(`/api/admin/tag/delete/${tag.id}`, {})).statusCode).toBe(401);
  });
});
