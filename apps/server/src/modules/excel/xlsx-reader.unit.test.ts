import { describe, expect, it } from 'vitest';
import { MSG } from '@yuexue/contract';
import { readXlsxRows, SHEET_CHUNK_CHARS } from './xlsx-reader.js';

const M = MSG.database;

// Hand-written workbook parts, for what exceljs cannot write: prefixed namespaces, phonetic guides,
// CDATA, cells and rows without references, sheets out of file-name order.

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const R_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function workbook(
  sheetData: string,
  opts: { sst?: string; styles?: string; date1904?: boolean; after?: string } = {},
) {
  const parts = new Map<string, Buffer>([
    [
      'xl/workbook.xml',
      Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><workbook ${NS} ${R_NS}>${opts.date1904 ? '<workbookPr date1904="1"/>' : ''}` +
          `<sheets><sheet name="说明" sheetId="2" r:id="rId2"/><sheet name="数据" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    ],
    [
      'xl/_rels/workbook.xml.rels',
      Buffer.from(
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${REL}/worksheet" Target="/xl/worksheets/notes.xml"/>` +
          `<Relationship Id="rId3" Type="${REL}/sharedStrings" Target="strings.xml"/>` +
          `<Relationship Id="rId4" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
      ),
    ],
    [
      'xl/worksheets/notes.xml',
      Buffer.from(
        `<worksheet ${NS}><sheetData>${sheetData}</sheetData>${opts.after ?? ''}</worksheet>`,
      ),
    ],
    [
      'xl/worksheets/sheet1.xml',
      Buffer.from(
        `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>不是第一张</t></is></c></row></sheetData></worksheet>`,
      ),
    ],
  ]);
  if (opts.sst) parts.set('xl/strings.xml', Buffer.from(`<sst ${NS}>${opts.sst}</sst>`));
  if (opts.styles)
    parts.set('xl/styles.xml', Buffer.from(`<styleSheet ${NS}>${opts.styles}</styleSheet>`));
  return parts;
}

const read = (parts: Map<string, Buffer>) => readXlsxRows(parts, () => {});
/** Rows as plain arrays, holes read as ''. */
const plain = (rows: { row: number; cells: string[] }[]) =>
  rows.map((r) => [r.row, ...Array.from({ length: r.cells.length }, (_, k) => r.cells[k] ?? '')]);

describe('xlsx reader', () => {
  it('reads the first sheet in tab order, whatever its file name', async () => {
    const rows = await read(
      workbook('<row r="1"><c r="A1" t="inlineStr"><is><t>第一张</t></is></c></row>'),
    );
    expect(plain(rows)).toEqual([[1, '第一张']]);
  });

  it('reads shared strings: rich runs joined, phonetic guides left out, entities and Excel escapes decoded', async () => {
    const sst =
      '<si><t>甲&amp;乙 &lt;丙&gt; &#x4E01;</t></si>' +
      '<si><r><rPr><b/></rPr><t>粗</t></r><r><t xml:space="preserve"> 体</t></r><rPh sb="0" eb="1"><t>ふりがな</t></rPh></si>' +
      '<si><t>一行_x000D_\r\n二行</t></si>' +
      '<si><t><![CDATA[<原样>]]></t></si>';
    const rows = await read(
      workbook(
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>9</v></c></row>',
        { sst },
      ),
    );
    expect(plain(rows)).toEqual([[1, '甲&乙 <丙> 丁', '粗 体', '一行\r\n二行', '<原样>']]);
  });

  it('turns numbers, booleans, errors, formulas and dates into the text exceljs gave', async () => {
    const styles =
      '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy&quot;年&quot;m&quot;月&quot;"/></numFmts><cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="2"/></cellXfs>';
    const sheet =
      '<row r="2">' +
      '<c r="A2"><v>12.50</v></c><c r="B2" t="b"><v>1</v></c><c r="C2" t="b"><v>0</v></c><c r="D2" t="e"><v>#N/A</v></c>' +
      '<c r="E2" t="str"><f>A2&amp;"x"</f><v>12.5x</v></c><c r="F2"><f>NOW()</f></c><c r="G2" s="1"><v>45292</v></c><c r="H2" s="2"><v>45292.5</v></c>' +
      '<c r="I2" s="3"><v>42</v></c><c r="L2" s="1"><v>1E+20</v></c><c r="J2" t="d"><v>2024-01-02T03:04:05Z</v></c><c r="K2"><v>1E+21</v></c>' +
      '</row>';
    const rows = await read(workbook(sheet, { styles }));
    expect(plain(rows)).toEqual([
      [
        2,
        '12.5',
        'true',
        'false',
        '',
        '12.5x',
        '',
        '2024-01-01T00:00:00.000Z',
        '2024-01-01T12:00:00.000Z',
        '42',
        '2024-01-02T03:04:05.000Z',
        '1e+21',
        '100000000000000000000',
      ],
    ]);
    const [in1904] = await read(
      workbook('<row r="1"><c r="A1" s="1"><v>0</v></c></row>', { styles, date1904: true }),
    );
    expect(in1904?.cells).toEqual(['1904-01-01T00:00:00.000Z']);
  });

  it('places cells by reference, follows on without one, and skips blank rows', async () => {
    const sheet =
      '<x:row r="3"><x:c r="B3" t="inlineStr"><x:is><x:t>乙</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>丙</x:t></x:is></x:c></x:row>' +
      '<x:row r="4"><x:c r="A4" t="inlineStr"><x:is><x:t>  </x:t></x:is></x:c><x:c r="B4" s="1"/></x:row>' +
      '<x:row><x:c r="XFD5" t="inlineStr"><x:is><x:t>远</x:t></x:is></x:c></x:row>';
    const rows = await read(
      new Map(
        [...workbook('')].map(([k, v]) => [
          k,
          k.endsWith('notes.xml')
            ? Buffer.from(
                `<x:worksheet xmlns:x="${NS.slice(7, -1)}"><x:sheetData>${sheet}</x:sheetData></x:worksheet>`,
              )
            : v,
        ]),
      ),
    );
    expect(rows.map((r) => r.row)).toEqual([3, 5]);
    expect(plain(rows)[0]).toEqual([3, '', '乙', '丙']);
    expect(rows[1]!.cells[16_383]).toBe('远');
    expect(Object.keys(rows[1]!.cells)).toEqual(['16383']);
  });

  it('repeats a merged value over its range, which can make a blank row count', async () => {
    const sheet =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>原文</t></is></c><c r="B1" t="inlineStr"><is><t>优化后文本</t></is></c></row>' +
      '<row r="2"><c r="A2" t="inlineStr"><is><t>竖</t></is></c><c r="B2" t="inlineStr"><is><t>x</t></is></c></row>' +
      '<row r="5"><c r="A5" t="inlineStr"><is><t>横</t></is></c></row>';
    const rows = await read(
      workbook(sheet, {
        after:
          '<mergeCells count="2"><mergeCell ref="A2:A3"/><mergeCell ref="A5:B5"/></mergeCells>',
      }),
    );
    expect(plain(rows)).toEqual([
      [1, '原文', '优化后文本'],
      [2, '竖', 'x'],
      [3, '竖'],
      [5, '横', '横'],
    ]);
    const huge = workbook('<row r="1"><c r="A1" t="inlineStr"><is><t>大</t></is></c></row>', {
      after: '<mergeCells><mergeCell ref="A1:XFD1048576"/></mergeCells>',
    });
    await expect(read(huge)).rejects.toMatchObject({
      statusCode: 413,
      message: M.importTooManyRows,
    });
  });

  it('keeps characters whole across the pieces the sheet is parsed in, and reports progress', async () => {
    const head = '<row r="1"><c r="A1" t="inlineStr"><is><t>';
    const prefix = `<worksheet ${NS}><sheetData>${head}`;
    // A character outside the BMP (a surrogate pair) straddling the first piece boundary.
    const pad = '粤'.repeat(SHEET_CHUNK_CHARS - 1 - prefix.length);
    const rows2 = Array.from(
      { length: 3 },
      (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>行${i}</t></is></c></row>`,
    ).join('');
    const parts = workbook('');
    parts.set(
      'xl/worksheets/notes.xml',
      Buffer.from(`${prefix}${pad}𠀀尾</t></is></c></row>${rows2}</sheetData></worksheet>`),
    );
    const done: number[] = [];
    const rows = await readXlsxRows(parts, (n) => done.push(n));
    expect(rows[0]!.cells[0]).toBe(`${pad}𠀀尾`);
    expect(rows).toHaveLength(4);
    expect(done).toEqual([0, 3]);
  });

  it('refuses a workbook without a worksheet', async () => {
    const parts = workbook('');
    parts.set('xl/workbook.xml', Buffer.from(`<workbook ${NS}><sheets/></workbook>`));
    await expect(read(parts)).rejects.toMatchObject({ message: M.importNoSheet });
  });
});
