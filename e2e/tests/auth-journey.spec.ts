/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { deliveredCode, mailCount, newIdentity, registerMember } from './accounts.js';
import { pickAccountMenuItem } from '../support/account-menu.js';
import { atPath } from '../support/at-path.js';
import { lastMail } from '../support/mail.js';
import { loginToken } from './admin-helpers.js';

test('register with the mailed code → user center → logout → login → reset password → login with the new one', async ({
  page,
}) => {
  // Register, log out and in, reset by mail and sign in again: long on a loaded machine.
  test.setTimeout(120_000);
  const me = newIdentity('j');

  // Register, step 1: details. Step 2 only opens once the code was sent.
  await page.goto('/register');
  await page.getByLabel('用户名').fill(me.username);
  await page.getByLabel('邮箱').fill(me.email);
  await page.getByLabel('密码', { exact: true }).fill(me.password);
  await page.getByLabel('确认密码').fill(me.password);
  await page.getByRole('button', { name: '下一步：发送验证码' }).click();
  await expect(page.getByText(MSG.auth.termsRequired)).toBeVisible();
  await expect(page.getByLabel('验证码')).toHaveCount(0);
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '下一步：发送验证码' }).click();

  // Step 2: the code that was actually delivered; the resend button counts down.
  const code = await deliveredCode(me.email);
  await expect(page.getByText(me.email)).toBeVisible();
  await expect(page.getByRole('button', { name: /秒后可重发/ })).toBeDisabled();
  await page.getByLabel('验证码').fill(code);
  await page.locator('form').getByRole('button', { name: '注册', exact: true }).click();

  await expect(page).toHaveURL(atPath('/user-center'));
  await expect(page.getByTestId('profile-email')).toHaveText(me.email);
  const account = page.getByRole('button', { name: `账户菜单：${me.username}` });
  await expect(account).toBeVisible();

  // The dropdown shows who is signed in; logout goes to /login and forgets the token.
  await account.click();
  await expect(page.locator('.yx-user-panel')).toContainText(me.email);
  await expect(page.locator('.yx-user-panel')).toContainText('免费会员');
  await pickAccountMenuItem(page, me.username, '退出登录');
  await expect(page).toHaveURL(atPath('/login'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('button', { name: '登录', exact: true }).first()).toBeVisible();

  // Log in again with the e-mail address.
  await page.getByLabel('用户名或邮箱').fill(me.email);
  await page.getByLabel('密码').fill(me.password);
  await page.locator('form').getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(atPath('/'));
  await expect(page.getByRole('button', { name: `账户菜单：${me.username}` })).toBeVisible();

  // Change the password from the user center: the e-mail is fixed, the code is mailed.
  await page.goto('/user-center');
  await page.getByRole('link', { name: /通过邮箱重置/ }).click();
  await expect(page).toHaveURL(/\/reset-password\?email=.+&from=user-center$/);
  await expect(page.getByLabel('邮箱')).toHaveValue(me.email);
  await expect(page.getByLabel('邮箱')).toHaveAttribute('readonly', '');
  const before = await mailCount(me.email);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const resetCode = await deliveredCode(me.email, before);
  const newPassword = `${me.password}-new`;
  await page.getByLabel('验证码').fill(resetCode);
  await page.getByLabel('新密码', { exact: true }).fill(newPassword);
  await page.getByLabel('确认新密码').fill(newPassword);
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByRole('status').filter({ hasText: MSG.auth.resetSuccess })).toBeVisible();

  // Back in the user center, signed in again with the new password (issue 26); the old one is refused.
  await expect(page).toHaveURL(atPath('/user-center'));
  await expect(page.getByRole('button', { name: `账户菜单：${me.username}` })).toBeVisible();
  const oldLogin = await page.request.post('/api/login', {
    data: { username: me.username, password: me.password },
  });
  expect(oldLogin.status()).toBe(401);
  await expect(page.getByTestId('profile-email')).toHaveText(me.email);
});

test('registration says a taken username at step 1, and a taken e-mail moves on as any other (a notice is mailed)', async ({
  page,
}) => {
  const me = newIdentity('r');
  await page.goto('/register');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('邮箱').fill(me.email);
  await page.getByLabel('密码', { exact: true }).fill(me.password);
  await page.getByLabel('确认密码').fill(me.password);
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '下一步：发送验证码' }).click();
  await expect(page.getByText(MSG.auth.usernameTaken)).toBeVisible();
  await expect(page.getByLabel('验证码')).toHaveCount(0);
  expect(await mailCount(me.email)).toBe(0);

  // An address that already has an account: the form goes on to step 2 just the same. (The
  // admin gives a member a fresh address, so no registration code went to it in the last minute.)
  const owner = await registerMember(page.request, 'o');
  const takenEmail = newIdentity('t').email;
  const admin = { Authorization: `Bearer ${await loginToken(page.request)}` };
  const ownerInfo = await page.request.get('/api/userinfo', {
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  const moved = await page.request.post('/api/admin/user/update', {
    headers: admin,
    data: { id: ((await ownerInfo.json()) as { data: { id: number } }).data.id, email: takenEmail },
  });
  expect(moved.ok()).toBe(true);
  await page.getByLabel('用户名').fill(me.username);
  await page.getByLabel('邮箱').fill(takenEmail);
  const before = await mailCount(takenEmail);
  await page.getByRole('button', { name: '下一步：发送验证码' }).click();
  await expect(page.getByLabel('验证码')).toBeVisible();
  await expect(page.getByText(takenEmail)).toBeVisible();
  await expect.poll(() => mailCount(takenEmail)).toBe(before + 1);
  const notice = lastMail(takenEmail)!;
  expect(notice.subject).toContain('有人尝试用您的邮箱注册');
  expect(`${notice.subject}${notice.text}`).not.toMatch(/\d{6}/);
});
