/// <reference lib="dom" />
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { registerMember, useToken } from './accounts.js';
import { adminToken, createArticle, PNG_8X8, uniqueTag } from './content-fixtures.js';

const section = (page: Page) => page.getByRole('region', { name: /^评论/ });
/** The innermost comment holding the text (an outer comment contains its replies' text too). */
const comment = (page: Page, text: string): Locator =>
  section(page).getByRole('listitem').filter({ hasText: text }).last();
const replyForms = (page: Page) => section(page).getByRole('form', { name: /^回复 / });

test('a member posts a comment with an image, replies three levels deep, and deletes a reply', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const key = uniqueTag('评');
  const article = await createArticle(request, token, { title: `${key} 讨论文章` });
  const member = await registerMember(request, 'cm');
  await useToken(page, member.token);
  await page.goto(`/article/${article.id}`);

  const comments = section(page);
  await expect(comments.getByText(MSG.comments.noComments)).toBeVisible();

  // Blank text is refused before anything is sent.
  await comments.getByRole('button', { name: '发表评论' }).click();
  await expect(comments.getByRole('alert')).toHaveText(MSG.comments.contentRequired);

  // The image: a wrong type is refused in the page; a PNG goes empty → uploading → preview.
  const chooser = comments.getByLabel('选择评论图片');
  await chooser.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(comments.getByText(MSG.upload.badType)).toBeVisible();
  await chooser.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_8X8 });
  await expect(comments.getByRole('img', { name: '已上传的图片' })).toHaveAttribute(
    'src',
    /^\/uploads\/[0-9a-f]{32}\.png$/,
  );
  await comments.getByRole('button', { name: '移除' }).click();
  await expect(comments.getByRole('img', { name: '已上传的图片' })).toHaveCount(0);
  await expect(comments.getByRole('button', { name: '添加图片' })).toBeVisible();
  await chooser.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_8X8 });
  await expect(comments.getByRole('img', { name: '已上传的图片' })).toHaveAttribute(
    'src',
    /^\/uploads\/[0-9a-f]{32}\.png$/,
  );
  await expect(comments.getByRole('button', { name: '更换' })).toBeVisible();
  await expect(comments.getByRole('button', { name: '移除' })).toBeVisible();

  await comments.getByLabel('评论内容').fill(`第一层 ${key}\n第二行 <b>不是粗体</b>`);
  await comments.getByRole('button', { name: '发表评论' }).click();
  const level1 = comment(page, `第一层 ${key}`);
  await expect(level1).toContainText('第二行 <b>不是粗体</b>');
  await expect(comments.getByRole('heading', { name: '评论（1）' })).toBeVisible();
  await expect(comments.getByLabel('评论内容')).toHaveValue('');
  await expect(comments.getByRole('img', { name: '已上传的图片' })).toHaveCount(0);

  // The preview overlay closes on a click outside the picture and on its close button.
  await level1.getByRole('button', { name: '查看评论图片大图' }).click();
  const overlay = page.getByRole('dialog', { name: '图片预览' });
  await expect(overlay.getByRole('img', { name: '评论图片（大图）' })).toBeVisible();
  await page.mouse.click(8, 300);
  await expect(overlay).toBeHidden();
  await level1.getByRole('button', { name: '查看评论图片大图' }).click();
  await expect(overlay).toBeVisible();
  await overlay.getByRole('button', { name: /close|关闭/i }).click();
  await expect(overlay).toBeHidden();

  // Replies: level 2 under level 1, level 3 under level 2, and no Reply on level 3.
  await level1.getByRole('button', { name: '回复', exact: true }).first().click();
  await replyForms(page).getByLabel('回复内容').fill(`第二层 ${key}`);
  await replyForms(page).getByRole('button', { name: '回复', exact: true }).click();
  const level2 = comment(page, `第二层 ${key}`);
  await expect(level2).toBeVisible();
  await expect(replyForms(page)).toHaveCount(0);
  await expect(level1.getByRole('list', { name: `${member.username} 的评论的回复` })).toContainText(
    `第二层 ${key}`,
  );

  await level2.getByRole('button', { name: '回复', exact: true }).click();
  await replyForms(page).getByLabel('回复内容').fill(`第三层 ${key}`);
  await replyForms(page).getByRole('button', { name: '回复', exact: true }).click();
  const level3 = comment(page, `第三层 ${key}`);
  await expect(level3).toBeVisible();
  await expect(level3.getByRole('button', { name: '回复', exact: true })).toHaveCount(0);
  await expect(comments.getByRole('heading', { name: '评论（1）' })).toBeVisible();

  // Only one reply box at a time; Cancel closes it.
  await level1.getByRole('button', { name: '回复', exact: true }).first().click();
  await expect(replyForms(page)).toHaveCount(1);
  await level2.getByRole('button', { name: '回复', exact: true }).click();
  await expect(replyForms(page)).toHaveCount(1);
  await expect(replyForms(page)).toHaveAccessibleName(`回复 ${member.username}`);
  await expect(level2.getByRole('form')).toHaveCount(1);
  await replyForms(page).getByRole('button', { name: '取消' }).click();
  await expect(replyForms(page)).toHaveCount(0);

  // The author deletes the level-3 reply after confirming.
  await level3.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: MSG.comments.confirmDelete });
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText(MSG.comments.deleted)).toBeVisible();
  await expect(comments.getByText(`第三层 ${key}`)).toHaveCount(0);
  await expect(level2).toBeVisible();

  // What the server kept: two levels, the image, and the newest reply in the latest comments.
  await page.reload();
  await expect(comment(page, `第二层 ${key}`)).toBeVisible();
  await expect(section(page).getByText(`第三层 ${key}`)).toHaveCount(0);
  await expect(
    comment(page, `第一层 ${key}`).getByRole('button', { name: '查看评论图片大图' }),
  ).toBeVisible();

  await page.goto('/article');
  const latest = page.getByRole('complementary', { name: '最新评论' });
  const entry = latest.getByRole('link').filter({ hasText: `第二层 ${key}` });
  await expect(entry).toContainText(`评论于《${key} 讨论文章》`);
  await expect(entry).toContainText(member.username);
  await entry.click();
  // The link opens the article at that comment (issue 26: an anchor per comment).
  await expect(page).toHaveURL(new RegExp(`/article/${article.id}#comment-\\d+$`));
  const target = comment(page, `第二层 ${key}`);
  await expect(target).toBeInViewport();
  expect(await target.getAttribute('id')).toBe(new URL(page.url()).hash.slice(1));
});

