/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { ADMIN } from '../support/env.js';
import { registerMember, useToken } from './accounts.js';
import { pickAccountMenuItem } from '../support/account-menu.js';
import { atPath } from '../support/at-path.js';

test('a guest opening /admin/users lands on /login?redirect=/admin/users, and returns there after login', async ({
  page,
}) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/login\?redirect=\/admin\/users$/);

  await page.getByLabel('用户名或邮箱').fill(ADMIN.username);
  await page.getByLabel('密码').fill(ADMIN.password);
  await page.locator('form').getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(atPath('/admin/users'));
  await expect(
    page.getByRole('menu', { name: '管理后台导航' }).getByRole('link', { name: '用户管理' }),
  ).toBeVisible();
});

test('a guest opening /user-center or /collection is sent to /login with the redirect', async ({
  page,
}) => {
  await page.goto('/user-center');
  await expect(page).toHaveURL(/\/login\?redirect=\/user-center$/);
  await page.goto('/collection');
  await expect(page).toHaveURL(/\/login\?redirect=\/collection$/);
});

test('a member opening /admin gets the no-permission alert and lands on /', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'mem');
  await useToken(page, member.token);
  await page.goto('/admin');
  await expect(page.getByRole('dialog')).toContainText(MSG.common.noAdminAlert);
  await expect(page).toHaveURL(atPath('/'));
  await expect(page.getByRole('button', { name: `账户菜单：${member.username}` })).toBeVisible();
});

test('a revoked token sends the user to /login and is forgotten', async ({ page, request }) => {
  const member = await registerMember(request, 'rev');
  await useToken(page, member.token);
  await page.goto('/user-center');
  await expect(page.getByTestId('profile-email')).toHaveText(member.email);

  // The token stops working on the server (as after logout elsewhere, a ban or expiry).
  const revoked = await request.post('/api/logout', {
    headers: { authorization: `Bearer ${member.token}` },
    data: {},
  });
  expect(revoked.ok()).toBe(true);

  await page.goto('/user-center');
  await expect(page).toHaveURL(/\/login\?redirect=\/user-center$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a token that is no longer valid, found while browsing, ends the session', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'exp');
  await useToken(page, member.token);
  await page.goto('/');
  await expect(page.getByRole('button', { name: `账户菜单：${member.username}` })).toBeVisible();

  await request.post('/api/logout', {
    headers: { authorization: `Bearer ${member.token}` },
    data: {},
  });
  // In-app navigation: the guard answers from the loaded user and re-checks it; the 401 ends the session.
  await pickAccountMenuItem(page, member.username, '用户中心');
  await expect(page).toHaveURL(/\/login\?redirect=\/user-center$/);
  await expect(page.getByRole('button', { name: '登录', exact: true }).first()).toBeVisible();
});
