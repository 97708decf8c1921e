import { expect, test } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { useToken } from './accounts.js';
import { bearer, memberWithRole } from './admin-helpers.js';
import { atPath } from '../support/at-path.js';

test('a creator sees only videos and articles, and the server refuses the other admin APIs', async ({
  page,
  request,
}) => {
  const creator = await memberWithRole(request, 'creator', 'cre');
  await useToken(page, creator.token);

  await page.goto('/admin/articles');
  const sidebar = page.getByRole('menu', { name: '管理后台导航' });
  await expect(sidebar.getByRole('link')).toHaveText(['视频管理', '文章管理']);
  await expect(page.getByRole('heading', { name: '文章管理' })).toBeVisible();
  await sidebar.getByRole('link', { name: '视频管理' }).click();
  await expect(page.getByRole('heading', { name: '视频管理' })).toBeVisible();

  // An admin-only screen opened by its address shows only the refusal: no table, form or button
  // of its own (issue 26: products and orders drew their tables beside it).
  for (const path of [
    '/admin/orders',
    '/admin/users',
    '/admin/database',
    '/admin/products',
    '/admin/menus',
    '/admin/settings',
    '/admin/favorites',
  ]) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByText(MSG.common.noAdminPermission), path).toHaveCount(1);
    await expect(main.getByRole('table'), path).toHaveCount(0);
    await expect(main.getByRole('button'), path).toHaveCount(0);
    await expect(main.getByRole('textbox'), path).toHaveCount(0);
  }

  const auth = { headers: bearer(creator.token) };
  for (const path of [
    '/api/users/subscription',
    '/api/admin/menu/list',
    '/api/admin/favorites/list',
    '/api/admin/order/list',
    '/api/admin/role/list',
    '/api/admin/product/list',
  ]) {
    const res = await request.get(path, auth);
    expect(res.status(), path).toBe(403);
    expect(((await res.json()) as { status: boolean }).status).toBe(false);
  }
  const refusedWrite = await request.post('/api/admin/menu/add', {
    ...auth,
    data: { title: 'x', url: '/x', position: 'navbar' },
  });
  expect(refusedWrite.status()).toBe(403);
  for (const path of [
    '/api/admin/article/list/paginated',
    '/api/admin/video/list/paginated',
    '/api/admin/tag/list?type=article',
  ]) {
    expect((await request.get(path, auth)).status(), path).toBe(200);
  }
});

test('a member cannot reach article management: the API answers 403 and the guard sends them home', async ({
  page,
  request,
}) => {
  const member = await memberWithRole(request, 'free_member', 'fm');
  const res = await request.get('/api/admin/article/list/paginated', {
    headers: bearer(member.token),
  });
  expect(res.status()).toBe(403);
  await useToken(page, member.token);
  await page.goto('/admin/articles');
  await expect(page).toHaveURL(atPath('/'));
});
