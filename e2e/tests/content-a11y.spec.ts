/// <reference lib="dom" />
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeScan } from '../support/axe.js';
import { scrollThrough } from '../support/scroll-through.js';
import { registerMember, useToken } from './accounts.js';
import { adminToken, createArticle, createVideo, PNG_8X8, uniqueTag } from './content-fixtures.js';

/** Pages of the content journeys, with data on them: a commented article (with an image) and a video. */
let pages: Array<{ name: string; path: string }> = [];
let memberToken = '';

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const key = uniqueTag('无障碍');
  const article = await createArticle(request, token, {
    title: `${key} 文章`,
    is_pinned: true,
    details: '<h2>小标题</h2><p>正文段落</p><ul><li>要点</li></ul>',
  });
  const video = await createVideo(request, token, {
    title: `${key} 视频`,
    video_url: '<iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"></iframe>',
  });
  const member = await registerMember(request, 'ax');
  memberToken = member.token;
  const auth = { Authorization: `Bearer ${member.token}` };
  const upload = await request.post('/api/upload/image', {
    headers: auth,
    multipart: { image: { name: 'a.png', mimeType: 'image/png', buffer: PNG_8X8 } },
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const top = await request.post('/api/comments', {
    headers: auth,
    data: { article_id: article.id, content: '带图片的评论', image_url: url },
  });
  const { data } = (await top.json()) as { data: { id: number } };
  await request.post('/api/comments', {
    headers: auth,
    data: { article_id: article.id, content: '一条回复', parent_id: data.id },
  });
  await request.post('/api/favorites/add', {
    headers: auth,
    data: {
      source_text: '我们走吧',
      translated_text: '我哋行啦',
      favorite_type: 'translation',
      phonetic_text: 'ngo5 dei6 haang4 laa1',
    },
  });
  pages = [
    { name: 'home', path: '/' },
    { name: 'article list', path: '/article' },
    { name: 'article page', path: `/article/${article.id}` },
    { name: 'video list', path: '/video' },
    { name: 'video page', path: `/video/${video.id}` },
    { name: 'collection', path: '/collection' },
  ];
});

async function open(page: Page, path: string) {
  if (path === '/collection' || path.startsWith('/article/')) await useToken(page, memberToken);
  await page.goto(path);
  // index.html paints a static shell (with its own h1) until React mounts; check the real page.
  await expect(page.locator('.yx-shell')).toHaveCount(0);
  // Sections below the first screen (and an article's comments) are drawn as the reader scrolls to them.
  await scrollThrough(page);
  await expect(page.locator('.ant-skeleton, .yx-skeleton')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

async function seriousViolations(page: Page) {
  // The translation tool has its own checks (translate.spec.ts); the home page's content sections are ours.
  const axe = await axeScan(page, {
    tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    exclude: ['.yx-translator', 'iframe'],
  });
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('axe finds no serious or critical violation on the content pages (desktop)', async ({
  page,
}) => {
  for (const p of pages) {
    await open(page, p.path);
    expect(await seriousViolations(page), p.name).toEqual([]);
  }
});

async function phone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  return { context, page: await context.newPage() };
}

test('on a 360 px phone the content pages fit the width and pass axe', async ({ browser }) => {
  const { context, page } = await phone(browser);
  for (const p of pages) {
    await open(page, p.path);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      p.name,
    ).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page), p.name).toEqual([]);
  }
  await context.close();
});

/** Presses Tab until `target` has focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max: number) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test('the article list and an article are usable from the keyboard alone', async ({ page }) => {
  await page.goto('/article');
  const search = page.getByLabel('搜索文章标题或简介');
  await tabTo(page, search, 40);
  await page.keyboard.type('无障碍');
  await page.keyboard.press('Enter');
  const first = page
    .getByRole('heading', { level: 2, name: /无障碍/ })
    .first()
    .getByRole('link');
  await expect(first).toBeVisible();
  // Tab on from the search box reaches the tag filter (its panel opens with Enter), then the first title.
  await tabTo(page, page.getByRole('button', { name: '标签筛选' }), 4);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: '按标签筛选' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: '按标签筛选' })).toBeHidden();
  await tabTo(page, first, 6);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/article\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
