import { describe, expect, it } from 'vitest';
import { Parser } from 'htmlparser2';
import { gateArticleBody } from './gate.js';
import { buildNotice, extractNotice, insertNotice } from './copyright-notice.js';

const BODY =
  '<p>一二三四五六七八九十</p><p>第二段<strong>加粗&amp;文字</strong>结束</p><img src="/uploads/0123456789abcdef0123456789abcdef.png"><p>尾巴</p>';

/** Balanced: every opened element is closed in order. */
function balanced(html: string): boolean {
  const stack: string[] = [];
  let ok = true;
  const p = new Parser({
    onopentag: (n) => stack.push(n),
    onclosetag: (n, implied) => {
      if (implied && !['img', 'br', 'hr'].includes(n)) ok = false;
      if (stack.pop() !== n) ok = false;
    },
  });
  p.write(html);
  p.end();
  return ok && stack.length === 0;
}
const visible = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<div class="yx-copyright-notice"[^>]*>[^<]*<\/div>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/…$/, '');

describe('gateArticleBody', () => {
  it('returns the whole body for free-read articles and unlimited roles', () => {
    expect(gateArticleBody(BODY, { isFreeRead: true, limit: 3 })).toEqual({
      html: BODY,
      isTruncated: false,
    });
    expect(gateArticleBody(BODY, { isFreeRead: false, limit: -1 })).toEqual({
      html: BODY,
      isTruncated: false,
    });
  });

  it.each([0, 1, 5, 10, 11, 13, 15, 18])(
    'cuts after %i visible characters without breaking a tag',
    (limit) => {
      const out = gateArticleBody(BODY, { isFreeRead: false, limit });
      expect(out.isTruncated).toBe(true);
      expect(balanced(out.html)).toBe(true);
      expect([...visible(out.html).replace(/…/g, '')].length).toBe(limit);
      expect(out.html).not.toContain('尾巴');
    },
  );

  it('keeps entities whole and drops images after the cut', () => {
    const out = gateArticleBody(BODY, { isFreeRead: false, limit: 17 });
    expect(out.html).toContain('加粗&amp;文');
    expect(out.html).not.toContain('<img');
  });

  it('is not truncated when the limit covers the text', () => {
    const out = gateArticleBody(BODY, { isFreeRead: false, limit: 100 });
    expect(out.isTruncated).toBe(false);
    expect(visible(out.html)).toBe(visible(BODY));
  });

  it('does not count the hidden notice', () => {
    const withNotice = insertNotice(BODY.repeat(3), buildNotice('粤学'), () => 0);
    const out = gateArticleBody(withNotice, { isFreeRead: false, limit: 60 });
    expect([...visible(out.html).replace(/…/g, '')].length).toBe(60);
    expect(balanced(out.html)).toBe(true);
  });
});

describe('copyright notice (back-office §5)', () => {
  const notice = buildNotice('粤学 <b>--></b>');
  it('is a hidden div with escaped text and a comment that cannot be closed early', () => {
    expect(notice.div).toMatch(
      /^<div class="yx-copyright-notice" data-yx-notice="1" style="display:none" aria-hidden="true">[^<]+<\/div>$/,
    );
    expect(notice.div).toContain('&lt;b&gt;');
    expect(notice.comment).toMatch(/^<!-- yx-copyright: [^<>]* -->$/);
    expect(notice.comment.slice(4, -3)).not.toContain('--');
  });

  it('is appended to a body of 100 characters or fewer', () => {
    const short = '<p>短文</p>';
    expect(insertNotice(short, notice)).toBe(`${short}${notice.div}\n${notice.comment}`);
  });

  it('goes between top-level elements at about a third to two thirds of a longer body', () => {
    const paragraphs = Array.from({ length: 30 }, (_, i) => `<p>第${i}段，内容。</p>`).join('');
    for (const r of [0, 0.5, 0.999]) {
      const out = insertNotice(paragraphs, notice, () => r);
      const at = out.indexOf(notice.div);
      expect(at / paragraphs.length).toBeGreaterThan(0.3);
      expect(at / paragraphs.length).toBeLessThan(0.7);
      expect(out.slice(at - 4, at)).toBe('</p>');
      expect(out.endsWith(notice.comment)).toBe(true);
      expect(balanced(out.replace(notice.comment, ''))).toBe(true);
    }
  });

  it('can be taken out and put back', () => {
    const body = Array.from({ length: 10 }, (_, i) => `<p>段落${i}，一些文字。</p>`).join('');
    const stored = insertNotice(body, notice, () => 0.5);
    const { html, notice: found } = extractNotice(stored);
    expect(html).toBe(body);
    expect(found).toEqual(notice);
    expect(extractNotice(body).notice).toBeUndefined();
  });
});
