import { describe, expect, it } from 'vitest';
import type { Article } from '@yuexue/contract';
import { articleShell, pageDataScript } from './article-shell.js';

const article: Article = {
  id: 7,
  title: '粤语<b>入门</b>',
  description: '简介 & "引号"',
  cover_url: 'javascript:alert(1)',
  is_pinned: true,
  is_free_read: false,
  allow_comments: true,
  created_at: '2026-11-20T18:30:00.000Z',
  updated_at: '2026-11-20T18:30:00.000Z',
  tags: [
    { id: 1, name: '发音', color: '#2E5366' },
    { id: 2, name: '<i>x</i>', color: 'red;background:url(x)' },
  ],
  details: '<p>正文</p>',
  is_truncated: true,
  preview_chars: 100,
  can_comment: false,
};

describe('article page first screen', () => {
  it('draws what the web page draws, text escaped, unsafe cover and colours left out', () => {
    const html = articleShell(article, '/article/7');
    expect(html).toContain('<h1 class="yx-article__title">粤语&lt;b&gt;入门&lt;/b&gt;</h1>');
    expect(html).toContain('<li aria-current="page">粤语&lt;b&gt;入门&lt;/b&gt;</li>');
    expect(html).toContain('<p class="yx-article__desc">简介 &amp; &quot;引号&quot;</p>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<span class="yx-badge yx-badge--pinned">置顶</span>');
    expect(html).not.toContain('免费阅读');
    // The day as readers in China see it (UTC 18:30 is the next morning there).
    expect(html).toContain('<time datetime="2026-11-20T18:30:00.000Z">2026-11-21</time>');
    expect(html).toContain('style="background:#2E5366"');
    expect(html).not.toContain('url(x)');
    expect(html).toContain('&lt;i&gt;x&lt;/i&gt;');
    // The body is the API's (sanitised there), cut: the membership call to action follows.
    expect(html).toContain('<div class="yx-article-body is-truncated"><p>正文</p></div>');
    expect(html).toContain('href="/login?redirect=%2Farticle%2F7"');
  });

  it('writes page data that no text can close', () => {
    const script = pageDataScript({ a: '</script><script>alert(1)</script>\u2028' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>(.*)<\/script>$/.exec(script)![1]!)).toEqual({
      a: '</script><script>alert(1)</script>\u2028',
    });
  });
});
