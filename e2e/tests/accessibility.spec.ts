import { expect, test, type Page } from '@playwright/test';
import { axeScan } from '../support/axe.js';
import { registerMember, useToken } from './accounts.js';
import { loginToken } from './admin-helpers.js';

for (const path of ['/login', '/register', '/reset-password?email=a@example.cn&from=user-center']) {
  test(`${path} has no WCAG 2 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('form')).toBeVisible();
    // antd's horizontal menu measures its overflow after the first paint; check the settled page.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const { violations } = await axeScan(page, { tags: ['wcag2a', 'wcag2aa'] });
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

/**
 * Issue 26: every screen, as each role, on desktop and on a phone, has no serious or critical axe
 * violation (colour contrast included), and its tab title names the page.
 */
async function seriousViolations(page: Page, path: string, title: RegExp) {
  await page.goto(path);
  // Not networkidle: some screens poll. The title is set once the page's data is in.
  await expect(page, path).toHaveTitle(title);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
  // antd's menus and tables measure themselves after the first paint.
  await page.waitForTimeout(300);
  const { violations } = await axeScan(page, { tags: ['wcag2a', 'wcag2aa'] });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const site = (page?: string) => new RegExp(page ? `^${escaped(page)} - ` : '^[^-]+$');

async function walk(page: Page, screens: ReadonlyArray<readonly [string, RegExp]>) {
  const found: string[] = [];
  for (const [path, title] of screens) found.push(...(await seriousViolations(page, path, title)));
  expect(found).toEqual([]);
}

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`every screen on ${device}: no serious or critical violation`, () => {
    test.use({ viewport });

    test(`as a guest (${device})`, async ({ page, request }) => {
      const first = async (kind: 'article' | 'video') =>
        (
          (await (await request.get(`/api/${kind}/list/paginated?page=1&size=1`)).json()) as {
            data: Array<{ id: number; title: string }>;
          }
        ).data[0]!;
      const article = await first('article');
      const video = await first('video');
      await walk(page, [
        ['/', site()],
        ['/article', site('文章专区')],
        [`/article/${article.id}`, site(article.title)],
        ['/video', site('视频专区')],
        [`/video/${video.id}`, site(video.title)],
        ['/no-such-page', site('页面不存在')],
      ]);
    });

    test(`as a member (${device})`, async ({ page, request }) => {
      const member = await registerMember(request, 'a11y');
      await request.post('/api/favorites/add', {
        headers: { Authorization: `Bearer ${member.token}` },
        data: {
          source_text: '我们去吃饭',
          translated_text: '我哋去食飯',
          favorite_type: 'translation',
          phonetic_type: 'pinyin_hongkong',
          phonetic_text: 'ngo5 dei6 heoi3 sik6 faan6',
        },
      });
      await useToken(page, member.token);
      await walk(page, [
        ['/user-center', site('用户中心')],
        ['/collection', site('我的收藏')],
      ]);
    });

    test(`as the admin (${device})`, async ({ page, request }) => {
      // Ten screens; about 5 s each on a loaded 2-core machine.
      test.setTimeout(240_000);
      await useToken(page, await loginToken(request));
      await walk(
        page,
        (
          [
            ['/admin', '仪表盘'],
            ['/admin/orders', '订单管理'],
            ['/admin/users', '用户管理'],
            ['/admin/database', '翻译与注音库'],
            ['/admin/products', '会员产品'],
            ['/admin/videos', '视频管理'],
            ['/admin/articles', '文章管理'],
            ['/admin/menus', '菜单管理'],
            ['/admin/settings', '系统设置'],
            ['/admin/favorites', '收藏管理'],
          ] as const
        ).map(([path, name]) => [path, site(`后台 · ${name}`)] as const),
      );
    });
  });
}
