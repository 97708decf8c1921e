import { setImmediate as nextTurn } from 'node:timers/promises';
import { Parser } from 'htmlparser2';
import { DATABASE_LIMITS as L, MSG } from '@yuexue/contract';
import { badRequest } from '../../lib/http-error.js';
import { type SheetRow, tooManyRows } from './sheet-row.js';

const M = MSG.database;

// Reads the cell text of the first worksheet straight from the inflated parts of an .xlsx, with a SAX
// parser: no cell objects, no styles model. Each part is decoded as a whole (never chunk by chunk), so
// multi-byte characters cannot be split.

type Parts = ReadonlyMap<string, Buffer>;
type Attributes = Record<string, string>;

interface XmlHandler {
  open?(name: string, attributes: Attributes): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** `x:row` and `row` alike: some writers prefix the spreadsheet namespace. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function xmlParser(handler: XmlHandler): Parser {
  return new Parser(
    {
      onopentag: (name, attributes) => handler.open?.(localName(name), attributes),
      ontext: (text) => handler.text?.(text),
      onclosetag: (name) => handler.close?.(localName(name)),
    },
    { xmlMode: true, decodeEntities: true },
  );
}

const parseXml = (xml: Buffer, handler: XmlHandler) => xmlParser(handler).end(xml.toString('utf8'));

/** Line ends as an XML parser must report them (XML 1.0 §2.11); the tokenizer leaves them raw. */
const xmlLineEnds = (s: string) => (s.includes('\r') ? s.replace(/\r\n?/g, '\n') : s);
/** Characters Excel escapes as _xHHHH_ in text (e.g. _x000D_ for a carriage return). */
const unescapeText = (s: string) =>
  s.includes('_x')
    ? s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : s;

/**
 * Collects the text of <t> elements inside each `container` element (a shared string, or a cell's
 * inline string), rich-text runs joined, phonetic guides (<rPh>) left out.
 */
function textCollector(container: string, done: (text: string) => void): XmlHandler {
  let inside = false;
  let phonetic = 0;
  let inT = false;
  let text = '';
  let piece = '';
  return {
    open(name) {
      if (name === container) {
        inside = true;
        text = '';
      } else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && inside && phonetic === 0) {
        inT = true;
        piece = '';
      }
    },
    text(t) {
      if (inT) piece += t;
    },
    close(name) {
      if (name === 't' && inT) {
        inT = false;
        text += unescapeText(xmlLineEnds(piece));
      } else if (name === 'rPh') phonetic -= 1;
      else if (name === container && inside) {
        inside = false;
        done(text);
      }
    },
  };
}

/** Joins a relationship target to the folder of the part that declares it (`xl/`). */
function resolveTarget(target: string, base = 'xl/'): string {
  const path = target.startsWith('/')
    ? target.slice(1).split('/')
    : [...base.split('/').filter(Boolean), ...target.split('/')];
  const out: string[] = [];
  for (const segment of path) {
    if (segment === '..') out.pop();
    else if (segment !== '.' && segment !== '') out.push(segment);
  }
  return out.join('/');
}

interface BookLayout {
  sheet: string | undefined;
  sharedStrings: string;
  styles: string;
  date1904: boolean;
}

/** The first worksheet in tab order, and where the shared strings and styles are. */
function bookLayout(parts: Parts): BookLayout {
  const relations = new Map<string, { type: string; target: string }>();
  const rels = parts.get('xl/_rels/workbook.xml.rels');
  if (rels) {
    parseXml(rels, {
      open(name, a) {
        if (name === 'Relationship' && a.Id && a.Target && a.TargetMode !== 'External')
          relations.set(a.Id, { type: a.Type ?? '', target: resolveTarget(a.Target) });
      },
    });
  }
  const ofType = (suffix: string) =>
    [...relations.values()].find((r) => r.type.endsWith(suffix))?.target;
  let sheet: string | undefined;
  let date1904 = false;
  parseXml(parts.get('xl/workbook.xml')!, {
    open(name, a) {
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      if (name !== 'sheet' || sheet) return;
      const id = Object.entries(a).find(
        ([key]) => localName(key) === 'id' && key.includes(':'),
      )?.[1];
      const relation = id ? relations.get(id) : undefined;
      if (relation?.type.endsWith('/worksheet') && parts.has(relation.target))
        sheet = relation.target;
    },
  });
  return {
    sheet,
    sharedStrings: ofType('/sharedStrings') ?? 'xl/sharedStrings.xml',
    styles: ofType('/styles') ?? 'xl/styles.xml',
    date1904,
  };
}

