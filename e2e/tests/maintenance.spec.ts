import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env.js';
import { useToken } from './accounts.js';

// Issue 6: in maintenance mode the public site shows a maintenance page; sign-in and admins pass.
test('maintenance mode shows the maintenance page to visitors but not to admins', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  const token = ((await login.json()) as { token: string }).token;
  const A = { authorization: `Bearer ${token}` };
  const general = (
    (await (
      await request.get('/api/admin/system/settings?category=general', { headers: A })
    ).json()) as { data: Record<string, unknown> }
  ).data;
  const save = (on: boolean) =>
    request.post('/api/admin/system/settings?category=general', {
      headers: A,
      data: { ...general, maintenance_mode: on },
    });
  expect((await save(true)).ok()).toBe(true);
  try {
    await page.goto('/');
    await expect(page.getByText('网站正在维护中，请稍后再访问')).toBeVisible({ timeout: 15_000 });
    const api = await request.post('/api/phonetics', { data: { text: '你好' } });
    expect(api.status()).toBe(503);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /登\s*录/ }).first()).toBeVisible();
    await useToken(page, token);
    await page.goto('/');
    await expect(page.getByPlaceholder(/输入普通话/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('网站正在维护中，请稍后再访问')).toHaveCount(0);
  } finally {
    expect((await save(false)).ok()).toBe(true);
  }
});
