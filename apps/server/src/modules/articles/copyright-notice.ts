import { Parser } from 'htmlparser2';

/** Marks our hidden notice; the sanitiser allows no div, so only a notice the server inserts survives. */
export const NOTICE_CLASS = 'yx-copyright-notice';
const COMMENT_MARK = 'yx-copyright:';
/** back-office §5: bodies of at most this many characters get the notice appended. */
export const APPEND_AT_OR_BELOW = 100;

const NOTICE_DIV = new RegExp(`<div class="${NOTICE_CLASS}"[^>]*>[^<]*</div>`, 'g');
const NOTICE_COMMENT = new RegExp(`\\s*<!-- ${COMMENT_MARK}[^<>]*-->`, 'g');

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// A comment may not contain "--" or ">"; the site name is admin-editable.
const commentSafe = (s: string) => s.replace(/-{2,}|[<>]/g, ' ').trim();

export interface CopyrightNotice {
  div: string;
  comment: string;
}

export function buildNotice(siteName: string): CopyrightNotice {
  const name = siteName.trim() || '粤学';
  return {
    div: `<div class="${NOTICE_CLASS}" data-yx-notice="1" style="display:none" aria-hidden="true">${escape(`本文版权归「${name}」所有，未经书面许可，禁止转载、摘编或以其他方式使用。`)}</div>`,
    comment: `<!-- ${COMMENT_MARK} ${commentSafe(`${name} 原创内容，版权所有，转载请注明出处`)} -->`,
  };
}

/** Offsets in the HTML where a top-level element ends (the only places a div may go). */
function topLevelBoundaries(html: string): number[] {
  const ends: number[] = [];
  let depth = 0;
  const parser = new Parser({
    onopentag() {
      depth += 1;
    },
    onclosetag() {
      depth -= 1;
      if (depth === 0) ends.push(parser.endIndex + 1);
    },
  });
  parser.write(html);
  parser.end();
  return ends.filter((i) => i > 0 && i <= html.length);
}

/**
 * Puts the hidden div at a random top-level boundary between about 33% and 67% of the body
 * (the nearest boundary to a random point in that range), or at the end of a body of 100
 * characters or fewer, then appends the comment.
 */
export function insertNotice(
  html: string,
  notice: CopyrightNotice,
  random: () => number = Math.random,
): string {
  let at = html.length;
  if (html.length > APPEND_AT_OR_BELOW) {
    const target = html.length * (0.33 + random() * 0.34);
    const boundaries = topLevelBoundaries(html);
    if (boundaries.length > 0)
      at = boundaries.reduce((best, b) =>
        Math.abs(b - target) < Math.abs(best - target) ? b : best,
      );
  }
  return `${html.slice(0, at)}${notice.div}${html.slice(at)}\n${notice.comment}`;
}

/** Splits a stored body into the editable HTML and the notice it carries, if any. */
export function extractNotice(stored: string): {
  html: string;
  notice: CopyrightNotice | undefined;
} {
  const div = stored.match(NOTICE_DIV)?.[0];
  const comment = stored.match(NOTICE_COMMENT)?.[0]?.trim();
  const html = stored.replace(NOTICE_DIV, '').replace(NOTICE_COMMENT, '').trim();
  return { html, notice: div && comment ? { div, comment } : undefined };
}
