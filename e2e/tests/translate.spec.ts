/// <reference lib="dom" />
import { expect, test, type Page, type Request } from '@playwright/test';
import { MSG } from '@yuexue/contract';
import { axeScan } from '../support/axe.js';
import { registerMember, useToken } from './accounts.js';

const NAMES = MSG.translator.systemNames;

interface Segment {
  character: string;
  phonetic: string;
}
type System = 'pinyin_num' | 'pinyin_upper' | 'pinyin_hongkong';
interface TranslateAnswer {
  optimized_output: string;
  phonetic_results: Record<System, { text: string; segments: Segment[] }>;
  changes: { from: string; to: string }[];
  usage: { used: number; limit: number };
}

const output = (page: Page) => page.getByTestId('translator-result');
/** antd's radio buttons hide the input itself; a user clicks the label. */
const pickSystem = async (page: Page, system: System) => {
  await output(page).locator('.yx-system-switch label').filter({ hasText: NAMES[system] }).click();
  await expect(page.getByRole('radio', { name: NAMES[system] })).toBeChecked();
};
const readings = (page: Page) => output(page).locator('.yx-ruby-output ruby rt');
const bases = (page: Page) =>
  output(page)
    .locator('.yx-ruby-output ruby')
    .evaluateAll((els) => els.map((el) => el.firstChild?.textContent ?? ''));

async function translate(page: Page, text: string, button: '翻译' | '注音' = '翻译') {
  await page.getByLabel('要翻译或注音的中文').fill(text);
  const answer = page.waitForResponse((r) =>
    r.url().endsWith(button === '翻译' ? '/api/translate' : '/api/phonetics'),
  );
  await page.getByRole('button', { name: button, exact: true }).click();
  return answer;
}

