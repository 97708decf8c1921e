/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { LIMITS, MSG } from '@yuexue/contract';
import { ADMIN } from '../support/env.js';
import { deliveredCode, newIdentity } from './accounts.js';
import { atPath } from '../support/at-path.js';

test('an account without e-mail binds one with a mailed code, then may change its password', async ({
  page,
}) => {
  // The seeded admin is the one account that starts without an e-mail address.
  await page.goto('/login?redirect=/user-center');
  await page.getByLabel('用户名或邮箱').fill(ADMIN.username);
  await page.getByLabel('密码').fill(ADMIN.password);
  await page.locator('form').getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(atPath('/user-center'));

  await expect(page.getByText(MSG.auth.bindEmailFirst)).toBeVisible();
  await expect(page.getByRole('link', { name: '修改密码' })).toHaveCount(0);

  await page.getByRole('button', { name: '绑定邮箱' }).click();
  const dialog = page.getByRole('dialog', { name: '绑定邮箱' });
  await dialog.getByRole('button', { name: '绑定' }).click();
  await expect(dialog).toContainText(MSG.auth.emailRequired);

  const { email } = newIdentity('bind');
  await dialog.getByLabel('邮箱').fill(email);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /秒后可重发/ })).toBeDisabled();
  const code = await deliveredCode(email);

  await dialog.getByLabel('验证码').fill('000000' === code ? '111111' : '000000');
  await dialog.getByRole('button', { name: '绑定' }).click();
  await expect(dialog.getByRole('alert')).toContainText(MSG.auth.codeInvalid);

  await dialog.getByLabel('验证码').fill(code);
  await dialog.getByRole('button', { name: '绑定' }).click();
  await expect(dialog.getByRole('status')).toContainText(MSG.auth.bindEmailSuccess);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  // The modal closes by itself a few seconds after success.
  await expect(dialog).toBeHidden({ timeout: LIMITS.bindEmailModalCloseMs + 5000 });

  await expect(page.getByRole('link', { name: '修改密码' })).toHaveAttribute(
    'href',
    `/reset-password?${new URLSearchParams({ email, from: 'user-center' }).toString()}`,
  );
});
