import sanitizeHtml from 'sanitize-html';
import { isOwnUploadUrl } from '@yuexue/contract';

const HTTP_URL = /^https?:\/\//i;

function isHttpUrl(v: string | undefined): v is string {
  if (!v || !HTTP_URL.test(v)) return false;
  try {
    const u = new URL(v);
    return (
      (u.protocol === 'http:' || u.protocol === 'https:') &&
      !!u.hostname &&
      !u.username &&
      !u.password
    );
  } catch {
    return false;
  }
}
const isImageSrc = (v: string | undefined): v is string =>
  !!v && (isHttpUrl(v) || isOwnUploadUrl(v));

const span = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 100 ? String(n) : undefined;
};
const cell = (tagName: string, attribs: sanitizeHtml.Attributes) => {
  const out: sanitizeHtml.Attributes = {};
  const colspan = span(attribs.colspan);
  const rowspan = span(attribs.rowspan);
  if (colspan && colspan !== '1') out.colspan = colspan;
  if (rowspan && rowspan !== '1') out.rowspan = rowspan;
  return { tagName, attribs: out };
};

/**
 * The rich-text editor's allowlist (back-office §2.11): paragraphs, H2/H3, bold, italic, lists,
 * blockquote, rule, images (http(s) or our own uploads), tables, links (http(s), opened in a new
 * tab without an opener). Everything else is dropped; text of dropped tags is kept.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'strong',
    'em',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'br',
    'img',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Content of these never becomes text (the default list plus what browsers treat as raw text).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'xmp',
    'noembed',
    'noframes',
  ],
  transformTags: {
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    b: 'strong',
    i: 'em',
    // A link without a usable http(s) target stays an inert <a> without href. (Renaming it to a
    // disallowed tag would confuse sanitize-html's close-tag bookkeeping for the next sibling.)
    a: (_tag, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim();
      return {
        tagName: 'a',
        attribs: isHttpUrl(href) ? { href, rel: 'noopener noreferrer', target: '_blank' } : {},
      };
    },
    img: (_tag, attribs) => {
      const src = attribs.src?.trim();
      const out: sanitizeHtml.Attributes = {};
      if (isImageSrc(src)) out.src = src;
      if (attribs.alt) out.alt = attribs.alt;
      if (attribs.title) out.title = attribs.title;
      return { tagName: 'img', attribs: out };
    },
    th: cell,
    td: cell,
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Sanitises article HTML to the editor's allowlist. Idempotent. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The visible text of sanitised HTML (whitespace collapsed), for "is there any content" checks. */
export function visibleText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  })
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when sanitised HTML shows nothing: no text and no image (e.g. the editor's empty "<p></p>"). */
export function isBlankHtml(html: string): boolean {
  return visibleText(html) === '' && !/<img\s/i.test(html);
}