test.describe('home translation tool, as a guest', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('translates 他们在吃饭: ruby readings in three systems, teaching notes, audio, copy', async ({
    page,
  }) => {
    await page.goto('/');
    const settings = (await (
      await page.request.get('/api/system/settings?category=general')
    ).json()) as {
      data: { homepage_qr_desc1: string; homepage_qr_desc2: string };
    };
    // Idle: the two QR codes with their multi-line captions.
    const idle = page.getByTestId('translator-idle');
    await expect(idle.locator('figcaption')).toHaveCount(2);
    expect(
      await idle
        .locator('figcaption')
        .first()
        .evaluate((el) => (el as HTMLElement).innerText),
    ).toBe(settings.data.homepage_qr_desc1);

    // Blank input: the message in the result area, no request.
    await page.getByRole('button', { name: '翻译', exact: true }).click();
    await expect(page.getByTestId('translator-error')).toContainText(MSG.language.blank);

    // One round trip per click: the answer carries today's usage, so no GET /api/usage/stats follows.
    // (The home page's article, video and comment sections load as they come near the viewport,
    // which the taller result panel may trigger: those are not the tool's calls.)
    const apiCalls: string[] = [];
    const onRequest = (r: Request) => {
      const path = new URL(r.url()).pathname;
      if (/^\/api\/(translate|phonetics|usage|tts)\b/.test(path))
        apiCalls.push(`${r.method()} ${path}`);
    };
    page.on('request', onRequest);
    const res = await translate(page, '他们在吃饭');
    expect(res.status()).toBe(200);
    const answer = (await res.json()) as TranslateAnswer;
    expect(answer.optimized_output).toBe('佢哋喺度食紧饭');

    // Ruby: each character with its reading above it, default 广州话拼音（数字声调）.
    const withReading = (s: System) =>
      answer.phonetic_results[s].segments.filter((x) => x.phonetic);
    await expect(readings(page)).toHaveText(withReading('pinyin_num').map((x) => x.phonetic));
    expect(await bases(page)).toEqual(withReading('pinyin_num').map((x) => x.character));
    await expect(page.getByTestId('annotation-text')).toContainText(
      answer.phonetic_results.pinyin_num.text,
    );

    for (const system of ['pinyin_hongkong', 'pinyin_upper', 'pinyin_num'] as const) {
      await pickSystem(page, system);
      await expect(readings(page)).toHaveText(withReading(system).map((x) => x.phonetic));
    }

    // Tone colours: on by default, with a legend of the six tones; they can be turned off.
    await expect(output(page).locator('.yx-tone-legend li')).toHaveCount(6);
    await expect(output(page).locator('ruby[class*="yx-tone-"]')).toHaveCount(
      withReading('pinyin_num').length,
    );
    await page.getByRole('switch', { name: '声调颜色' }).click();
    await expect(output(page).locator('ruby[class*="yx-tone-"]')).toHaveCount(0);

    // Teaching notes: Mandarin word → Cantonese word.
    const notes = output(page).locator('.yx-change-note');
    await expect(notes.filter({ hasText: '他们' })).toContainText('佢哋');

    // The usage hint for a guest: what is left today; it closes on demand.
    const hint = page.getByTestId('usage-hint');
    await expect(hint).toContainText(MSG.translator.usageHintTitle);
    await expect(hint).toContainText(`翻译：剩余 ${answer.usage.limit - answer.usage.used} 次`);
    page.off('request', onRequest);
    expect(apiCalls).toEqual(['POST /api/translate']);
    await expect(hint).toContainText(MSG.translator.usageUpgrade('guest'));
    await hint.getByRole('button', { name: '关闭用量提示' }).click();
    await expect(hint).toHaveCount(0);

    // Play: the whole sentence in the native voice shipped with the product, with the marks of
    // that audio; each character is highlighted as it is spoken, and the credit is shown.
    const tts = page.waitForResponse(
      (r) => r.url().includes('/api/tts?text=') && r.request().method() === 'GET',
    );
    const marksRes = page.waitForResponse((r) => r.url().includes('/api/tts/marks?text='));
    // Every character highlighted while it plays, recorded as it happens (a short clip may end
    // before a later assertion could look at it).
    await output(page).evaluate((panel) => {
      const seen: string[] = [];
      (window as unknown as { spokenSeen: string[] }).spokenSeen = seen;
      new MutationObserver(() => {
        const now = panel.querySelector('ruby.is-speaking')?.firstChild?.textContent;
        if (now && seen.at(-1) !== now) seen.push(now);
      }).observe(panel, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    await output(page).getByRole('button', { name: '播放' }).click();
    const audioRes = await tts;
    expect(audioRes.status()).toBe(200);
    expect(audioRes.headers()['content-type']).toMatch(/^audio\//);
    expect(audioRes.headers()['x-speech-provider']).toBe('native');
    const marks = (
      (await (await marksRes).json()) as {
        data: { duration_ms: number; marks: { text: string }[] };
      }
    ).data;
    expect(marks.marks.map((m) => m.text).join('')).toBe(
      answer.optimized_output.replace(/[^\p{Script=Han}]/gu, ''),
    );
    const audio = page.getByTestId('translator-audio');
    await expect(audio).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.played.length > 0 || !a.paused))
      .toBe(true);
    await expect(output(page).getByText(MSG.speech.credit)).toBeVisible();
    // The player's duration is the marks' (the audio element may report it once decoded).
    const seconds = await audio.evaluate((a: HTMLAudioElement) => a.duration);
    expect(Math.abs(seconds * 1000 - marks.duration_ms)).toBeLessThan(80);
    // The highlight moved along the sentence, in its order, and is gone once the clip ends.
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.ended), { timeout: 15_000 })
      .toBe(true);
    const seen = await page.evaluate(
      () => (window as unknown as { spokenSeen: string[] }).spokenSeen,
    );
    expect(seen.length).toBeGreaterThanOrEqual(3);
    const places = seen.map((c) => answer.optimized_output.indexOf(c));
    expect(places).toEqual([...places].sort((a, b) => a - b));
    expect(places).not.toContain(-1);
    await expect(output(page).locator('ruby.is-speaking')).toHaveCount(0);

    // 慢速: the same sentence again, about half as fast.
    const slow = page.waitForResponse(
      (r) => r.url().includes('/api/tts/marks?') && r.url().includes('speed=slow'),
    );
    const slowAudio = page.waitForResponse(
      (r) => r.url().includes('/api/tts?text=') && r.url().includes('speed=slow'),
    );
    const firstSrc = await audio.getAttribute('src');
    await output(page)
      .locator('.yx-speech-speed label')
      .filter({ hasText: MSG.speech.speeds.slow })
      .click();
    await output(page).getByRole('button', { name: /播放/ }).click();
    const slowMarks = ((await (await slow).json()) as { data: { duration_ms: number } }).data;
    expect(slowMarks.duration_ms).toBeGreaterThan(marks.duration_ms * 1.6);
    expect((await slowAudio).headers()['x-speech-provider']).toBe('native');
    await expect(audio).not.toHaveAttribute('src', firstSrc!);
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => Math.round(a.duration * 1000)))
      .toBeGreaterThan(slowMarks.duration_ms - 80);
    expect(await audio.evaluate((a: HTMLAudioElement) => a.duration * 1000)).toBeLessThan(
      slowMarks.duration_ms + 80,
    );
    await output(page)
      .locator('.yx-speech-speed label')
      .filter({ hasText: MSG.speech.speeds.normal })
      .click();

    // Tap a character: its own reading, from the cacheable GET form.
    const one = page.waitForResponse(
      (r) => r.url().includes('/api/tts?text=') && r.request().method() === 'GET',
    );
    await output(page).locator('.yx-ruby-output ruby').first().click();
    const oneRes = await one;
    expect(decodeURIComponent(new URL(oneRes.url()).searchParams.get('text')!)).toBe(
      answer.optimized_output[0],
    );
    expect(oneRes.headers()['content-type']).toMatch(/^audio\//);

    // Copy: translation, blank line, system name, annotation (public-site §9).
    await pickSystem(page, 'pinyin_hongkong');
    await output(page).getByRole('button', { name: '复制' }).click();
    await expect(page.getByText(MSG.translator.copied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      `${answer.optimized_output}\n\n${NAMES.pinyin_hongkong}\n${answer.phonetic_results.pinyin_hongkong.text}`,
    );

    // A guest cannot favourite.
    await output(page).getByRole('button', { name: '收藏' }).click();
    await expect(page.getByText(MSG.favorites.loginRequired)).toBeVisible();

    // Clear returns to the idle panel.
    await page.getByRole('button', { name: '清空' }).click();
    await expect(page.getByTestId('translator-idle')).toBeVisible();
    await expect(page.getByLabel('要翻译或注音的中文')).toHaveValue('');
  });

  test('annotates the input itself, and shows a limit error as the server sent it', async ({
    page,
  }) => {
    await page.goto('/');
    const res = await translate(page, '銀行行長', '注音');
    expect(res.status()).toBe(200);
    await expect(output(page).getByRole('heading', { name: '粤语注音' })).toBeVisible();
    expect(await bases(page)).toEqual(['銀', '行', '行', '長']);
    await pickSystem(page, 'pinyin_hongkong');
    await expect(readings(page)).toHaveText(['ngan4', 'hong4', 'hong4', 'zoeng2']);

    // Tapping 行 speaks it as shown (hong4), not as 行 alone would be read (haang4).
    const tapped = page.waitForResponse((r) => r.url().includes('/api/tts?text='));
    await output(page).locator('.yx-ruby-output ruby').nth(1).click();
    const tappedRes = await tapped;
    expect(tappedRes.status()).toBe(200);
    const asked = new URL(tappedRes.url()).searchParams;
    expect([asked.get('text'), asked.get('jyutping')]).toEqual(['行', 'hong4']);

    // Over the guest's per-request limit: the counter warns, the server refuses, the page shows its words.
    const stats = (await (await page.request.get('/api/usage/stats')).json()) as {
      data: { translate: { chars_limit: number } };
    };
    const limit = stats.data.translate.chars_limit;
    expect(limit).toBeGreaterThan(0);
    await page.getByLabel('要翻译或注音的中文').fill('好'.repeat(limit + 1));
    await expect(page.locator('#translator-count')).toHaveClass(/is-over/);
    const refused = await translate(page, '好'.repeat(limit + 1));
    expect(refused.status()).toBe(413);
    const body = (await refused.json()) as { error: string; code: string };
    expect(body.code).toBe('chars_per_request_exceeded');
    await expect(page.getByTestId('translator-error')).toContainText(body.error);
  });

  test('fits a 360 px phone and passes axe on the tool', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await translate(page, '我先走了');
    await expect(readings(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    // The result is scrolled into view below the fixed navbar, its first readings not under it:
    // once the smooth scroll has settled, the panel starts 12 px under the navbar's bottom edge.
    const settledTop = () =>
      page.evaluate(async () => {
        const top = () =>
          document.querySelector('.yx-translator__output')!.getBoundingClientRect().top;
        const before = top();
        await new Promise((r) => setTimeout(r, 150));
        return before === top() ? Math.round(top()) : NaN;
      });
    const navBottom = await page
      .locator('.yx-navbar')
      .evaluate((n) => n.getBoundingClientRect().bottom);
    await expect.poll(settledTop).toBe(navBottom + 12);
    // The annotation switch fits on one line with the short names; the radios keep the full ones.
    const switchTops = await page
      .locator('.yx-system-switch label')
      .evaluateAll((labels) => labels.map((l) => Math.round(l.getBoundingClientRect().top)));
    expect(new Set(switchTops).size).toBe(1);
    await expect(page.getByRole('radio', { name: NAMES.pinyin_num })).toBeChecked();
    const axe = await axeScan(page, { include: ['.yx-translator'] });
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });

  test('is usable from the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('要翻译或注音的中文').focus();
    await page.keyboard.type('你好');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/translate'));
    await page.keyboard.press('Control+Enter');
    expect((await answer).status()).toBe(200);
    const first = output(page).locator('.yx-ruby-output ruby').first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(output(page).locator('.yx-ruby-output ruby').nth(1)).toBeFocused();
    const tts = page.waitForResponse((r) => r.url().includes('/api/tts?text='));
    await page.keyboard.press('Enter');
    expect((await tts).status()).toBe(200);
  });
});

