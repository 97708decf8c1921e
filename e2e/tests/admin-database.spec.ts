/// <reference lib="dom" />
import {
  request as playwrightRequest,
  expect,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import ExcelJS from 'exceljs';
import { MSG } from '@yuexue/contract';
import { ADMIN } from '../support/env.js';
import { useToken } from './accounts.js';

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', { data: ADMIN });
  return ((await res.json()) as { token: string }).token;
}

async function xlsx(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Readings shown on the home page for a text, in Jyutping (the tool's own system switch). */
async function homeReadings(page: Page, text: string): Promise<string[]> {
  await page.goto('/');
  await page.getByLabel('要翻译或注音的中文').fill(text);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/phonetics'));
  await page.getByRole('button', { name: '注音', exact: true }).click();
  expect((await answer).status()).toBe(200);
  const result = page.getByTestId('translator-result');
  await result.locator('.yx-system-switch label').filter({ hasText: '粤拼' }).click();
  return result.locator('.yx-ruby-output ruby rt').allTextContents();
}

test('an admin imports a phonetic file in /admin/database and the home page reads the word the new way', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const before = await homeReadings(page, '我钟意饮茶');
  expect(before.slice(3)).toEqual(['jam2', 'caa4']);

  await useToken(page, token);
  await page.goto('/admin/database');
  await page.getByRole('tab', { name: '读音记录' }).click();
  await page.getByRole('button', { name: 'Excel 导入' }).click();
  const dialog = page.getByRole('dialog', { name: '导入读音记录' });
  await expect(dialog.getByRole('link', { name: '下载模板' })).toHaveAttribute(
    'href',
    '/templates/phonetics_template.xlsx',
  );
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'readings.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsx([
      ['汉字', '粤拼', '广州话拼音', '广州话拼音（上标声调）'],
      ['饮茶', 'jam3 caa4', '', ''],
      ['好', 'hou7', '', ''],
    ]),
  });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByText(MSG.database.importSuccess)).toBeVisible();
  await expect(dialog.locator('.ant-descriptions')).toContainText('成功导入1');
  await expect(
    dialog.getByText(MSG.database.importRow(3, MSG.database.invalidJyutping('hou7'))),
  ).toBeVisible();
  await dialog.getByRole('button', { name: '完成' }).click();
  const row = page.getByRole('row').filter({ hasText: '饮茶' });
  await expect(row).toContainText('jam3 caa4');
  await expect(row).toContainText('yem3 ca4');

  await page.evaluate(() => localStorage.removeItem('token'));
  expect((await homeReadings(page, '我钟意饮茶')).slice(3)).toEqual(['jam3', 'caa4']);

  // Leave the database as it was for the other journeys.
  const list = await request.get('/api/phonetics/paginated?search=%E9%A5%AE%E8%8C%B6', {
    headers: { authorization: `Bearer ${token}` },
  });
  for (const r of ((await list.json()) as { data: { id: number }[] }).data) {
    await request.post(`/api/phonetics/delete/${r.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
});

test('an admin saves a guest translation limit on its card and the next translation obeys it', async ({
  page,
  request,
  browser,
}) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const roles = (
    (await (await request.get('/api/admin/role/list', { headers })).json()) as {
      data: Record<string, unknown>[];
    }
  ).data;
  const guest = roles.find((r) => r.role_code === 'guest')!;
  // Guests are counted by address and earlier journeys translated from this one: allow exactly one more.
  const guestPage = await (await browser.newContext()).newPage();
  await guestPage.goto('/');
  const stats = (await (await guestPage.request.get('/api/usage/stats')).json()) as {
    data: { translate: { used: number } };
  };
  const limit = stats.data.translate.used + 1;

  try {
    await useToken(page, token);
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: '使用限制' }).click();
    const card = page.getByTestId('role-card-guest');
    await card.getByLabel(`${guest.role_name}每日翻译次数`).fill(String(limit));
    await card.getByRole('button', { name: '保存' }).click();
    await expect(card.getByText(MSG.roles.updated)).toBeVisible();
    await expect(card.getByText(MSG.roles.updated)).toBeHidden({ timeout: 6000 });

    const translateOnce = async (text: string) => {
      await guestPage.getByLabel('要翻译或注音的中文').fill(text);
      const answer = guestPage.waitForResponse((r) => r.url().endsWith('/api/translate'));
      await guestPage.getByRole('button', { name: '翻译', exact: true }).click();
      return answer;
    };
    expect((await translateOnce('我们去喝茶')).status()).toBe(200);
    const refused = await translateOnce('我们去看电影');
    expect(refused.status()).toBe(429);
    await expect(guestPage.getByTestId('translator-error')).toContainText(
      MSG.usage.dailyCountReached('translate', limit),
    );
  } finally {
    // A fresh context: the test's own may already be closed if it timed out, and a guest limit left
    // behind would fail every later guest journey.
    const restore = await playwrightRequest.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    await restore.post(`/api/admin/role/update/${guest.id as number}`, { headers, data: guest });
    await restore.dispose();
  }
});

test('the settings screen masks secrets and keeps them on save', async ({ page, request }) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const current = (
    (await (
      await request.get('/api/admin/system/settings?category=email', { headers })
    ).json()) as { data: Record<string, unknown> }
  ).data;
  await request.post('/api/admin/system/settings?category=email', {
    headers,
    data: { ...current, password: 'e2e-smtp-secret' },
  });
  try {
    await useToken(page, token);
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: '邮件设置' }).click();
    await expect(page.getByPlaceholder(MSG.adminSettings.secretPlaceholder)).toBeVisible();
    expect(await page.content()).not.toContain('e2e-smtp-secret');
    await page.getByRole('button', { name: '保存设置' }).click();
    await expect(page.getByText(MSG.adminSettings.saved)).toBeVisible();
  } finally {
    await request.post('/api/admin/system/settings?category=email', {
      headers,
      data: { ...current, password: '' },
    });
  }
});
