import { describe, expect, it, vi } from 'vitest';
import { MSG, toneOf } from '@yuexue/contract';
import { ApiError } from '../../lib/api-client';
import { resultFavorite, selectionFavorite } from './api/add-favorite';
import { toolErrorMessage, type ToolResult } from './api/run-tool';
import { perRequestLimit, remainingCount, showsUsageHint } from './api/usage-stats';
import { copyText, copyToClipboard } from './lib/copy';
import { selectedSegments, SEGMENT_ATTR } from './lib/selection';

const seg = (character: string, phonetic: string) => ({ character, phonetic });
const RESULT: ToolResult = {
  kind: 'translate',
  source: '他们在吃饭',
  output: '佢哋喺度食紧饭',
  changes: [],
  usage: {
    role: 'guest',
    used: 1,
    limit: 10,
    chars_limit: 200,
    chars_used: 5,
    daily_chars_limit: -1,
  },
  phonetics: {
    pinyin_hongkong: {
      text: 'keoi5 dei6',
      segments: [seg('佢', 'keoi5'), seg('哋', 'dei6'), seg('，', '')],
    },
    pinyin_num: {
      text: 'kêu5 déi6',
      segments: [seg('佢', 'kêu5'), seg('哋', 'déi6'), seg('，', '')],
    },
    pinyin_upper: {
      text: 'kêu⁵ déi⁶',
      segments: [seg('佢', 'kêu⁵'), seg('哋', 'déi⁶'), seg('，', '')],
    },
  },
};

describe('copy format (public-site §9)', () => {
  it('is translation, blank line, system name, annotation', () => {
    expect(copyText('佢哋', 'pinyin_hongkong', 'keoi5 dei6')).toBe(
      `佢哋\n\n${MSG.translator.systemNames.pinyin_hongkong}\nkeoi5 dei6`,
    );
  });

  it('falls back to a hidden textarea when the clipboard API refuses', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    expect(await copyToClipboard('x')).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    exec.mockReturnValue(false);
    expect(await copyToClipboard('x')).toBe(false);
    vi.unstubAllGlobals();
  });
});

describe('tones', () => {
  it.each([
    ['nei5', 5],
    ['néi⁵', 5],
    ['hêu3', 3],
    ['m4', 4],
    ['', null],
    ['abc', null],
  ])('%s → %s', (s, tone) => expect(toneOf(s)).toBe(tone));
});

describe('error messages (public-site §8 Translate/annotate)', () => {
  it('shows ip_blocked and the limit errors as received', () => {
    for (const code of [
      'ip_blocked',
      'daily_limit_reached',
      'chars_per_request_exceeded',
      'daily_chars_reached',
    ]) {
      expect(toolErrorMessage('translate', new ApiError(`服务器说：${code}`, 429, code))).toBe(
        `服务器说：${code}`,
      );
    }
  });
  it('falls back to the default of the kind for a server fault', () => {
    expect(toolErrorMessage('translate', new ApiError('服务器内部错误', 500, 'internal'))).toBe(
      MSG.language.translateError,
    );
    expect(toolErrorMessage('phonetics', new Error('boom'))).toBe(MSG.language.phoneticsError);
  });
});

describe('favourites from a result', () => {
  it('a translation favourite after Translate carries all three readings', () => {
    expect(resultFavorite(RESULT, 'pinyin_upper')).toMatchObject({
      source_text: '他们在吃饭',
      translated_text: '佢哋喺度食紧饭',
      favorite_type: 'translation',
      phonetic_type: 'pinyin_upper',
      phonetic_text: 'kêu⁵ déi⁶',
      pinyin_hongkong: 'keoi5 dei6',
    });
  });
  it('a phonetic favourite after Annotate has no translation', () => {
    expect(
      resultFavorite({ ...RESULT, kind: 'phonetics', output: RESULT.source }, 'pinyin_num'),
    ).toMatchObject({ favorite_type: 'phonetic', translated_text: '' });
  });
  it('a selection favourite holds the selected characters and their readings', () => {
    expect(selectionFavorite(RESULT, 'pinyin_hongkong', [1, 2])).toMatchObject({
      source_text: '哋，',
      favorite_type: 'phonetic',
      phonetic_text: 'dei6',
      pinyin_num: 'déi6',
      pinyin_upper: 'déi⁶',
    });
  });
});

describe('usage', () => {
  const stat = (used: number, limit: number, chars_limit: number) => ({
    used,
    limit,
    chars_limit,
    chars_used: 0,
    daily_chars_limit: -1,
  });
  it('takes the smaller per-request limit, ignoring unlimited', () => {
    const stats = {
      role: 'guest',
      translate: stat(0, 10, 200),
      phonetics: stat(0, 10, 100),
      resets_at: '',
    };
    expect(perRequestLimit(stats)).toBe(100);
    expect(perRequestLimit({ ...stats, phonetics: stat(0, 10, -1) })).toBe(200);
  });
  it('counts down today and shows −1 as unlimited', () => {
    expect(remainingCount(stat(3, 10, 1))).toBe('7');
    expect(remainingCount(stat(12, 10, 1))).toBe('0');
    expect(remainingCount(stat(3, -1, 1))).toBe(MSG.translator.unlimited);
  });
  it('hints guests and free members only', () => {
    expect(showsUsageHint('guest')).toBe(true);
    expect(showsUsageHint('free_member')).toBe(true);
    expect(showsUsageHint('paid_member')).toBe(false);
  });
});

describe('selection inside the ruby output', () => {
  it('finds the segments whose characters are selected, not the readings', () => {
    const box = document.createElement('div');
    box.innerHTML =
      ['佢', '哋', '喺']
        .map((c, i) => `<ruby ${SEGMENT_ATTR}="${i}">${c}<rt>x${i}</rt></ruby>`)
        .join('') + `<span ${SEGMENT_ATTR}="3">。</span>`;
    document.body.append(box);
    const bases = [...box.querySelectorAll(`[${SEGMENT_ATTR}]`)].map((el) => el.firstChild as Text);
    const range = document.createRange();
    range.setStart(bases[1]!, 0);
    range.setEnd(bases[3]!, 1);
    expect(selectedSegments(box, range)).toEqual([1, 2, 3]);
    range.setStart(bases[0]!, 1);
    range.setEnd(bases[2]!, 0);
    expect(selectedSegments(box, range)).toEqual([1]);
    box.remove();
  });
});
