import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@yuexue/contract';
import { freshIp } from '../../../test/app.js';
import { useContentApp } from '../../../test/content-fixtures.js';
import { SEED_VIDEOS } from './seed.js';

const C = MSG.content;
const api = useContentApp();
const { get, post } = api;

type Headers = Record<string, string>;

const BILI =
  '<iframe src="//player.bilibili.com/player.html?bvid=BV1test&page=1" scrolling="no" frameborder="no" allowfullscreen="true"></iframe>';
const YT =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc123" onload="alert(1)" allowfullscreen></iframe>';

async function addVideo(body: Record<string, unknown>, headers = api.cast.admin.headers) {
  const res = await post(
    '/api/admin/video/add',
    { title: '测试视频', video_url: BILI, ...body },
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; video_url: string; channel: string; tag_ids: number[] };
}

describe('seed content', () => {
  it('shows the sample videos, each with an allowlisted embed', async () => {
    const res = (await get('/api/video/list/paginated?size=20')).json();
    const titles = res.data.map((v: { title: string }) => v.title);
    for (const v of SEED_VIDEOS) expect(titles).toContain(v.title);
    for (const v of res.data)
      expect(v.video_url).toMatch(
        /^<iframe src="https:\/\/(player\.bilibili\.com|www\.youtube\.com\/embed|www\.youtube-nocookie\.com\/embed)\//,
      );
  });
});

describe('admin videos', () => {
  it('stores only the rebuilt iframe with defaults (channel Bilibili)', async () => {
    const v = await addVideo({ description: '<script>alert(1)</script>' });
    expect(v.channel).toBe('Bilibili');
    expect(v.video_url).toBe(
      '<iframe src="https://player.bilibili.com/player.html?bvid=BV1test&amp;page=1" width="100%" height="100%" frameborder="0" scrolling="no" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>',
    );
    const y = await addVideo({ video_url: YT, channel: 'Youtube' }, api.cast.creator.headers);
    expect(y.video_url).not.toContain('onload');
    const loaded = (await get(`/api/video/load/${v.id}`)).json().data;
    expect(loaded.description).toBe('<script>alert(1)</script>'); // plain text, rendered as text by the page
  });

  it.each([
    [{ video_url: BILI }, C.videoTitleRequired],
    [{ title: ' ', video_url: BILI }, C.videoTitleRequired],
    [{ title: 'x' }, C.videoUrlRequired],
    [{ title: 'x', video_url: '  ' }, C.videoUrlRequired],
    [{ title: 'x', video_url: 'https://www.youtube.com/embed/abc' }, C.videoUrlInvalid],
    [{ title: 'x', video_url: '<iframe></iframe>' }, C.videoUrlInvalid],
    [
      { title: 'x', video_url: '<iframe src="https://evil.example/embed/x"></iframe>' },
      C.videoPlayerNotAllowed,
    ],
    [
      { title: 'x', video_url: '<iframe src="javascript:alert(1)"></iframe>' },
      C.videoPlayerNotAllowed,
    ],
    [{ title: 'x', video_url: BILI, channel: 'Tiktok' }, C.videoChannelInvalid],
    [{ title: 'x', video_url: BILI, cover_url: 'javascript:alert(1)' }, C.coverUrlInvalid],
    [{ title: 'x', video_url: BILI, tag_ids: [999999] }, C.tagNotFound],
  ])('refuses %j', async (body, message) => {
    const res = await post('/api/admin/video/add', body, api.cast.admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('updates, loads with tags and deletes', async () => {
    const tag = (
      await post(
        '/api/admin/tag/add',
        { name: '听力练习', type: 'video', color: '#16A085' },
        api.cast.admin.headers,
      )
    ).json().data.id;
    const v = await addVideo({});
    const res = await post(
      '/api/admin/video/update',
      {
        id: v.id,
        title: '改名',
        video_url: YT,
        channel: 'Youtube',
        tag_ids: [tag],
        cover_url: '/uploads/0123456789abcdef0123456789abcdef.png',
      },
      api.cast.creator.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const loaded = (await get(`/api/admin/video/load/${v.id}`, api.cast.admin.headers)).json().data;
    expect(loaded).toMatchObject({
      title: '改名',
      channel: 'Youtube',
      tag_ids: [tag],
      tags: [{ id: tag, name: '听力练习', color: '#16A085' }],
    });
    expect(
      (await post(`/api/admin/video/delete/${v.id}`, {}, api.cast.admin.headers)).statusCode,
    ).toBe(200);
    const gone = await get(`/api/video/load/${v.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(C.videoNotFound);
    expect(
      (
        await post(
          '/api/admin/video/update',
          { id: v.id, title: 'x', video_url: YT },
          api.cast.admin.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/admin/video/delete/${v.id}`, {}, api.cast.admin.headers)).statusCode,
    ).toBe(404);
  });

  it('refuses guests (401) and members (403) on every admin video route', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/video/list/paginated'],
      ['GET', '/api/admin/video/load/1'],
      ['POST', '/api/admin/video/add'],
      ['POST', '/api/admin/video/update'],
      ['POST', '/api/admin/video/delete/1'],
    ] as const) {
      expect(
        (await api.t.app.inject({ method, url, payload: {}, remoteAddress: freshIp() })).statusCode,
        url,
      ).toBe(401);
      expect(
        (
          await api.t.app.inject({
            method,
            url,
            payload: {},
            headers: api.cast.member.headers,
            remoteAddress: freshIp(),
          })
        ).statusCode,
        url,
      ).toBe(403);
    }
  });
});

describe('video lists', () => {
  let tag: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    tag = (
      await post('/api/admin/tag/add', { name: '筛选标签', type: 'video' }, api.cast.admin.headers)
    ).json().data.id;
    ids.a = (await addVideo({ title: '筛选 B站', tag_ids: [tag] })).id;
    ids.b = (
      await addVideo({ title: '筛选 油管', video_url: YT, channel: 'Youtube', is_pinned: true })
    ).id;
    ids.c = (
      await addVideo({ title: '筛选 其他', description: '说明里有关键字', channel: 'Other' })
    ).id;
  });
  const listIds = async (q: string, headers: Headers = {}) =>
    (await get(`/api/${q}`, headers)).json().data.map((v: { id: number }) => v.id);

  it('pages by 4 publicly and 9 in the back office', async () => {
    expect((await get('/api/video/list/paginated')).json().data).toHaveLength(4);
    const admin = (await get('/api/admin/video/list/paginated', api.cast.creator.headers)).json();
    expect(admin.data).toHaveLength(Math.min(9, admin.total));
  });

  it('filters by channel, search and tags, pinned first', async () => {
    const s = encodeURIComponent('筛选');
    expect(await listIds(`video/list/paginated?search=${s}`)).toEqual([ids.b, ids.c, ids.a]);
    expect(await listIds(`video/list/paginated?search=${s}&channel=Youtube`)).toEqual([ids.b]);
    expect(await listIds(`video/list/paginated?search=${s}&channel=`)).toHaveLength(3);
    expect(await listIds(`video/list/paginated?search=${encodeURIComponent('关键字')}`)).toEqual([
      ids.c,
    ]);
    expect(await listIds(`video/list/paginated?tags[]=${tag}`)).toEqual([ids.a]);
    expect(await listIds(`video/list/paginated?tags=${tag}`)).toEqual([ids.a]);
    expect(
      await listIds(`admin/video/list/paginated?search=${s}&channel=Other`, api.cast.admin.headers),
    ).toEqual([ids.c]);
    expect((await get('/api/video/list/paginated?channel=Vimeo')).json().error).toBe(
      C.videoChannelInvalid,
    );
  });
});
