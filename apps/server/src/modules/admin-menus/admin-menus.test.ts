import { describe, expect, it } from 'vitest';
import { MSG } from '@yuexue/contract';
import { freshIp } from '../../../test/app.js';
import { useContentApp } from '../../../test/content-fixtures.js';

const M = MSG.adminMenus;
const api = useContentApp();
const { get, post } = api;

const NAV = { title: '学习计划', url: '/plan', icon: 'info', position: 'navbar', sort_order: 9 };

describe('menu management (back-office §2.12)', () => {
  it('adds a navbar item that appears in the public navbar; hidden items only in the admin list', async () => {
    const res = await post(
      '/api/admin/menu/add',
      { ...NAV, category: 'resources' },
      api.cast.admin.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().data;
    expect(item).toMatchObject({ ...NAV, category: '', is_visible: true, parent_id: 0 });
    const nav = (await get('/api/menu/list?position=navbar')).json().data;
    expect(nav.at(-1)).toMatchObject({ id: item.id, title: '学习计划' });

    const hidden = (
      await post(
        '/api/admin/menu/add',
        {
          title: '隐藏',
          url: 'https://example.com/x',
          position: 'footer',
          category: 'resources',
          is_visible: false,
        },
        api.cast.admin.headers,
      )
    ).json().data;
    expect(
      (await get('/api/menu/list?position=footer&category=resources'))
        .json()
        .data.some((m: { id: number }) => m.id === hidden.id),
    ).toBe(false);
    const all = (await get('/api/admin/menu/list?_t=1', api.cast.admin.headers)).json().data;
    expect(all.some((m: { id: number }) => m.id === hidden.id)).toBe(true);
  });

  it.each([
    [{ ...NAV, title: '  ' }, M.titleRequired],
    [{ ...NAV, title: undefined }, M.titleRequired],
    [{ ...NAV, url: '' }, M.urlRequired],
    [{ ...NAV, url: undefined }, M.urlRequired],
    [{ ...NAV, url: 'javascript:alert(1)' }, M.urlInvalid],
    [{ ...NAV, url: '//evil.example' }, M.urlInvalid],
    [{ ...NAV, url: 'data:text/html,x' }, M.urlInvalid],
    [{ ...NAV, icon: 'rocket' }, M.iconInvalid],
    [{ ...NAV, position: 'sidebar' }, M.positionInvalid],
    [
      { title: 'x', url: '/x', position: 'footer', icon: 'home', category: 'quick_links' },
      M.iconOnlyNavbar,
    ],
    [{ title: 'x', url: '/x', position: 'footer' }, M.categoryRequired],
    [{ title: 'x', url: '/x', position: 'footer', category: 'links' }, M.categoryRequired],
    [{ ...NAV, sort_order: -1 }, M.sortOrderInvalid],
    [{ ...NAV, parent_id: 999999 }, M.parentInvalid],
  ])('refuses %j', async (body, message) => {
    const res = await post('/api/admin/menu/add', body, api.cast.admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('updates and deletes, moving children to the top level', async () => {
    const parent = (
      await post('/api/admin/menu/add', { ...NAV, title: '父' }, api.cast.admin.headers)
    ).json().data;
    const child = (
      await post(
        '/api/admin/menu/add',
        { ...NAV, title: '子', parent_id: parent.id },
        api.cast.admin.headers,
      )
    ).json().data;
    const upd = await post(
      '/api/admin/menu/update',
      {
        ...NAV,
        id: child.id,
        title: '子（改）',
        url: 'https://lshk.org/',
        parent_id: parent.id,
        is_visible: false,
      },
      api.cast.admin.headers,
    );
    expect(upd.json().data).toMatchObject({
      title: '子（改）',
      url: 'https://lshk.org/',
      is_visible: false,
    });
    expect(
      (
        await post(
          '/api/admin/menu/update',
          { ...NAV, id: child.id, parent_id: child.id },
          api.cast.admin.headers,
        )
      ).json().error,
    ).toBe(M.parentInvalid);
    expect(
      (await post('/api/admin/menu/update', { ...NAV, id: 999999 }, api.cast.admin.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/admin/menu/delete/${parent.id}`, {}, api.cast.admin.headers)).json(),
    ).toMatchObject({ status: true, message: M.deleted });
    const all = (await get('/api/admin/menu/list', api.cast.admin.headers)).json().data;
    expect(all.find((m: { id: number }) => m.id === child.id).parent_id).toBe(0);
    expect(
      (await post(`/api/admin/menu/delete/${parent.id}`, {}, api.cast.admin.headers)).statusCode,
    ).toBe(404);
  });

  it('is for admins only: guest 401, member and creator 403', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/menu/list'],
      ['POST', '/api/admin/menu/add'],
      ['POST', '/api/admin/menu/update'],
      ['POST', '/api/admin/menu/delete/1'],
    ] as const) {
      expect(
        (await api.t.app.inject({ method, url, payload: {}, remoteAddress: freshIp() })).statusCode,
        url,
      ).toBe(401);
      for (const who of [api.cast.member, api.cast.creator])
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
  });
});
