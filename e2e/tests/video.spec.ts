/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { adminToken, createVideo, postVideo, uniqueTag } from './content-fixtures.js';
import { atPath } from '../support/at-path.js';

const youtube = (id: string) =>
  `<iframe width="560" height="315" src="https://www.youtube.com/embed/${id}" title="YouTube video player" frameborder="0" allowfullscreen></iframe>`;
const bilibili = (bvid: string) =>
  `<iframe src="//player.bilibili.com/player.html?bvid=${bvid}&page=1" scrolling="no" border="0" frameborder="no" allowfullscreen="true"></iframe>`;
const sectionOf = (page: Page) => page.getByRole('region', { name: '视频专区' });

test('video list: search, channel, See more; Watch opens the player as our own sandboxed iframe', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const key = uniqueTag('视频');
  for (let i = 1; i <= 3; i++)
    await createVideo(request, token, {
      title: `${key} 油管${i}`,
      channel: 'Youtube',
      video_url: youtube(`vid${i}abc`),
    });
  for (let i = 1; i <= 2; i++)
    await createVideo(request, token, {
      title: `${key} 哔站${i}`,
      channel: 'Bilibili',
      video_url: bilibili(`BV1xx411c7m${i}`),
    });

  await page.goto('/video');
  const section = sectionOf(page);
  await expect(section.getByRole('heading', { level: 1, name: '视频专区' })).toBeVisible();
  const box = section.getByLabel('搜索视频标题或简介');
  await box.fill(key);
  await box.press('Enter');
  const cards = section.getByRole('heading', { level: 2, name: new RegExp(key) });
  await expect(cards).toHaveCount(4);
  await section.getByRole('button', { name: '查看更多' }).click();
  await expect(cards).toHaveCount(5);
  await expect(section.getByText(MSG.content.allLoaded)).toBeVisible();

  // The channel dropdown from the keyboard: 全部频道 → 哔哩哔哩 → YouTube.
  await section.getByRole('combobox', { name: '频道' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(section.getByRole('combobox', { name: '频道' }).locator('xpath=..')).toContainText(
    'YouTube',
  );
  await expect(cards).toHaveCount(3);
  await expect(section.getByRole('button', { name: '查看更多' })).toHaveCount(0);
  await expect(
    section
      .getByRole('listitem')
      .filter({ hasText: `${key} 油管1` })
      .first(),
  ).toContainText('YouTube');

  await section.getByRole('button', { name: `观看：${key} 油管2` }).click();
  await expect(page).toHaveURL(/\/video\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `${key} 油管2` })).toBeVisible();
  const player = page.locator('iframe');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/vid2abc');
  await expect(player).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
  );
  await expect(player).toHaveAttribute('title', `视频播放器：${key} 油管2`);
});

test('an embed that fails validation shows its message and no iframe', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const key = uniqueTag('坏');

  // The server refuses to store a player outside the allowlist, so such a video cannot be created…
  const refused = await postVideo(request, token, {
    title: `${key} 恶意`,
    video_url: '<iframe src="https://evil.example/embed/x"></iframe>',
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: string }).error).toBe(
    MSG.content.videoPlayerNotAllowed,
  );

  // …so the page's own check is shown on a stored video whose embed code is answered altered
  // (as a row written before the allowlist, or by hand in the database, would be).
  const video = await createVideo(request, token, {
    title: `${key} 视频`,
    video_url: youtube('okvideo1'),
  });
  for (const altered of [
    '<iframe src="https://evil.example/embed/x" onload="window.__xss=1"></iframe><script>window.__xss=1</script>',
    '',
    'javascript:alert(1)',
  ]) {
    await page.route(`**/api/video/load/${video.id}`, async (route) => {
      const body = (await (await route.fetch()).json()) as { data: { video_url: string } };
      body.data.video_url = altered;
      await route.fulfill({ json: body });
    });
    await page.goto(`/video/${video.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${key} 视频` })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(MSG.content.videoIframeInvalid);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await page.unroute(`**/api/video/load/${video.id}`);
  }

  await page.goto(`/video/${video.id}`);
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube.com/embed/okvideo1',
  );
});

test('a missing video and a bad id each say so', async ({ page }) => {
  await page.goto('/video/2147483000');
  await expect(
    page.getByRole('heading', { level: 1, name: MSG.content.videoNotFound }),
  ).toBeVisible();
  // A malformed id names no video either (issue 26: it said 「缺少视频 ID」).
  await page.goto('/video/0');
  await expect(
    page.getByRole('heading', { level: 1, name: MSG.content.videoNotFound }),
  ).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${MSG.content.videoNotFound} - `));
  await page.getByRole('button', { name: '返回视频专区' }).click();
  await expect(page).toHaveURL(atPath('/video'));
});
