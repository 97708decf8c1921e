import * as XLSX from '@e965/xlsx';
import { DATABASE_LIMITS as L, MSG } from '@yuexue/contract';
import { badRequest, HttpError } from '../../lib/http-error.js';
import type { ExcelFile } from './file-check.js';
import { type SheetRow, tooManyRows } from './sheet-row.js';
import { readXlsxRows } from './xlsx-reader.js';

const M = MSG.database;

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

function readXls(bytes: Buffer): SheetRow[] {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      sheets: 0,
      sheetRows: L.importMaxRows + 2,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellNF: false,
      bookVBA: false,
    });
  } catch (err) {
    if (/password|encrypt/i.test(String((err as Error).message)))
      throw badRequest(M.importEncrypted);
    throw badRequest(M.importCorrupt);
  }
  const sheet = book.SheetNames[0] ? book.Sheets[book.SheetNames[0]] : undefined;
  if (!sheet) throw badRequest(M.importNoSheet);
  const firstRow = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r : 0;
  const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: false,
    blankrows: true,
    defval: '',
  });
  const rows: SheetRow[] = [];
  table.forEach((values, k) => {
    const cells = values.map((v) => (v === null || v === undefined ? '' : String(v)));
    if (!isBlank(cells)) rows.push({ row: firstRow + k + 1, cells });
  });
  if (rows.length > L.importMaxRows + 1) throw tooManyRows();
  return rows;
}

/** The non-blank rows of the first worksheet (header included), whatever the format. */
export async function readSheetRows(
  file: ExcelFile,
  onRow: (done: number) => void = () => {},
): Promise<SheetRow[]> {
  if (file.format === 'xls') return readXls(file.bytes);
  try {
    return await readXlsxRows(file.parts, onRow);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest(M.importCorrupt);
  }
}
