import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeArticleHtml } from './sanitize-html.js';

const UPLOAD = '/uploads/0123456789abcdef0123456789abcdef.png';

describe('sanitizeArticleHtml: the editor allowlist', () => {
  it('keeps what the editor produces', () => {
    const html = `<h2>标题</h2><h3>小标题</h3><p><strong>粗</strong><em>斜</em><br></p><ul><li><p>一</p></li></ul><ol><li>二</li></ol><blockquote><p>引</p></blockquote><hr><img src="${UPLOAD}" alt="图"><img src="https://example.com/a.jpg"><table><thead><tr><th colspan="2">表</th></tr></thead><tbody><tr><td rowspan="2">格</td><td>x</td></tr></tbody></table>`;
    const out = sanitizeArticleHtml(html);
    for (const tag of [
      '<h2>',
      '<h3>',
      '<strong>',
      '<em>',
      '<br />',
      '<ul>',
      '<ol>',
      '<li>',
      '<blockquote>',
      '<hr />',
      '<table>',
      '<thead>',
      '<tbody>',
      '<th colspan="2">',
      '<td rowspan="2">',
    ])
      expect(out).toContain(tag);
    expect(out).toContain(`<img src="${UPLOAD}" alt="图" />`);
    expect(out).toContain('<img src="https://example.com/a.jpg" />');
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<p onclick="alert(1)" style="color:red" class="c">x</p>', '<p>x</p>'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<img src="//evil.example/a.png">', ''],
    ['<img src="/api/logout">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    [
      '<a href="https://e.com" target="_self" onclick="x">x</a>',
      '<a href="https://e.com" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    ['<iframe src="https://player.bilibili.com/x"></iframe><p>y</p>', '<p>y</p>'],
    ['<svg><script>alert(1)</script></svg><p>z</p>', '<p>z</p>'],
    ['<style>p{}</style><p>z</p>', '<p>z</p>'],
    ['<div class="yx-copyright-notice" style="display:none">伪造</div>', '伪造'],
    ['<!-- yx-copyright: fake --><p>a</p>', '<p>a</p>'],
    ['<h1>大</h1><b>b</b><i>i</i>', '<h2>大</h2><strong>b</strong><em>i</em>'],
    ['<td colspan="0" rowspan="999">x</td>', '<td>x</td>'],
    [
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    ],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = sanitizeArticleHtml(
      '<h1>a</h1><p>b <a href="https://x.y">c</a> <a href="ftp://x">d</a></p><img src="/uploads/0123456789abcdef0123456789abcdef.gif">',
    );
    expect(sanitizeArticleHtml(once)).toBe(once);
  });

  it('sees an empty editor as blank', () => {
    expect(isBlankHtml(sanitizeArticleHtml('<p></p>'))).toBe(true);
    expect(isBlankHtml(sanitizeArticleHtml('<p> &nbsp; </p><script>x</script>'))).toBe(true);
    expect(isBlankHtml(sanitizeArticleHtml(`<p><img src="${UPLOAD}"></p>`))).toBe(false);
  });
});
