import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

for (const path of ['/login', '/register', '/reset-password?email=a@example.cn&from=user-center']) {
  test(`${path} has no WCAG 2 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('form')).toBeVisible();
    // antd's horizontal menu measures its overflow after the first paint; check the settled page.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}

test('the sign-in form works from the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('用户名或邮箱')).toBeFocused();
  await page.keyboard.type('nobody-here');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('密码')).toBeFocused();
  await page.keyboard.type('wrong-password-1');
  await page.keyboard.press('Enter');
  await expect(page.locator('form').getByRole('alert')).toBeVisible();
});
