import { expect, test } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { asAdmin, unique } from './admin-helpers.js';
import { confirmPopover } from '../support/confirm-popover.js';

test('an admin adds a navbar menu and it appears on the home page; the form follows the §4 reset rules', async ({
  page,
}) => {
  await asAdmin(page);
  const title = unique('学粤');
  await page.goto('/admin/menus');
  await expect(page.getByRole('tab', { name: '导航菜单' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // §5: both fields required, with the contract's messages.
  await page.getByRole('button', { name: '添加', exact: true }).click();
  await expect(page.getByText(MSG.adminMenus.titleRequired)).toBeVisible();
  await expect(page.getByText(MSG.adminMenus.urlRequired)).toBeVisible();

  // The icon field is only on the navigation tab; switching tabs resets the form.
  await page.getByLabel('菜单名称').fill('未保存');
  await page.getByRole('tab', { name: '页脚快捷链接' }).click();
  await expect(page.getByLabel('图标')).toHaveCount(0);
  await expect(page.getByLabel('菜单名称')).toHaveValue('');
  await page.getByRole('tab', { name: '导航菜单' }).click();
  await expect(page.getByLabel('图标')).toBeVisible();

  await page.getByLabel('菜单名称').fill(title);
  await page.getByLabel('菜单路径').fill('/dictionary');
  await page.getByLabel('排序（越小越靠前）').fill('0');
  await page.getByRole('button', { name: '添加', exact: true }).click();
  await expect(page.getByText(MSG.adminMenus.added)).toBeVisible();
  // After saving: back to an empty add form for the same tab, the item in the list.
  await expect(page.getByLabel('菜单名称')).toHaveValue('');
  await expect(page.getByRole('region', { name: '导航菜单列表' })).toContainText(title);

  await page.goto('/');
  const link = page.getByRole('menu', { name: '主导航' }).getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/dictionary');

  // Edit then cancel returns to add mode; delete asks first and the home page loses it.
  await page.goto('/admin/menus');
  await page.getByRole('button', { name: `编辑菜单：${title}` }).click();
  await expect(page.getByLabel('菜单名称')).toHaveValue(title);
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.getByLabel('菜单名称')).toHaveValue('');
  await page.getByRole('button', { name: `删除菜单：${title}` }).click();
  await expect(page.getByText(MSG.adminMenus.confirmDelete)).toBeVisible();
  await confirmPopover(page);
  await expect(page.getByText(MSG.adminMenus.deleted)).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('menu', { name: '主导航' })).toBeVisible();
  await expect(
    page.getByRole('menu', { name: '主导航' }).getByRole('link', { name: title }),
  ).toHaveCount(0);
});
