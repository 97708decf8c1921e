/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { axeScan } from '../support/axe.js';
import { registerMember, useToken } from './accounts.js';

const output = (page: Page) => page.getByTestId('translator-result');

async function saveTranslation(page: Page, text: string) {
  await page.getByLabel('要翻译或注音的中文').fill(text);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/translate'));
  await page.getByRole('button', { name: '翻译', exact: true }).click();
  expect((await answer).status()).toBe(200);
  await output(page).getByRole('button', { name: '收藏' }).click();
  await expect(output(page).getByRole('button', { name: '已收藏' })).toBeDisabled();
}

async function noSeriousViolation(page: Page) {
  const { violations } = await axeScan(page, { include: ['.yx-study'] });
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a member saves two translations, reviews them with the keyboard, and sees today in progress', async ({
  page,
}) => {
  const member = await registerMember(page.request, 'study');
  await useToken(page, member.token);
  await page.goto('/');
  await saveTranslation(page, '我们去吃饭');
  await expect(page.getByText(MSG.favorites.favorited)).toBeVisible();
  await saveTranslation(page, '你在干什么');

  await page.getByTestId('study-nav-link').click();
  await expect(page).toHaveURL(/\/study$/);
  await expect(page.getByTestId('study-due-count')).toHaveText('2');
  await expect(page.getByTestId('study-due-badge')).toHaveText('2');

  // First card: Mandarin shown, the Cantonese hidden until space.
  const card = page.getByTestId('study-card');
  await expect(card).toHaveAttribute('data-kind', 'mandarin');
  await expect(card).toContainText('我们去吃饭');
  await expect(page.getByTestId('study-answer')).toHaveCount(0);
  await page.keyboard.press('Space');
  const answer = page.getByTestId('study-answer');
  await expect(answer).toBeVisible();
  await expect(answer.locator('ruby.yx-tone-5').first()).toContainText('我');
  await expect(answer.locator('rt').first()).toHaveText('ngo5');
  // Revealing plays the answer in the native voice, whose credit is shown with it.
  await expect(page.getByText(MSG.speech.credit)).toBeVisible();
  // Each grade shows the interval ts-fsrs gives it; a new card graded 良好 is back in ten minutes.
  await expect(page.getByRole('button', { name: /^良好，10分钟后再见/ })).toBeVisible();
  await noSeriousViolation(page);

  let graded = page.waitForResponse(
    (r) => r.url().includes('/api/study/cards/') && r.url().endsWith('/grade'),
  );
  await page.keyboard.press('3');
  expect((await graded).status()).toBe(200);
  await expect(page.getByTestId('study-due-count')).toHaveText('1');
  await expect(page.getByTestId('study-due-badge')).toHaveText('1');

  await expect(card).toContainText('你在干什么');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('study-answer')).toBeVisible();
  graded = page.waitForResponse((r) => r.url().endsWith('/grade'));
  await page.keyboard.press('4');
  expect((await graded).status()).toBe(200);
  await expect(page.getByTestId('study-due-count')).toHaveText('0');
  await expect(page.getByTestId('study-due-badge')).toHaveCount(0);
  await expect(page.getByTestId('study-done')).toBeVisible();

  await page.getByRole('tab', { name: '进度' }).click();
  await expect(page.getByTestId('progress-today')).toHaveText('2');
  await expect(page.getByTestId('chart-today')).toHaveAttribute('data-reviews', '2');
  await noSeriousViolation(page);

  // The tone drill plays one syllable through the speech route and records the answer.
  await page.getByRole('tab', { name: '声调练习' }).click();
  await expect(page.getByTestId('tone-drill')).toBeVisible();
  const tts = page.waitForResponse(
    (r) => r.url().includes('/api/tts?') && r.url().includes('jyutping='),
  );
  await page.getByRole('button', { name: '听音节' }).click();
  expect((await tts).status()).toBe(200);
  await expect(page.getByTestId('tone-drill').getByText(MSG.speech.credit)).toBeVisible();
  const recorded = page.waitForResponse((r) => r.url().endsWith('/api/study/drill/answer'));
  await page.getByRole('group', { name: '选择声调' }).getByRole('button').first().click();
  expect((await recorded).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: /答对了|答错了/ })).toBeVisible();
});

test('a guest who opens /study is invited to sign up', async ({ page }) => {
  await page.goto('/study');
  await expect(page.getByTestId('study-invite')).toContainText('注册');
  await expect(page.getByRole('link', { name: '免费注册' })).toHaveAttribute('href', '/register');
});
