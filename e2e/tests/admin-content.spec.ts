import { expect, test } from '@playwright/test';
import { LIMITS, MSG } from '@yuexue/contract';
import { chooseOption } from '../support/choose-option.js';
import { asAdmin, unique } from './admin-helpers.js';
import { createArticle, createTag } from './content-fixtures.js';
import { confirmPopover } from '../support/confirm-popover.js';

const C = MSG.content;
const F = MSG.favorites;

test('video management: §5 form messages, a tag from the tag dialog, channel filter and delete', async ({
  page,
}) => {
  await asAdmin(page);
  const title = unique('粤语视频');
  const tagName = unique('vt');
  await page.goto('/admin/videos');

  await page.getByRole('button', { name: '添加标签' }).click();
  const tagDialog = page.getByRole('dialog', { name: '添加视频标签' });
  await tagDialog.getByRole('button', { name: '添加' }).click();
  await expect(tagDialog.getByText(C.tagNameRequired)).toBeVisible();
  await expect(tagDialog.getByText(LIMITS.defaultTagColor)).toBeVisible();
  await tagDialog.getByLabel('标签名称').fill(tagName);
  await tagDialog.getByRole('button', { name: '添加' }).click();
  await expect(tagDialog).toBeHidden();
  await expect(page.getByText(MSG.backOffice.tagAdded)).toBeVisible();

  await page.getByRole('button', { name: '添加视频' }).click();
  const form = page.getByRole('dialog', { name: '添加视频' });
  await expect(form.getByText('Bilibili')).toBeVisible();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText(C.videoTitleRequired)).toBeVisible();
  await expect(form.getByText(C.videoUrlRequired)).toBeVisible();
  const code = form.getByLabel('视频iframe代码');
  await code.fill('https://www.bilibili.com/video/BV1GJ411x7h7');
  await expect(form.getByText(C.videoUrlInvalid)).toBeVisible();
  await code.fill('<iframe src="https://evil.example/player"></iframe>');
  await expect(form.getByText(C.videoPlayerNotAllowed)).toBeVisible();
  await code.fill(
    '<iframe src="//player.bilibili.com/player.html?bvid=BV1GJ411x7h7" allowfullscreen></iframe>',
  );
  await form.getByLabel('标题', { exact: true }).fill(title);
  // Type to filter, as an editor with many tags would: the option list is virtual, so an
  // unfiltered new tag may sit outside the rendered rows.
  const tagInput = form.getByLabel('标签');
  await tagInput.fill(tagName);
  await chooseOption(tagInput, tagName);
  await expect(form.getByText(tagName, { exact: true })).toBeVisible();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(MSG.backOffice.videoSaved)).toBeVisible();

  await page.getByLabel('搜索视频').fill(title);
  await page.getByLabel('搜索视频').press('Enter');
  const grid = page.getByRole('list', { name: '视频列表' });
  await expect(grid.locator(':scope > li')).toHaveCount(1);
  await expect(grid).toContainText(tagName);
  await expect(grid).toContainText('Bilibili');

  await chooseOption(page.getByLabel('频道'), 'Youtube');
  await expect(page.getByText(C.noVideos)).toBeVisible();
  await chooseOption(page.getByLabel('频道'), 'Bilibili');
  await expect(grid.locator(':scope > li')).toHaveCount(1);

  await page.getByRole('button', { name: `删除视频：${title}` }).click();
  await confirmPopover(page);
  await expect(page.getByText(MSG.backOffice.videoDeleted)).toBeVisible();
  await expect(page.getByText(C.noVideos)).toBeVisible();
});