test('others see no Delete on a member comment; a guest gets a login link; a closed article says so', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const key = uniqueTag('客');
  const open = await createArticle(request, token, { title: `${key} 开放评论` });
  const closed = await createArticle(request, token, {
    title: `${key} 关闭评论`,
    allow_comments: false,
  });
  const author = await registerMember(request, 'ca');
  const posted = await request.post('/api/comments', {
    headers: { Authorization: `Bearer ${author.token}` },
    data: { article_id: open.id, content: `作者的评论 ${key}` },
  });
  expect(posted.status()).toBe(201);

  await page.goto(`/article/${open.id}`);
  const comments = section(page);
  await expect(comments.getByText(MSG.comments.loginToComment)).toBeVisible();
  await expect(comments.getByRole('link', { name: '登录' })).toHaveAttribute(
    'href',
    `/login?redirect=/article/${open.id}`,
  );
  await expect(comments.getByLabel('评论内容')).toHaveCount(0);
  await comment(page, `作者的评论 ${key}`)
    .getByRole('button', { name: '回复', exact: true })
    .click();
  await expect(page.getByText(MSG.comments.loginToReply)).toBeVisible();
  await expect(replyForms(page)).toHaveCount(0);
  await expect(comments.getByRole('button', { name: '删除' })).toHaveCount(0);

  const other = await registerMember(request, 'co');
  await useToken(page, other.token);
  await page.goto(`/article/${open.id}`);
  await expect(
    comment(page, `作者的评论 ${key}`).getByRole('button', { name: '回复', exact: true }),
  ).toBeVisible();
  await expect(section(page).getByRole('button', { name: '删除' })).toHaveCount(0);

  await page.goto(`/article/${closed.id}`);
  await expect(section(page).getByText(MSG.comments.commentsDisabled)).toBeVisible();
  await expect(section(page).getByLabel('评论内容')).toHaveCount(0);
});

test('comments load ten at a time, newest first', async ({ page, request }) => {
  const token = await adminToken(request);
  const key = uniqueTag('页');
  const article = await createArticle(request, token, { title: `${key} 热门文章` });
  const member = await registerMember(request, 'cp');
  for (let i = 1; i <= 12; i++) {
    const res = await request.post('/api/comments', {
      headers: { Authorization: `Bearer ${member.token}` },
      data: { article_id: article.id, content: `评论${i}号` },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/article/${article.id}`);
  const list = section(page).getByRole('list', { name: '评论列表' });
  const items = list.getByRole('listitem');
  await expect(section(page).getByRole('heading', { name: '评论（12）' })).toBeVisible();
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText('评论12号');
  await section(page).getByRole('button', { name: '加载更多评论' }).click();
  await expect(items).toHaveCount(12);
  await expect(items.last()).toContainText('评论1号');
  await expect(section(page).getByRole('button', { name: '加载更多评论' })).toHaveCount(0);
});

test('a role without comment permission sees that up front, with the upgrade path, not a form', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const article = await createArticle(request, token, { title: `${uniqueTag('权')} 评论权限` });
  const roles = (await (await request.get('/api/admin/role/list', { headers })).json()) as {
    data: Array<{ id: number; role_code: string; can_comment: boolean }>;
  };
  const free = roles.data.find((r) => r.role_code === 'free_member')!;
  const member = await registerMember(request, 'cp');
  try {
    const off = await request.post(`/api/admin/role/update/${free.id}`, {
      headers,
      data: { ...free, can_comment: false },
    });
    expect(off.ok()).toBe(true);
    await useToken(page, member.token);
    await page.goto(`/article/${article.id}`);
    const comments = section(page);
    await expect(comments.getByText(MSG.comments.roleCannotComment)).toBeVisible();
    await expect(
      comments.getByRole('link', { name: MSG.comments.upgradeToComment }),
    ).toHaveAttribute('href', '/user-center');
    await expect(comments.getByLabel('评论内容')).toHaveCount(0);
  } finally {
    await request.post(`/api/admin/role/update/${free.id}`, { headers, data: free });
  }
});