test('a member favourites a result, a selection and an annotation; an empty annotation is refused', async ({
  page,
}) => {
  const member = await registerMember(page.request, 'fav');
  await useToken(page, member.token);
  await page.goto('/');
  const res = await translate(page, '他们在吃饭');
  const answer = (await res.json()) as TranslateAnswer;

  // A paid member would not see it; a free member does, without being told to sign in (issue 26).
  await expect(page.getByTestId('usage-hint')).toContainText(
    MSG.translator.usageUpgrade('free_member'),
  );
  await expect(page.getByTestId('usage-hint')).not.toContainText('登录');

  await output(page).getByRole('button', { name: '收藏' }).click();
  await expect(page.getByText(MSG.favorites.favorited)).toBeVisible();
  // Saved: the button says so and cannot save the same result again.
  await expect(output(page).getByRole('button', { name: '已收藏' })).toBeDisabled();

  const auth = { Authorization: `Bearer ${member.token}` };
  const listOf = async (type: 'translation' | 'phonetic') =>
    (
      (await (
        await page.request.get(`/api/favorites/list/by-type?type=${type}`, { headers: auth })
      ).json()) as {
        data: {
          source_text: string;
          translated_text: string;
          phonetic_text: string;
          pinyin_hongkong: string;
          favorite_type: string;
        }[];
      }
    ).data;
  await expect
    .poll(async () => (await listOf('translation')).map((f) => [f.source_text, f.translated_text]))
    .toContainEqual(['他们在吃饭', answer.optimized_output]);

  // Select 食紧 (characters 5 and 6) inside the annotated output: a floating 收藏 button appears.
  await page.evaluate(() => {
    const rubies = document.querySelectorAll('.yx-ruby-output ruby');
    const range = document.createRange();
    range.setStart(rubies[4]!.firstChild!, 0);
    range.setEnd(rubies[5]!.firstChild!, 1);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  });
  const floating = page.locator('.yx-selection-favorite');
  await expect(floating).toBeVisible();
  await floating.click();
  await expect(page.getByText(MSG.favorites.favorited).last()).toBeVisible();

  const picked = answer.phonetic_results.pinyin_hongkong.segments.slice(4, 6);
  await expect
    .poll(async () => (await listOf('phonetic')).map((f) => [f.source_text, f.pinyin_hongkong]))
    .toContainEqual([
      picked.map((s) => s.character).join(''),
      picked.map((s) => s.phonetic).join(' '),
    ]);

  // After Annotate the favourite is a phonetic one; an empty annotation is refused before any request.
  await translate(page, '早晨', '注音');
  await output(page).getByRole('button', { name: '收藏' }).click();
  await expect
    .poll(async () => (await listOf('phonetic')).map((f) => f.source_text))
    .toContain('早晨');
  await translate(page, 'OK!', '注音');
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/favorites/add')) posted = true;
  });
  await output(page).getByRole('button', { name: '收藏' }).click();
  await expect(page.getByText(MSG.favorites.phoneticEmpty)).toBeVisible();
  expect(posted).toBe(false);
});
