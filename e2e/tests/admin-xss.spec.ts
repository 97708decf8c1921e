/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { scrollThrough } from '../support/scroll-through.js';
import {
  asAdmin,
  bearer,
  dialogsOpened,
  handlerAttributes,
  trapDialogs,
  unique,
} from './admin-helpers.js';
import { confirmPopover } from '../support/confirm-popover.js';

const SCRIPT = (tag: string) => `<script>alert('${tag}')</script>`;
const ONERROR = (tag: string) => `<img src=x onerror=alert('${tag}')>`;

/** The page shows what was typed as text: nothing ran, nothing carries an on… handler. */
async function expectInert(page: Page, path: string, visibleText?: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await scrollThrough(page);
  if (visibleText) await expect(page.getByText(visibleText).first()).toBeVisible();
  expect(await handlerAttributes(page), path).toEqual([]);
  expect(await dialogsOpened(page), path).toEqual([]);
}

test('<script> and onerror= typed into back-office fields never run on any page', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await trapDialogs(page);
  const token = await asAdmin(page);
  // The trap itself works: a real alert is recorded (each page load starts a fresh record).
  await page.evaluate(() => window.alert('probe'));
  expect(await dialogsOpened(page)).toEqual(['alert:probe']);
  const mark = unique('x');

  // Article through the UI: payloads in title, description and the editor body.
  const articleTitle = `${mark}${SCRIPT('title')}`;
  await page.goto('/admin/articles');
  await page.getByRole('button', { name: '写文章' }).click();
  const modal = page.getByRole('dialog', { name: '写文章' });
  await modal.getByLabel('标题', { exact: true }).fill(articleTitle);
  await modal.getByLabel('简介', { exact: true }).fill(ONERROR('desc'));
  await modal.getByRole('textbox', { name: '文章内容' }).click();
  await page.keyboard.type(`${ONERROR('body')} ${SCRIPT('body')}`);
  await modal.getByRole('switch', { name: '免费阅读' }).click();
  await modal.getByRole('button', { name: '保存' }).click();
  await expect(modal).toBeHidden();

  // And raw HTML straight at the API, as a hostile client would send it.
  const raw = await page.request.post('/api/admin/article/add', {
    headers: bearer(token),
    data: {
      title: `${mark}raw`,
      is_free_read: true,
      details: `<p>安全</p>${ONERROR('raw')}${SCRIPT('raw')}<a href="javascript:alert('href')">link</a><p onclick="alert('p')">点</p><svg onload="alert('svg')"></svg><iframe src="javascript:alert('if')"></iframe>`,
    },
  });
  expect(raw.status()).toBe(201);
  const rawId = ((await raw.json()) as { data: { id: number } }).data.id;

  // Video through the UI: payload in the title and an iframe carrying its own handler.
  await page.goto('/admin/videos');
  await page.getByRole('button', { name: '添加视频' }).click();
  const video = page.getByRole('dialog', { name: '添加视频' });
  await video.getByLabel('标题', { exact: true }).fill(`${mark}${ONERROR('video')}`);
  await video
    .getByLabel('视频iframe代码')
    .fill(
      `<iframe src="https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7" onload="alert('iframe')"></iframe>`,
    );
  await video.getByRole('button', { name: '保存' }).click();
  await expect(video).toBeHidden();
  const videos = (await (
    await page.request.get(`/api/admin/video/list/paginated?search=${encodeURIComponent(mark)}`, {
      headers: bearer(token),
    })
  ).json()) as {
    data: Array<{ id: number; video_url: string }>;
  };
  expect(videos.data[0]!.video_url).not.toContain('onload');

  // Navbar menu and an admin favourite through the UI.
  await page.goto('/admin/menus');
  await page.getByLabel('菜单名称').fill(`${mark}${ONERROR('m')}`.slice(0, 50));
  await page.getByLabel('菜单路径').fill('/article');
  await page.getByRole('button', { name: '添加', exact: true }).click();
  await expect(page.getByText(MSG.adminMenus.added)).toBeVisible();

  await page.goto('/admin/favorites');
  await page.getByRole('button', { name: '添加收藏' }).click();
  const fav = page.getByRole('dialog', { name: '添加收藏' });
  await fav.getByLabel('原文').fill(`${mark}${SCRIPT('fav')}`);
  await fav.getByLabel('译文').fill(ONERROR('fav'));
  await fav.getByRole('button', { name: '保存' }).click();
  await expect(fav).toBeHidden();

  const list = (await (
    await page.request.get(`/api/admin/article/list/paginated?search=${encodeURIComponent(mark)}`, {
      headers: bearer(token),
    })
  ).json()) as {
    data: Array<{ id: number; title: string }>;
  };
  const uiId = list.data.find((a) => a.title === articleTitle)!.id;

  await expectInert(page, '/', `${mark}`);
  await expectInert(page, '/article', articleTitle);
  await expectInert(page, `/article/${uiId}`, ONERROR('body'));
  await expectInert(page, `/article/${rawId}`, '安全');
  await expect(
    page.locator(
      '.yx-article-body script, .yx-article-body svg, .yx-article-body iframe, .yx-article-body a[href^="javascript"]',
    ),
  ).toHaveCount(0);
  await expectInert(page, '/video');
  await expectInert(page, `/video/${videos.data[0]!.id}`);
  await expectInert(page, '/admin/articles', articleTitle);
  await expectInert(page, '/admin/videos');
  await expectInert(page, '/admin/menus');
  await expectInert(page, '/admin/favorites', `${mark}${SCRIPT('fav')}`);

  // Tidy the navbar for the other journeys.
  await page.goto('/admin/menus');
  await page.getByRole('button', { name: new RegExp(`^删除菜单：${mark}`) }).click();
  await confirmPopover(page);
  await expect(page.getByText(MSG.adminMenus.deleted)).toBeVisible();
  expect(await dialogsOpened(page)).toEqual([]);
});
