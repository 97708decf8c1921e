/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { scrollThrough } from '../support/scroll-through.js';

interface MenuItem {
  title: string;
  url: string;
}

async function menu(page: Page, query: string): Promise<MenuItem[]> {
  const res = await page.request.get(`/api/menu/list?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: MenuItem[] }).data;
}

test('the navbar and footer show the menus the server returns, in its order', async ({ page }) => {
  await page.goto('/');
  const navbar = await menu(page, 'position=navbar');
  expect(navbar.length).toBeGreaterThan(1);
  await expect(page.getByRole('menu', { name: '主导航' }).getByRole('menuitem')).toHaveText(
    navbar.map((m) => m.title),
  );

  for (const [group, category] of [
    ['快速链接', 'quick_links'],
    ['学习资源', 'resources'],
  ] as const) {
    const items = await menu(page, `position=footer&category=${category}`);
    await expect(page.getByRole('navigation', { name: group }).getByRole('link')).toHaveText(
      items.map((m) => m.title),
    );
  }
  await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()}`);
});

test('start-up writes the general settings into the document head', async ({ page }) => {
  const res = await page.request.get('/api/system/settings?category=general');
  const { data } = (await res.json()) as {
    data: { site_name: string; site_description: string; site_keywords: string };
  };
  await page.goto('/');
  await expect(page).toHaveTitle(data.site_name);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    data.site_description,
  );
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
    'content',
    data.site_keywords,
  );
});

for (const path of ['/', '/login', '/register']) {
  test(`on a 360 px phone ${path} has no horizontal overflow`, async ({ browser }, info) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator('footer')).toBeVisible();
    await scrollThrough(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await info.attach(`360px${path.replace(/\//g, '_')}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await context.close();
  });
}

test('on a phone the navbar menu is a dropdown and the WeChat login explains why it is off', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: '打开导航菜单' }).click();
  await expect(page.getByRole('menuitem', { name: '首页' })).toBeVisible();
  await expect(page.getByRole('button', { name: '微信登录' })).toBeDisabled();
  await expect(page.getByText('手机浏览器暂不支持微信扫码登录')).toBeVisible();
  await context.close();
});
