import type ExcelJS from 'exceljs';

/** What a spreadsheet reads as the start of a formula when the cell is typed or re-entered (OWASP CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Writes one exported record row. A text that a spreadsheet would take for a formula
 * (`=HYPERLINK(…)`, `+1`, `@SUM(…)`) is written as an inline string in a cell formatted as
 * Text (`@`), so it opens, and stays on editing, as the words stored — never a formula. The
 * text itself is unchanged, so the file still imports back as it was.
 */
export function addExportRow(sheet: ExcelJS.Worksheet, values: readonly unknown[]): void {
  const row = sheet.addRow([...values]);
  values.forEach((value, i) => {
    if (typeof value !== 'string' || !FORMULA_START.test(value)) return;
    const cell = row.getCell(i + 1);
    cell.value = { richText: [{ text: value }] };
    cell.numFmt = '@';
  });
  row.commit();
}
