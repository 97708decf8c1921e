import { Parser } from 'htmlparser2';
import { NOTICE_CLASS } from './copyright-notice.js';

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');
const openTag = (name: string, attribs: Record<string, string>) =>
  `<${name}${Object.entries(attribs)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('')}>`;

export interface GatedBody {
  html: string;
  isTruncated: boolean;
}

/**
 * The article body a reader may see. Free-read articles and an unlimited role (-1) get the whole
 * body; otherwise the HTML is cut after `limit` visible characters (code points, white space runs
 * counted once, text of the hidden notice not counted), every open element is closed, and images
 * after the cut are dropped. Every route that outputs article text goes through here.
 */
export function gateArticleBody(
  details: string,
  opts: { isFreeRead: boolean; limit: number },
): GatedBody {
  if (opts.isFreeRead || opts.limit < 0) return { html: details, isTruncated: false };

  let budget = opts.limit;
  let out = '';
  let done = false;
  let isTruncated = false;
  let hiddenDepth = 0;
  const stack: string[] = [];

  const cut = () => {
    done = true;
    isTruncated = true;
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (done) return;
        const hidden = hiddenDepth > 0 || (attribs.class ?? '').split(/\s+/).includes(NOTICE_CLASS);
        if (name === 'img' && !hidden && budget <= 0) return cut();
        if (hidden && !VOID.has(name)) hiddenDepth += 1;
        out += openTag(name, attribs);
        if (!VOID.has(name)) stack.push(name);
      },
      ontext(raw) {
        if (done) return;
        if (hiddenDepth > 0) {
          out += escapeText(raw);
          return;
        }
        const chars = [...raw];
        let taken = '';
        for (let i = 0; i < chars.length; i++) {
          const ch = chars[i]!;
          const isSpace = /\s/.test(ch);
          // A white space run costs one character; leading space of a node is free.
          const costs = !isSpace || (i > 0 && !/\s/.test(chars[i - 1]!));
          if (costs && budget <= 0) {
            if (chars.slice(i).some((c) => !/\s/.test(c))) {
              out += escapeText(taken);
              return cut();
            }
            break;
          }
          if (costs) budget -= 1;
          taken += ch;
        }
        out += escapeText(taken);
      },
      oncomment(data) {
        if (!done) out += `<!--${data}-->`;
      },
      onclosetag(name) {
        if (done || VOID.has(name)) return;
        if (stack[stack.length - 1] === name) stack.pop();
        if (hiddenDepth > 0) hiddenDepth -= 1;
        out += `</${name}>`;
      },
    },
    {
      decodeEntities: true,
      lowerCaseTags: true,
      lowerCaseAttributeNames: true,
      recognizeSelfClosing: true,
    },
  );
  parser.write(details);
  parser.end();

  if (isTruncated)
    out +=
      '…' +
      stack
        .reverse()
        .map((n) => `</${n}>`)
        .join('');
  return { html: out, isTruncated };
}
