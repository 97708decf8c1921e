import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { jyutpingToGuangzhou } from '@yuexue/cantonese';
import {
  IMPORT_KIND_TYPE,
  PHONETIC_COLUMNS,
  TRANSLATION_COLUMNS,
  type ExcelImportKind,
} from '@yuexue/contract';
import type { DatabaseRepo } from '../database/repo.js';
import { addExportRow } from './export-row.js';

const exampleJyutping = ['ngan4', 'hong4'];

/** The example row of each template: a record the importer accepts as it stands. */
const EXAMPLES: Record<ExcelImportKind, string[]> = {
  translation_input: ['打车', '打的'],
  translation_output: ['佢系我朋友', '佢係我朋友'],
  phonetics: [
    '银行',
    exampleJyutping.join(' '),
    exampleJyutping.map((s) => jyutpingToGuangzhou(s)).join(' '),
    exampleJyutping.map((s) => jyutpingToGuangzhou(s, true)).join(' '),
  ],
};

const headersOf = (kind: ExcelImportKind) =>
  (kind === 'phonetics' ? PHONETIC_COLUMNS : TRANSLATION_COLUMNS).map((c) => c.header);
const EXPORT_EXTRA = ['ID', '创建者', '创建时间', '更新时间'];

const SHEET_OPTIONS = { views: [{ state: 'frozen' as const, ySplit: 1 }] };
const sheetName = (kind: ExcelImportKind) => (kind === 'phonetics' ? '读音记录' : '翻译记录');

function styleHeader(sheet: ExcelJS.Worksheet, widths: number[]) {
  sheet.columns = widths.map((width) => ({ width }));
  sheet.getRow(1).font = { bold: true };
}

const cache = new Map<ExcelImportKind, Promise<Buffer>>();

/** A blank template: the header row the importer expects plus one example row. Built once per process. */
export function templateWorkbook(kind: ExcelImportKind): Promise<Buffer> {
  let built = cache.get(kind);
  if (!built) {
    built = (async () => {
      const book = new ExcelJS.Workbook();
      book.creator = '粤学';
      const sheet = book.addWorksheet(sheetName(kind), SHEET_OPTIONS);
      const headers = headersOf(kind);
      sheet.addRow(headers);
      sheet.addRow(EXAMPLES[kind]);
      styleHeader(
        sheet,
        headers.map((h) => Math.max(16, h.length * 3)),
      );
      return Buffer.from(await book.xlsx.writeBuffer());
    })();
    cache.set(kind, built);
  }
  return built;
}

/**
 * The current records of a kind as an .xlsx stream (beyond the spec), written while pages of rows
 * arrive (exportRows, read on the main thread). Its first columns are the template's, so an exported
 * file can be edited and imported back. Runs in the Excel worker.
 */
export function exportWorkbook(
  kind: ExcelImportKind,
  pages: AsyncIterable<readonly (readonly unknown[])[]>,
): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(sheetName(kind), SHEET_OPTIONS);
  const headers = [...headersOf(kind), ...EXPORT_EXTRA];
  styleHeader(
    sheet,
    headers.map((h) => Math.max(14, h.length * 3)),
  );
  sheet.addRow(headers).commit();
  (async () => {
    for await (const page of pages) for (const values of page) addExportRow(sheet, values);
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

/** The export's rows, a page at a time, in the workbook's column order. */
export async function* exportRows(
  repo: DatabaseRepo,
  kind: ExcelImportKind,
  batch: number,
): AsyncGenerator<unknown[][]> {
  if (kind === 'phonetics') {
    for await (const page of repo.allPhonetics(batch))
      yield page.map((r) => [
        r.chinese_char,
        r.pinyin_hongkong,
        r.pinyin_num,
        r.pinyin_upper,
        r.id,
        r.username,
        r.created_at,
        r.updated_at,
      ]);
  } else {
    for await (const page of repo.allTranslations(IMPORT_KIND_TYPE[kind], batch))
      yield page.map((r) => [
        r.origin_text,
        r.optimize_text,
        r.id,
        r.username,
        r.created_at,
        r.updated_at,
      ]);
  }
}
