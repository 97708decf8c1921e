/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { atPath } from '../support/at-path.js';
import { axeScan } from '../support/axe.js';

test('the dictionary finds 行 with all its readings, in three systems, with audio', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: '粤语词典' }).click();
  await expect(page).toHaveURL(atPath('/dictionary'));

  await page.getByLabel('要查询的汉字或词语').fill('行');
  await page.getByLabel('要查询的汉字或词语').press('Enter');
  await expect(page).toHaveURL(/\/dictionary\?q=%E8%A1%8C$/);
  // The tab names the character, the dictionary and the site (issue 26).
  await expect(page).toHaveTitle(/^行 · 粤语词典 - \S/);

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

  const axe = await axeScan(page, { include: ['.yx-dict'] });
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

test('行 shows colloquial and literary readings in tone colours, with words, and no rule text', async ({
  page,
}) => {
  await page.goto('/dictionary?q=' + encodeURIComponent('行'));
  const result = page.getByTestId('dictionary-result');
  const haang = result.locator('tr[data-reading="haang4"]').first();
  await expect(haang).toBeVisible({ timeout: 20_000 });
  await expect(haang.locator('[data-register="colloquial"]')).toHaveText('口语音');
  await expect(
    result.locator('tr[data-reading="hang4"]').first().locator('[data-register="literary"]'),
  ).toHaveText('读书音');
  // Each syllable carries its tone's colour, in all three systems (hang4 / heng4 / heng⁴: tone 4).
  await expect(
    result.locator('tr[data-reading="hang4"]').first().locator('.yx-tone-4'),
  ).toHaveCount(3);
  // Every reading listed has words that use it.
  const rows = result.locator('tr[data-reading]');
  for (const row of await rows.all())
    await expect(row.locator('.yx-dict-example').first()).toBeVisible();
  // A pair's condition is said in a few words, never as the translator's list of alternatives.
  for (const when of await result.locator('.yx-dict-pair__when').allTextContents())
    expect((when.match(/「/g) ?? []).length, when).toBeLessThanOrEqual(3);
  await expect(page.getByTestId('dictionary-credit')).toContainText('rime-cantonese');
});

test('银 keeps its odd readings apart; words read as a whole (吃饭, a question with 呀)', async ({
  page,
}) => {
  await page.goto('/dictionary?q=' + encodeURIComponent('银'));
  const result = page.getByTestId('dictionary-result');
  await expect(result.locator('tr[data-reading]').first()).toHaveAttribute(
    'data-reading',
    'ngan4',
    {
      timeout: 20_000,
    },
  );
  await expect(result.locator('tr[data-reading="an2"]')).toHaveCount(0);
  await expect(result.locator('tr[data-reading="ngang4"]')).toHaveCount(0);
  await expect(page.getByTestId('rare-readings')).toContainText('ngang4');

  await page.goto('/dictionary?q=' + encodeURIComponent('吃饭'));
  await expect(result.locator('[data-system="pinyin_hongkong"]')).toHaveText('sik6 faan6', {
    timeout: 20_000,
  });
  await page.goto('/dictionary?q=' + encodeURIComponent('你食咗饭未呀'));
  await expect(result.locator('[data-system="pinyin_hongkong"]')).toHaveText(
    'nei5 sik6 zo2 faan6 mei6 aa3',
    { timeout: 20_000 },
  );
});

test('the home ruby reads particles by what the sentence does', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('要翻译或注音的中文').fill('天气太热喇。半价呀？');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/phonetics'));
  await page.getByRole('button', { name: '注音', exact: true }).click();
  expect((await answer).status()).toBe(200);
  const out = page.getByTestId('translator-result');
  await out
    .locator('.yx-system-switch label')
    .filter({ hasText: MSG.translator.systemNames.pinyin_hongkong })
    .click();
  const rt = out.locator('.yx-ruby-output ruby rt');
  await expect(rt).toHaveText(['tin1', 'hei3', 'taai3', 'jit6', 'laa3', 'bun3', 'gaa3', 'aa4']);
});

test('on a phone the readings of 行 fit the screen and each Mandarin ↔ Cantonese line shows once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dictionary?q=' + encodeURIComponent('行'));
  const result = page.getByTestId('dictionary-result');
  const hong = result.locator('tr[data-reading="hong4"]').first();
  await expect(hong).toBeVisible({ timeout: 20_000 });
  // Example words and the Guangzhou forms are on screen without scrolling the table sideways.
  const box = await hong.getByRole('link', { name: '银行' }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  // The column headers are hidden on a phone, so each Guangzhou form carries its system's name.
  const labels = await hong
    .locator('td[data-label]')
    .evaluateAll((tds) => tds.map((td) => getComputedStyle(td, '::before').content));
  expect(labels).toContain(`"${MSG.translator.systemNames.pinyin_upper}"`);
  const wrap = result.locator('.yx-dict-table-wrap').first();
  expect(await wrap.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
  const lines = await result.locator('.yx-dict-pair').allTextContents();
  expect(lines.length).toBeGreaterThan(0);
  expect(new Set(lines).size).toBe(lines.length);
});
