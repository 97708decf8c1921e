import { expect, test, type APIRequestContext } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { ADMIN } from '../support/env.js';

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/login', { data: ADMIN });
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

test('general settings drive the page: site name in title, navbar and footer; closed registration is said on /register', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const current = (await (
    await request.get('/api/admin/system/settings?category=general', { headers })
  ).json()) as {
    data: Record<string, unknown>;
  };
  const changed = { ...current.data, site_name: '粤学测试站', allow_registration: false };
  const save = (data: Record<string, unknown>) =>
    request.post('/api/admin/system/settings?category=general', { headers, data });
  expect((await save(changed)).ok()).toBe(true);
  try {
    await page.goto('/register');
    // The tab names the page, then the site (issue 26).
    await expect(page).toHaveTitle('注册 - 粤学测试站');
    await expect(page.locator('.yx-brand__name')).toHaveText('粤学测试站');
    await expect(page.locator('footer')).toContainText('粤学测试站');
    await expect(page.getByText(MSG.auth.registrationClosed)).toBeVisible();
    await expect(page.getByLabel('用户名')).toBeDisabled();
  } finally {
    expect((await save(current.data)).ok()).toBe(true);
  }
});