function sharedStrings(xml: Buffer | undefined): string[] {
  const strings: string[] = [];
  if (xml)
    parseXml(
      xml,
      textCollector('si', (text) => strings.push(text)),
    );
  return strings;
}

// Built-in number formats that show dates or times (ECMA-376 §18.8.30 and the East Asian ones).
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);
/** exceljs's test for a custom date format: a date letter outside quotes and brackets. */
const isDateFormatCode = (code: string) =>
  /[ymdhMsb]+/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** For each cell style index (the `s` attribute), whether it shows numbers as dates. */
function dateStyles(xml: Buffer | undefined): boolean[] {
  if (!xml) return [];
  const customDate = new Map<number, boolean>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  parseXml(xml, {
    open(name, a) {
      if (name === 'numFmt')
        customDate.set(Number(a.numFmtId), isDateFormatCode(a.formatCode ?? ''));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(a.numFmtId ?? 0);
        styles.push(customDate.get(id) ?? DATE_FORMAT_IDS.has(id));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

/** Excel serial day → instant, as exceljs converts it. */
const excelDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));

/** Zero-based column of a cell reference like "AB12", or -1 when it has none. */
function columnOf(ref: string | undefined): number {
  if (!ref) return -1;
  let column = 0;
  let k = 0;
  for (; k < ref.length; k += 1) {
    const code = ref.charCodeAt(k) | 0x20; // lower case
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + (code - 0x60);
  }
  return k > 0 && column <= 16_384 ? column - 1 : -1;
}

/** Sheet XML is parsed in pieces of this many UTF-16 units, with a turn of the event loop between. */
export const SHEET_CHUNK_CHARS = 1 << 20;
// A merged range repeats its value in every cell it covers; beyond this many cells the file is refused.
const MERGED_CELLS_BUDGET = L.importMaxRows * 4;

/** "B2:C9" → rows 2–9 of columns 1–2 (zero-based columns), or undefined when malformed. */
function mergedRange(ref: string) {
  const [from, to] = ref.split(':');
  const top = parseInt(from?.replace(/^[A-Za-z]+/, '') ?? '', 10);
  const bottom = parseInt(to?.replace(/^[A-Za-z]+/, '') ?? '', 10);
  const left = columnOf(from);
  const right = columnOf(to);
  if (!(top > 0 && bottom >= top && left >= 0 && right >= left)) return undefined;
  return { top, bottom, left, right };
}

/** Merged cells read as their top-left value, as exceljs gave them (a range may make a blank row non-blank). */
function fillMergedCells(rows: SheetRow[], refs: readonly string[]): SheetRow[] {
  const byRow = new Map(rows.map((r) => [r.row, r]));
  const added: SheetRow[] = [];
  let filled = 0;
  for (const ref of refs) {
    const range = mergedRange(ref);
    const master = range && byRow.get(range.top)?.cells[range.left];
    if (!range || master === undefined) continue;
    filled += (range.bottom - range.top + 1) * (range.right - range.left + 1) - 1;
    if (filled > MERGED_CELLS_BUDGET) throw tooManyRows();
    for (let r = range.top; r <= range.bottom; r += 1) {
      let row = byRow.get(r);
      if (!row) {
        row = { row: r, cells: [] };
        byRow.set(r, row);
        if (master.trim() !== '') added.push(row);
      }
      for (let c = range.left; c <= range.right; c += 1)
        if (r > range.top || c > range.left) row.cells[c] = master;
    }
  }
  if (added.length === 0) return rows;
  const all = [...rows, ...added].sort((a, b) => a.row - b.row);
  if (all.length > L.importMaxRows + 1) throw tooManyRows();
  return all;
}

/**
 * The non-blank rows of the first worksheet with their sheet row numbers. Cell text follows what
 * exceljs gave: strings as written, numbers as JavaScript prints them, dates as ISO instants,
 * booleans as true/false, errors empty, merged cells as their top-left value. Yields to the event loop between 1 MB pieces of sheet XML,
 * reporting the rows read so far.
 */
export async function readXlsxRows(
  parts: Parts,
  onRows: (done: number) => void,
): Promise<SheetRow[]> {
  const layout = bookLayout(parts);
  if (!layout.sheet) throw badRequest(M.importNoSheet);
  const strings = sharedStrings(parts.get(layout.sharedStrings));
  const isDate = dateStyles(parts.get(layout.styles));

  const rows: SheetRow[] = [];
  let rowNumber = 0;
  let cells: string[] = [];
  let blank = true;
  let column = -1;
  let type = 'n';
  let style = 0;
  let value: string | undefined;
  let inV = false;
  let inline: string | undefined;
  const merged: string[] = [];

  const cellText = (): string => {
    switch (type) {
      case 's':
        return value === undefined ? '' : (strings[parseInt(value, 10)] ?? '');
      case 'inlineStr':
        return inline ?? '';
      case 'str':
        return xmlLineEnds(value ?? '');
      case 'b':
        return value === undefined || value === '' ? '' : String(parseInt(value, 10) !== 0);
      case 'e':
        return '';
      case 'd': {
        const date = value ? new Date(value) : undefined;
        return date && !Number.isNaN(date.getTime()) ? date.toISOString() : (value ?? '');
      }
      default: {
        if (value === undefined || value.trim() === '') return '';
        const n = parseFloat(value);
        if (Number.isNaN(n)) return value;
        const date = isDate[style] ? excelDate(n, layout.date1904) : undefined;
        // A serial past year 275760 is no date: its number stays as written.
        return date && !Number.isNaN(date.getTime()) ? date.toISOString() : String(n);
      }
    }
  };

  const inlineText = textCollector('is', (text) => {
    inline = text;
  });
  const parser = xmlParser({
    open(name, a) {
      if (name === 'c') {
        const at = columnOf(a.r);
        column = at >= 0 ? at : column + 1;
        type = a.t ?? 'n';
        style = a.s ? parseInt(a.s, 10) : 0;
        value = undefined;
        inline = undefined;
      } else if (name === 'v') {
        inV = true;
        value = '';
      } else if (name === 'row') {
        const r = a.r ? parseInt(a.r, 10) : NaN;
        rowNumber = r > 0 ? r : rowNumber + 1;
        cells = [];
        blank = true;
        column = -1;
      } else if (name === 'mergeCell' && a.ref) merged.push(a.ref);
      else inlineText.open!(name, a);
    },
    text(t) {
      if (inV) value += t;
      else inlineText.text!(t);
    },
    close(name) {
      if (name === 'v') inV = false;
      else if (name === 'c') {
        const text = cellText();
        if (text !== '') {
          cells[column] = text;
          if (blank && text.trim() !== '') blank = false;
        }
      } else if (name === 'row') {
        if (blank) return;
        // Holes stay holes (read as ''): a stray cell at column XFD must not allocate 16,384 strings per row.
        rows.push({ row: rowNumber, cells });
        if (rows.length > L.importMaxRows + 1) throw tooManyRows();
      } else inlineText.close!(name);
    },
  });

  const xml = parts.get(layout.sheet)!.toString('utf8');
  let at = 0;
  for (; at + SHEET_CHUNK_CHARS < xml.length; at += SHEET_CHUNK_CHARS) {
    parser.write(xml.slice(at, at + SHEET_CHUNK_CHARS));
    onRows(Math.max(rows.length - 1, 0));
    await nextTurn();
  }
  parser.end(xml.slice(at));
  const all = merged.length ? fillMergedCells(rows, merged) : rows;
  onRows(Math.max(all.length - 1, 0));
  await nextTurn();
  return all;
}
