import { expect, test } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { registerMember, useToken } from './accounts.js';
import { pickAccountMenuItem } from '../support/account-menu.js';
import { chooseOption } from '../support/choose-option.js';
import { asAdmin, bearer } from './admin-helpers.js';
import { confirmPopover } from '../support/confirm-popover.js';

test('an admin bans a user whose open session is refused on its next request', async ({
  page,
  browser,
  request,
}) => {
  const member = await registerMember(request, 'ban');

  // The member's own browser, signed in and looking at the user center.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await useToken(memberPage, member.token);
  await memberPage.goto('/user-center');
  await expect(memberPage.getByTestId('profile-email')).toHaveText(member.email);

  await asAdmin(page);
  await page.goto('/admin/users');
  await page.getByLabel('搜索用户').fill(member.username);
  await page.getByLabel('搜索用户').press('Enter');
  const row = page.getByRole('row').filter({ hasText: member.username });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `禁用用户：${member.username}` }).click();
  await expect(page.getByText(MSG.backOffice.confirmBan(member.username))).toBeVisible();
  await confirmPopover(page, '确定');
  await expect(page.getByText(MSG.adminUsers.updated)).toBeVisible();
  await expect(row.getByText('已禁用')).toBeVisible();

  // The ban is live at once: the next request of the open session is refused …
  const refused = await request.get('/api/userinfo', { headers: bearer(member.token) });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe(MSG.common.banned);

  // … and in the browser the session ends: to /login, with the banned message, token gone.
  await pickAccountMenuItem(memberPage, member.username, '用户中心');
  await expect(memberPage).toHaveURL(/\/login/);
  await expect(memberPage.getByText(MSG.common.banned)).toBeVisible();
  expect(await memberPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await memberContext.close();

  // Enabling again lets them log in.
  await row.getByRole('button', { name: `启用用户：${member.username}` }).click();
  await confirmPopover(page, '确定');
  await expect(row.getByText('正常')).toBeVisible();
  const back = await request.post('/api/login', {
    data: { username: member.username, password: member.password },
  });
  expect(back.ok()).toBe(true);
});

test('the user list sorts by a clicked column and the edit modal lets the role decide the admin flag', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'edt');
  await asAdmin(page);
  await page.goto('/admin/users');

  const list = page.waitForRequest(
    (r) => r.url().includes('/api/users/subscription') && r.url().includes('sort_by=username'),
  );
  await page.getByRole('columnheader', { name: '用户名' }).click();
  const url = new URL((await list).url());
  expect(url.searchParams.get('sort_order')).toBe('asc');
  expect(url.searchParams.get('page_size')).toBe('10');

  await page.getByLabel('搜索用户').fill(member.username);
  await page.getByLabel('搜索用户').press('Enter');
  await page.getByRole('button', { name: `编辑用户：${member.username}` }).click();
  const modal = page.getByRole('dialog', { name: `编辑用户：${member.username}` });
  const adminSwitch = modal.getByRole('switch', { name: '管理员' });
  await expect(adminSwitch).toBeDisabled();
  await expect(adminSwitch).not.toBeChecked();

  await modal.getByLabel('角色').click();
  // antd draws the visible options itself; the guest one is there but disabled.
  await expect(page.locator('.ant-select-item-option-disabled', { hasText: '游客' })).toBeVisible();
  await chooseOption(modal.getByLabel('角色'), '创作者');
  await expect(adminSwitch).toBeChecked();
  await modal.getByRole('button', { name: '保存' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(MSG.adminUsers.updated)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: member.username });
  await expect(row).toContainText('创作者');
});
