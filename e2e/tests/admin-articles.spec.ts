/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { asAdmin, bearer, PNG_8X8, unique } from './admin-helpers.js';
import { confirmPopover } from '../support/confirm-popover.js';

test('an admin writes an article with a heading, a 3×3 table and an uploaded image; the public page shows it sanitised and the stored body carries the hidden notice', async ({
  page,
}) => {
  // The editor is its own chunk: neither the public pages nor the back office fetch it before the modal opens.
  const editorChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/rich-text-editor-[^/]*\.js$/.test(r.url())) editorChunks.push(r.url());
  });
  const token = await asAdmin(page);
  const title = unique('表格文章');
  await page.goto('/');
  await page.goto('/admin/articles');
  await expect(page.getByRole('heading', { name: '文章管理' })).toBeVisible();
  expect(editorChunks).toEqual([]);

  await page.getByRole('button', { name: '写文章' }).click();
  const modal = page.getByRole('dialog', { name: '写文章' });

  // Saving blank shows both §5 messages (title from the form, content before anything is sent).
  await modal.getByRole('button', { name: '保存' }).click();
  await expect(modal.getByText(MSG.content.articleTitleRequired)).toBeVisible();
  await modal.getByLabel('标题', { exact: true }).fill(title);
  await modal.getByLabel('简介', { exact: true }).fill('一篇有标题、表格和图片的文章');
  const body = modal.getByRole('textbox', { name: '文章内容' });
  await expect(body).toBeVisible();
  await expect(modal.getByText(MSG.backOffice.editorLoading)).toHaveCount(0);
  expect(editorChunks).toHaveLength(1);
  await modal.getByRole('button', { name: '保存' }).click();
  await expect(modal.getByRole('alert')).toHaveText(MSG.content.articleDetailsRequired);

  const toolbar = modal.getByRole('toolbar', { name: '编辑工具栏' });
  await body.click();
  await toolbar.getByRole('button', { name: '二级标题' }).click();
  await page.keyboard.type('粤语入门');
  await page.keyboard.press('Enter');
  await page.keyboard.type('下面是一张声调表，以及一张图片。');
  await page.keyboard.press('Enter');

  // Table tools appear only inside a table.
  await expect(toolbar.getByRole('button', { name: '删除表格' })).toHaveCount(0);
  await toolbar.getByRole('button', { name: '插入表格' }).click();
  const dialog = page.getByRole('dialog', { name: '插入表格' });
  await expect(dialog.getByLabel('行数')).toHaveValue('3');
  await expect(dialog.getByLabel('列数')).toHaveValue('3');
  await expect(dialog.getByRole('checkbox', { name: '包含表头行' })).toBeChecked();
  await dialog.getByRole('button', { name: '插入' }).click();
  await expect(body.locator('table tr')).toHaveCount(3);
  await expect(body.locator('table tr').first().locator('th')).toHaveCount(3);
  for (const name of ['添加列', '添加行', '删除列', '删除行', '删除表格'])
    await expect(toolbar.getByRole('button', { name })).toBeVisible();
  await page.keyboard.type('声调');
  await page.keyboard.press('Tab');
  await page.keyboard.type('例字');
  await page.keyboard.press('Tab');
  await page.keyboard.type('粤拼');

  // Out of the table: the tools go away.
  await body.locator('p').first().click();
  await expect(toolbar.getByRole('button', { name: '删除表格' })).toHaveCount(0);

  // A wrong file type is refused before upload; a PNG is uploaded and inserted.
  await modal
    .getByLabel('选择要插入的图片')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText(MSG.upload.badType)).toBeVisible();
  await modal
    .getByLabel('选择要插入的图片')
    .setInputFiles({ name: 'tones.png', mimeType: 'image/png', buffer: PNG_8X8 });
  await expect(body.locator('img[src^="/uploads/"]')).toHaveCount(1);

  await modal.getByRole('switch', { name: '免费阅读' }).click();
  await modal.getByRole('button', { name: '保存' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(MSG.backOffice.articleAdded)).toBeVisible();

  // The new row is in the table; search finds it by title.
  await page.getByLabel('搜索文章').fill(title);
  await page.getByRole('button', { name: '搜索' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  const id = Number(await row.getByRole('cell').first().textContent());

  const stored = (await (
    await page.request.get(`/api/admin/article/load/${id}`, { headers: bearer(token) })
  ).json()) as {
    data: { details: string; has_copyright_notice: boolean; is_free_read: boolean };
  };
  expect(stored.data.has_copyright_notice).toBe(true);
  expect(stored.data.is_free_read).toBe(true);
  expect(stored.data.details).toContain('<h2>粤语入门</h2>');

  await page.goto(`/article/${id}`);
  const article = page.locator('.yx-article-body');
  await expect(article.getByRole('heading', { level: 2, name: '粤语入门' })).toBeVisible();
  await expect(article.locator('table tr')).toHaveCount(3);
  await expect(article.locator('table th').first()).toHaveText('声调');
  await expect(article.locator('img[src^="/uploads/"]')).toBeVisible();
  // Sanitised: no editor styling or colgroup survives; the notice is in the body but hidden.
  expect(
    await article
      .locator('[style]:not(.yx-copyright-notice), colgroup, [class]:not(.yx-copyright-notice)')
      .count(),
  ).toBe(0);
  await expect(article.locator('.yx-copyright-notice')).toHaveCount(1);
  await expect(article.locator('.yx-copyright-notice')).toBeHidden();

  // Editing keeps the notice and loads the body back into the editor.
  await page.goto('/admin/articles');
  await page.getByLabel('搜索文章').fill(title);
  await page.getByRole('button', { name: '搜索' }).click();
  await page.getByRole('button', { name: `编辑文章：${title}` }).click();
  const edit = page.getByRole('dialog', { name: '编辑文章' });
  await expect(edit.getByRole('textbox', { name: '文章内容' }).locator('table tr')).toHaveCount(3);
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  const again = (await (
    await page.request.get(`/api/admin/article/load/${id}`, { headers: bearer(token) })
  ).json()) as { data: { has_copyright_notice: boolean } };
  expect(again.data.has_copyright_notice).toBe(true);

  // Delete after the §5 confirmation.
  await page.getByRole('button', { name: `删除文章：${title}` }).click();
  await expect(page.getByText(MSG.content.confirmDeleteArticle)).toBeVisible();
  await confirmPopover(page);
  await expect(page.getByText(MSG.backOffice.articleDeleted)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('the article list pages with numbers and arrows only when there is more than one page', async ({
  page,
}) => {
  const token = await asAdmin(page);
  const marker = unique('分页');
  for (let i = 0; i < 11; i++) {
    const res = await page.request.post('/api/admin/article/add', {
      headers: bearer(token),
      data: { title: `${marker}-${i}`, details: '<p>正文</p>' },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/admin/articles');
  await page.getByLabel('搜索文章').fill(marker);
  await page.getByRole('button', { name: '搜索' }).click();
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(pager.getByRole('button', { name: '第 2 页' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: marker })).toHaveCount(10);
  await pager.getByRole('button', { name: '下一页' }).click();
  await expect(page.getByRole('row').filter({ hasText: marker })).toHaveCount(1);
  await expect(pager.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByLabel('搜索文章').fill(`${marker}-10`);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('row').filter({ hasText: marker })).toHaveCount(1);
  await expect(pager).toHaveCount(0);
});

test('a search that matches no article says so, without offering to write the first one', async ({
  page,
}) => {
  await asAdmin(page);
  await page.goto('/admin/articles');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page).toHaveTitle(/^后台 · 文章管理 - /);
  await page.getByLabel('搜索文章').fill(unique('无此文章'));
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText(MSG.content.noMatchingArticles)).toBeVisible();
  await expect(page.getByRole('button', { name: '写第一篇文章' })).toHaveCount(0);
  await page.getByRole('button', { name: '清除搜索' }).click();
  await expect(page.getByRole('table')).toBeVisible();
});