test('favourites management: add goes on top, edit replaces in place, phonetic column, no-match state, delete', async ({
  page,
}) => {
  await asAdmin(page);
  const source = unique('饮茶');
  await page.goto('/admin/favorites');

  await page.getByRole('button', { name: '添加收藏' }).click();
  const modal = page.getByRole('dialog', { name: '添加收藏' });
  await modal.getByLabel('原文').fill(source);
  await modal.getByRole('button', { name: '保存' }).click();
  await expect(modal.getByRole('alert')).toHaveText(F.sourceAndTranslationRequired);
  await modal.getByLabel('译文').fill('饮茶（粤）');
  await modal.getByLabel(MSG.translator.systemNames.pinyin_hongkong).fill('jam2 caa4');
  await modal.getByRole('button', { name: '保存' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(F.added)).toBeVisible();

  const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow).toContainText(source);
  await expect(firstRow).toContainText(F.systemUser);
  await expect(firstRow).toContainText(F.noPhonetic);
  await chooseOption(page.getByLabel('显示的注音'), MSG.translator.systemNames.pinyin_hongkong);
  await expect(firstRow).toContainText('jam2 caa4');

  const id = (await firstRow.locator('td').first().textContent())!;
  await page.getByRole('button', { name: `编辑收藏 ${id}` }).click();
  const edit = page.getByRole('dialog', { name: '编辑收藏' });
  await edit.getByLabel('译文').fill('饮早茶');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(F.updated)).toBeVisible();
  await expect(firstRow).toContainText('饮早茶');
  await expect(firstRow.locator('td').first()).toHaveText(id);

  await page.getByLabel('搜索收藏').fill(source.toUpperCase() + 'ZZZ');
  await page.getByLabel('搜索收藏').press('Enter');
  await expect(page.getByText(F.adminNoMatch)).toBeVisible();
  await page.getByLabel('搜索收藏').fill(source.toUpperCase());
  await page.getByLabel('搜索收藏').press('Enter');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);

  await page.getByRole('button', { name: `删除收藏 ${id}` }).click();
  await expect(page.getByText(F.adminConfirmDelete)).toBeVisible();
  await confirmPopover(page);
  await expect(page.getByText(F.deleted)).toBeVisible();
  await expect(page.getByText(F.adminNoMatch)).toBeVisible();
});

test('tag management: a typo in a tag is corrected, then the tag deleted, and articles follow', async ({
  page,
  request,
}) => {
  const token = await asAdmin(page);
  const typo = unique('错字');
  const fixed = unique('正字');
  const tag = await createTag(request, token, typo, 'article');
  const article = await createArticle(request, token, {
    title: unique('带标签文章'),
    tag_ids: [tag.id],
  });

  await page.goto('/admin/articles');
  // The list first fails (and its one automatic retry too): the dialog says why and offers a retry.
  let failures = 2;
  await page.route('**/api/admin/tag/list?*', (route) =>
    failures-- > 0
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ status: false, error: '服务繁忙，请稍后再试' }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: '管理标签' }).click();
  const manage = page.getByRole('dialog', { name: '管理文章标签' });
  await expect(manage.getByRole('alert')).toContainText('服务繁忙，请稍后再试');
  await manage.getByRole('button', { name: '重试' }).click();
  await manage.getByRole('button', { name: `编辑标签：${typo}` }).click();
  const edit = page.getByRole('dialog', { name: '编辑文章标签' });
  await expect(edit.getByLabel('标签名称')).toHaveValue(typo);
  await edit.getByLabel('标签名称').fill(fixed);
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(MSG.backOffice.tagUpdated)).toBeVisible();
  await expect(manage.getByText(fixed, { exact: true })).toBeVisible();

  await page.goto(`/article/${article.id}`);
  await expect(page.locator('.yx-article__meta')).toContainText(fixed);

  await page.goto('/admin/articles');
  await page.getByRole('button', { name: '管理标签' }).click();
  await manage.getByRole('button', { name: `删除标签：${fixed}` }).click();
  await confirmPopover(page);
  await expect(page.getByText(MSG.backOffice.tagDeleted)).toBeVisible();
  await expect(manage.getByText(fixed, { exact: true })).toHaveCount(0);

  await page.goto(`/article/${article.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.yx-article__meta')).not.toContainText(fixed);
});
