/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { scrollThrough } from '../support/scroll-through.js';
import { asAdmin } from './admin-helpers.js';
import { adminToken, createArticle, createTag, uniqueTag } from './content-fixtures.js';
import { atPath } from '../support/at-path.js';

const zoneOf = (page: Page) => page.getByRole('region', { name: '文章专区' });

async function search(page: Page, text: string) {
  const box = zoneOf(page).getByLabel('搜索文章标题或简介');
  await box.fill(text);
  await box.press('Enter');
}

test('article list: search, tag filter with Clear all, See more until the all-loaded note', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const key = uniqueTag('检索');
  const tag = await createTag(request, token, uniqueTag('标签'), 'article');
  // Eight articles: the first seven tagged, created oldest first.
  for (let i = 1; i <= 8; i++)
    await createArticle(request, token, {
      title: `${key} 第${i}篇`,
      tag_ids: i <= 7 ? [tag.id] : [],
    });

  await page.goto('/article');
  const zone = zoneOf(page);
  const rows = zone.getByRole('heading', { level: 2, name: new RegExp(key) });
  const more = zone.getByRole('button', { name: '查看更多' });

  await search(page, key);
  await expect(rows).toHaveCount(6);
  await expect(rows.first()).toContainText(`${key} 第8篇`);
  await expect(zone.getByText(MSG.content.allLoaded)).toHaveCount(0);
  await more.click();
  await expect(rows).toHaveCount(8);
  await expect(more).toHaveCount(0);
  await expect(zone.getByText(MSG.content.allLoaded)).toBeVisible();

  // A filter restarts from page 1: the first page replaces the list.
  await zone.getByRole('button', { name: '标签筛选' }).click();
  await page.getByRole('checkbox', { name: tag.name }).check();
  await expect(rows).toHaveCount(6);
  await expect(rows.first()).toContainText(`${key} 第7篇`);
  await page.getByRole('button', { name: '完成' }).click();
  await more.click();
  await expect(rows).toHaveCount(7);
  await expect(zone.getByText(MSG.content.allLoaded)).toBeVisible();

  await zone.getByRole('button', { name: '标签（1）' }).click();
  await page.getByRole('button', { name: '清除全部' }).click();
  await expect(rows).toHaveCount(6);
  await expect(rows.first()).toContainText(`${key} 第8篇`);
  await page.keyboard.press('Escape');

  await search(page, `${key}没有这篇`);
  await expect(zone.getByText(MSG.content.noArticles)).toBeVisible();
  await zone.getByRole('button', { name: '清除筛选条件' }).click();
  await expect(zone.getByLabel('搜索文章标题或简介')).toHaveValue('');
  await expect(zone.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('the home page composes the article zone (with latest comments) and the video section', async ({
  page,
}) => {
  await page.goto('/');
  // The sections below the first screen are drawn as the reader scrolls to them.
  await expect(page.locator('.yx-shell')).toHaveCount(0);
  await expect(zoneOf(page)).toHaveCount(0);
  await scrollThrough(page);
  const zone = zoneOf(page);
  await expect(zone.getByRole('heading', { level: 2, name: '文章专区' })).toBeVisible();
  await expect(zone.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(zone.getByRole('complementary', { name: '最新评论' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: '视频专区' })
      .getByRole('button', { name: /^观看：/ })
      .first(),
  ).toBeVisible();
  // The seeded articles have no cover: each row shows the default image.
  await expect(zone.locator('img[src="/covers/article.svg"]').first()).toBeVisible();
});

test('article page: badges, the cut body with the membership call to action, and text that is never HTML', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const key = uniqueTag('正文');
  const gated = await createArticle(request, token, {
    title: `${key} 会员文章`,
    is_free_read: false,
    details: `<p>${'粤语学习'.repeat(150)}</p><p>结尾的秘密句子</p>`,
  });
  const free = await createArticle(request, token, {
    title: `${key}<img src=x onerror="window.__xss=1">`,
    is_pinned: true,
    details:
      '<p>安全的正文</p><script>window.__xss=1</script><img src="x" onerror="window.__xss=1"><a href="javascript:window.__xss=1">链接</a>',
  });

  await page.goto(`/article/${gated.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${key} 会员文章` })).toBeVisible();
  await expect(page.getByText(MSG.content.readMoreCta)).toBeVisible();
  await expect(page.getByText('结尾的秘密句子')).toHaveCount(0);
  await page.getByRole('button', { name: '开通会员' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=\/user-center$/);

  // Signed in (the admin reads every article whole): while the reader's own copy loads, the page
  // shows the guest's cut with a loading line, not the call to buy a membership.
  await asAdmin(page);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**/api/article/load/${gated.id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/article/${gated.id}`);
  await expect(
    page.getByRole('status').filter({ hasText: MSG.content.loadingReaderBody }),
  ).toBeVisible();
  await expect(page.getByText(MSG.content.readMoreCta)).toHaveCount(0);
  release();
  await expect(page.getByText('结尾的秘密句子')).toBeVisible();
  await expect(page.getByText(MSG.content.loadingReaderBody)).toHaveCount(0);
  await expect(page.getByText(MSG.content.readMoreCta)).toHaveCount(0);
  await page.unroute(`**/api/article/load/${gated.id}`);

  // Before any script runs, the page the server draws knows a signed-in reader too (the hint
  // cookie the app set at start): the loading line, never the call to buy.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`/article/${gated.id}`);
  await expect(page.locator('.yx-article__loading-body')).toHaveText(MSG.content.loadingReaderBody);
  await expect(page.getByText(MSG.content.readMoreCta)).toHaveCount(0);
  await page.unroute('**/assets/*.js');

  await page.goto(`/article/${free.id}`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(`${key}<img src=x onerror="window.__xss=1">`);
  await expect(page.locator('.yx-article__meta').getByText('置顶')).toBeVisible();
  await expect(page.locator('.yx-article__meta').getByText('免费阅读')).toBeVisible();
  await expect(page.getByText('安全的正文')).toBeVisible();
  await expect(page.getByText(MSG.content.readMoreCta)).toHaveCount(0);
  await page
    .getByText('链接')
    .click()
    .catch(() => undefined);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('.yx-article-body script, .yx-article-body [onerror]').count()).toBe(0);
});

test('a missing article and a bad id each say so', async ({ page }) => {
  await page.goto('/article/2147483000');
  await expect(
    page.getByRole('heading', { level: 1, name: MSG.content.articleNotFound }),
  ).toBeVisible();
  await page.getByRole('button', { name: '返回文章专区' }).click();
  await expect(page).toHaveURL(atPath('/article'));
  // A malformed id names no article either (issue 26: it said 「缺少文章 ID」).
  await page.goto('/article/abc');
  await expect(
    page.getByRole('heading', { level: 1, name: MSG.content.articleNotFound }),
  ).toBeVisible();
});
