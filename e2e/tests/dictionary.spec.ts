/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { atPath } from '../support/at-path.js';

test('the dictionary finds 行 with all its readings, in three systems, with audio', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: '粤语词典' }).click();
  await expect(page).toHaveURL(atPath('/dictionary'));

  await page.getByLabel('要查询的汉字或词语').fill('行');
  await page.getByLabel('要查询的汉字或词语').press('Enter');
  await expect(page).toHaveURL(/\/dictionary\?q=%E8%A1%8C$/);

  const result = page.getByTestId('dictionary-result');
  const rows = result.locator('tr[data-reading]');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  const readings = await rows.evaluateAll((trs) =>
    trs.map((tr) => tr.getAttribute('data-reading')),
  );
  expect(readings).toEqual(expect.arrayContaining(['hang4', 'hong4', 'haang4', 'hang6']));
  // The three systems side by side: hang4 is heng4 / heng⁴ in the Guangzhou scheme.
  await expect(result.locator('tr[data-reading="hang4"]').first()).toContainText('heng4');
  await expect(result.locator('tr[data-reading="hang4"]').first()).toContainText('heng⁴');
  await expect(
    result.getByRole('columnheader', { name: MSG.translator.systemNames.pinyin_upper }),
  ).toBeVisible();

  // hong4 is heard in a word that reads it so (银行), not as the bare character.
  const hong = result.locator('tr[data-reading="hong4"]').first();
  await expect(hong).toContainText('银行');
  const tts = page.waitForResponse((r) => r.url().includes('/api/tts?text='));
  await hong.getByRole('button', { name: /朗读/ }).click();
  const audio = await tts;
  expect(audio.status()).toBe(200);
  expect(audio.headers()['content-type']).toMatch(/^audio\//);
  await expect(page.getByTestId('dictionary-audio')).toHaveAttribute('src', /^blob:/);

  // What the translation engine knows about 行 (走 → 行 in some contexts).
  await expect(result.locator('.yx-dict-pair').first()).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('.yx-dict').analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);
});

test('a Traditional word reads in context; a bad query says why', async ({ page }) => {
  await page.goto('/dictionary?q=' + encodeURIComponent('銀行'));
  const result = page.getByTestId('dictionary-result');
  // The first lookup of a word on a busy machine can take a while (example words are annotated).
  await expect(result.locator('[data-system="pinyin_hongkong"]')).toHaveText('ngan4 hong4', {
    timeout: 20_000,
  });
  await expect(result).toContainText('简 银行');
  await expect(result.locator('tr.is-in-word').nth(1)).toHaveAttribute('data-reading', 'hong4');

  await page.getByLabel('要查询的汉字或词语').fill('abc');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('alert')).toHaveText(MSG.dictionary.queryNeedsHan);
});

test('the Cantonese word 佢 leads back to the Mandarin words it translates', async ({ page }) => {
  await page.goto('/dictionary?q=' + encodeURIComponent('佢'));
  const pairs = page.getByTestId('dictionary-result').locator('.yx-dict-pair');
  await expect(pairs.filter({ hasText: '他' }).first()).toContainText('佢');
  await expect(pairs.filter({ hasText: '她' }).first()).toContainText('佢');
});
