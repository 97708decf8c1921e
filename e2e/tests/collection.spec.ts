/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { recordSpoken, spokenSeen } from '../support/spoken-seen.js';
import { registerMember, useToken } from './accounts.js';

async function favourite(request: APIRequestContext, token: string, data: Record<string, string>) {
  const res = await request.post('/api/favorites/add', {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(res.status()).toBe(201);
}

test('a member finds favourites in /collection, filters, plays, exports and deletes one', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'fav');
  await useToken(page, member.token);
  await page.goto('/collection');
  await expect(page.getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible();
  await expect(page.getByText(MSG.favorites.empty)).toBeVisible();

  await favourite(request, member.token, {
    source_text: '我们去吃饭',
    translated_text: '我哋去食飯',
    favorite_type: 'translation',
    phonetic_type: 'pinyin_hongkong',
    phonetic_text: 'ngo5 dei6 heoi3 sik6 faan6',
    pinyin_hongkong: 'ngo5 dei6 heoi3 sik6 faan6',
  });
  await favourite(request, member.token, {
    source_text: '谢谢你',
    translated_text: '唔該你',
    favorite_type: 'translation',
    phonetic_type: 'pinyin_num',
    phonetic_text: 'm4 goi1 nei5',
  });
  await favourite(request, member.token, {
    source_text: '行',
    favorite_type: 'phonetic',
    phonetic_type: 'pinyin_hongkong',
    phonetic_text: 'hang4',
  });

  await page.reload();
  await expect(page.getByRole('tab', { name: '翻译收藏（2）' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '注音收藏（1）' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: '翻译结果' })).toBeVisible();
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('谢谢你');

  const filter = page.getByLabel('筛选收藏');
  await filter.fill('食飯');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('我们去吃饭');
  await filter.fill('没有这个');
  await expect(page.getByText(MSG.favorites.noMatch)).toBeVisible();
  await filter.fill('');
  await expect(rows).toHaveCount(2);

  // Play reads the Cantonese through GET /api/tts?text= in the native voice, with its saved readings;
  // each character of the translation is highlighted as it is spoken (recorded as it happens, the
  // clip is short), and the voice's credit is shown.
  const tts = page.waitForResponse((r) =>
    r.url().includes(`/api/tts?text=${encodeURIComponent('我哋去食飯')}&jyutping=`),
  );
  const marks = page.waitForResponse((r) => r.url().includes('/api/tts/marks?text='));
  await recordSpoken(table, 'mark.yx-spoken-now');
  await page.getByRole('button', { name: '播放：我哋去食飯' }).click();
  const audioRes = await tts;
  expect(audioRes.status()).toBe(200);
  expect(audioRes.headers()['x-speech-provider']).toBe('native');
  expect((await marks).status()).toBe(200);
  await expect(page.getByText(MSG.speech.credit)).toBeVisible();
  const audio = page.locator('audio');
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.ended), { timeout: 15_000 })
    .toBe(true);
  const seen = await spokenSeen(page);
  expect(seen.length).toBeGreaterThanOrEqual(3);
  const places = seen.map((c) => '我哋去食飯'.indexOf(c));
  expect(places).not.toContain(-1);
  expect(places).toEqual([...places].sort((a, b) => a - b));
  await expect(table.locator('mark.yx-spoken-now')).toHaveCount(0);

  // 慢速 applies to the next play.
  await page.locator('.yx-speech-speed label').filter({ hasText: MSG.speech.speeds.slow }).click();
  const slow = page.waitForResponse(
    (r) => r.url().includes('/api/tts?text=') && r.url().includes('speed=slow'),
  );
  await page.getByRole('button', { name: '播放：我哋去食飯' }).click();
  expect((await slow).status()).toBe(200);

  // Exports: CSV with a BOM for Excel, and Anki's tab-separated text.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  const csv = await readFile((await (await csvDownload).path())!, 'utf8');
  expect(csv.startsWith('\uFEFF收藏类型,原文,翻译结果')).toBe(true);
  expect(csv).toContain('翻译,我们去吃饭,我哋去食飯');
  await expect(page.getByText(MSG.collection.exported(2))).toBeVisible();
  const ankiDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Anki' }).click();
  const anki = await readFile((await (await ankiDownload).path())!, 'utf8');
  expect(anki.split('\n').slice(0, 2)).toEqual(['#separator:tab', '#html:true']);
  expect(anki).toContain('我们去吃饭<br>我哋去食飯\tngo5 dei6 heoi3 sik6 faan6');

  // Delete after confirming; the row goes and stays gone.
  await page.getByRole('button', { name: '删除：我们去吃饭' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: MSG.collection.confirmDelete });
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText(MSG.favorites.deleted)).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('tab', { name: '翻译收藏（1）' })).toBeVisible();
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('谢谢你');

  // The phonetic tab has no translation column.
  await page.getByRole('tab', { name: '注音收藏（1）' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('hang4');
  await expect(table.getByRole('columnheader', { name: '翻译结果' })).toHaveCount(0);
});

test('another member sees none of them', async ({ page, request }) => {
  const owner = await registerMember(request, 'fo');
  await favourite(request, owner.token, {
    source_text: '只属于我',
    translated_text: '淨係我嘅',
    favorite_type: 'translation',
  });
  const other = await registerMember(request, 'fx');
  await useToken(page, other.token);
  await page.goto('/collection');
  await expect(page.getByText(MSG.favorites.empty)).toBeVisible();
  await expect(page.getByText('只属于我')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('favourites are cards with play and delete in reach, and nothing scrolls sideways', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, 'favp');
    await favourite(request, member.token, {
      source_text: '今天天气很好，我们一起去公园散步吧',
      translated_text: '今日天氣好好，我哋一齊去公園散步啦',
      favorite_type: 'translation',
      phonetic_type: 'pinyin_hongkong',
      phonetic_text: 'gam1 jat6 tin1 hei3 hou2 hou2',
    });
    await useToken(page, member.token);
    await page.goto('/collection');
    const play = page.getByRole('button', { name: /^播放：/ });
    const remove = page.getByRole('button', { name: /^删除：/ });
    await expect(play).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveCount(0);
    for (const button of [play, remove]) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const overflow = await page.evaluate(() =>
      [
        document.scrollingElement!,
        ...Array.from(document.querySelectorAll('.ant-table-content')),
      ].some((el) => el.scrollWidth > el.clientWidth + 1),
    );
    expect(overflow).toBe(false);
  });
});
