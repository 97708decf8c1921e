import { isSafeUrl, MSG, type Article } from '@yuexue/contract';

/**
 * The article page's first screen as plain HTML, the same markup the web app's article page draws
 * (features/articles/pages/article-page.tsx): the page shows the article before any script runs,
 * and React draws the same thing over it. The body is the API's, already sanitised.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

// The site's readers are in China; the page corrects the date to the reader's own zone if it differs.
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const day = (iso: string) => DAY.format(new Date(iso));

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

function tagChips(tags: Article['tags']): string {
  if (tags.length === 0) return '';
  const chips = tags.map(
    (t) =>
      `<li class="yx-tag-chip"><span class="yx-tag-dot"${HEX_COLOUR.test(t.color) ? ` style="background:${t.color}"` : ''} aria-hidden="true"></span>${esc(t.name)}</li>`,
  );
  return `<ul class="yx-tag-chips" aria-label="标签">${chips.join('')}</ul>`;
}

function memberCta(path: string): string {
  return (
    `<aside class="yx-member-cta" aria-label="试读提示"><span class="yx-member-cta__icon yx-member-cta__icon--shell" aria-hidden="true"></span>` +
    `<p class="yx-member-cta__text">${esc(MSG.content.readMoreCta)}</p><div class="yx-member-cta__actions">` +
    `<a class="yx-btn yx-btn--primary yx-btn--middle" href="/user-center"><span>开通会员</span></a>` +
    `<a class="yx-btn yx-btn--default yx-btn--middle" href="/login?redirect=${encodeURIComponent(path)}"><span>已是会员？登录</span></a></div></aside>`
  );
}

/**
 * `readerSignedIn`: the browser says a token is stored (SIGNED_IN_HINT_COOKIE). Their own copy
 * loads once the page's script runs; meanwhile a cut body says so instead of asking them to buy.
 */
export function articleShell(a: Article, path: string, readerSignedIn = false): string {
  const cover =
    a.cover_url && isSafeUrl(a.cover_url)
      ? `<img class="yx-article__cover" src="${esc(a.cover_url)}" alt="">`
      : '';
  const badges =
    (a.is_pinned ? '<span class="yx-badge yx-badge--pinned">置顶</span>' : '') +
    (a.is_free_read ? '<span class="yx-badge yx-badge--free">免费阅读</span>' : '');
  return (
    `<div class="yx-container yx-article">` +
    `<nav class="yx-breadcrumb yx-article__crumbs" aria-label="面包屑"><ol><li><a href="/">首页</a></li><li><a href="/article">文章专区</a></li><li aria-current="page">${esc(a.title)}</li></ol></nav>` +
    `<article class="yx-panel">${cover}<header class="yx-article__head"><h1 class="yx-article__title">${esc(a.title)}</h1>` +
    `<div class="yx-article__meta">${badges}<time datetime="${esc(a.created_at)}">${day(a.created_at)}</time>${tagChips(a.tags)}</div>` +
    (a.description ? `<p class="yx-article__desc">${esc(a.description)}</p>` : '') +
    `</header><div class="yx-article-body${a.is_truncated ? ' is-truncated' : ''}">${a.details}</div>` +
    (a.is_truncated
      ? readerSignedIn
        ? `<p class="yx-article__loading-body" role="status">${esc(MSG.content.loadingReaderBody)}</p>`
        : memberCta(path)
      : '') +
    `</article></div>`
  );
}

/** Data for the page's script, in a data block (never run): `<` escaped so no text can end it. */
export function pageDataScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="yx-page-data">${json}</script>`;
}
