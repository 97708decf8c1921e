import {
  DATABASE_LIMITS as L,
  IMPORT_KIND_TYPE,
  PHONETIC_COLUMNS,
  TRANSLATION_COLUMNS,
  phoneticFields,
  translationFields,
  type ExcelImportKind,
  type ImportResult,
  MSG,
} from '@yuexue/contract';
import { badRequest } from '../../lib/http-error.js';
import type * as PhoneticRulesModule from '../database/phonetic-rules.js';
import type { PhoneticReadings } from '../database/phonetic-rules.js';
import type { BulkOutcome, TranslationValues } from '../database/repo.js';
import type { SheetRow } from './sheet-row.js';

const M = MSG.database;

type Column = { key: string; header: string; aliases: readonly string[] };
type Parsed<T> = { ok: true; key: string; value: T } | { ok: false; message: string };

const normaliseHeader = (s: string) => s.replace(/[\s_]+/g, '').toLowerCase();

/** Column positions from the header row; every required column must be there. */
function locateColumns(
  header: string[],
  columns: readonly Column[],
  required: readonly string[],
): Map<string, number> {
  const found = new Map<string, number>();
  header.forEach((cell, index) => {
    const name = normaliseHeader(cell);
    const column = columns.find((c) => c.aliases.some((a) => normaliseHeader(a) === name));
    if (column && !found.has(column.key)) found.set(column.key, index);
  });
  const hasReading =
    columns.length === 2 || PHONETIC_COLUMNS.slice(1).some((c) => found.has(c.key));
  if (!required.every((k) => found.has(k)) || !hasReading)
    throw badRequest(M.importHeader(columns.map((c) => c.header).join('、')));
  return found;
}

const firstIssue = (issues: readonly { message: string }[]) =>
  issues[0]?.message ?? M.importCorrupt;

function translationRow(
  cells: Record<string, string>,
  type: TranslationValues['translate_type'],
): Parsed<TranslationValues> {
  const parsed = translationFields.safeParse(cells);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error.issues) };
  return {
    ok: true,
    key: parsed.data.origin_text,
    value: { ...parsed.data, translate_type: type },
  };
}

/**
 * The phonetic checks, passed in by the caller: they load the language engine (seconds on a busy
 * machine), which the Excel worker imports only for a phonetics sheet.
 */
export type PhoneticRules = Pick<
  typeof PhoneticRulesModule,
  'checkPhoneticRecord' | 'engineRejections'
>;

function phoneticRow(
  cells: Record<string, string>,
  { checkPhoneticRecord }: PhoneticRules,
): Parsed<PhoneticReadings> {
  const parsed = phoneticFields.safeParse(cells);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error.issues) };
  const checked = checkPhoneticRecord(parsed.data, { engineCheck: false });
  if ('error' in checked) return { ok: false, message: checked.error };
  return { ok: true, key: checked.chinese_char, value: checked };
}

interface Sorted<T> {
  valid: { row: number; value: T }[];
  duplicates: number;
  errors: { row: number; message: string }[];
}

/** Validates every data row; a key seen earlier in the file makes the later row a skipped duplicate. */
function sortRows<T>(
  rows: readonly SheetRow[],
  columns: Map<string, number>,
  parse: (cells: Record<string, string>) => Parsed<T>,
): Sorted<T> {
  const out: Sorted<T> = { valid: [], duplicates: 0, errors: [] };
  const seen = new Set<string>();
  for (const { row, cells } of rows) {
    const record: Record<string, string> = {};
    for (const [key, index] of columns) record[key] = cells[index] ?? '';
    // PostgreSQL text cannot hold NUL (an Excel cell can, as _x0000_): one bad cell must not fail the file.
    const result: Parsed<T> = Object.values(record).some((v) => v.includes('\u0000'))
      ? { ok: false, message: M.importCellNul }
      : parse(record);
    if (!result.ok) out.errors.push({ row, message: result.message });
    else if (seen.has(result.key)) out.duplicates += 1;
    else {
      seen.add(result.key);
      out.valid.push({ row, value: result.value });
    }
  }
  return out;
}

// Characters of the basic CJK block are Han to our rules and to the engine alike; only records with
// rarer code points (extensions, compatibility forms, radicals) can be judged differently by it.
const BASIC_CJK_ONLY = /^[\u4e00-\u9fff]+$/;

/** Phonetic rows the engine itself would refuse (checked in one batch) become error rows too. */
function applyEngineCheck(
  sorted: Sorted<PhoneticReadings>,
  { engineRejections }: PhoneticRules,
): Sorted<PhoneticReadings> {
  const rejected = engineRejections(
    sorted.valid.filter((v) => !BASIC_CJK_ONLY.test(v.value.chinese_char)).map((v) => v.value),
  );
  if (rejected.size === 0) return sorted;
  const errors = [...sorted.errors];
  const valid = sorted.valid.filter(({ row, value }) => {
    const reason = rejected.get(value.chinese_char);
    if (reason) errors.push({ row, message: reason });
    return !reason;
  });
  return { valid, duplicates: sorted.duplicates, errors: errors.sort((a, b) => a.row - b.row) };
}

/** A sheet checked row by row (in the worker): what to write, and what to report. */
export type ValidatedSheet =
  | {
      kind: 'phonetics';
      totalRows: number;
      duplicates: number;
      errors: RowError[];
      values: PhoneticReadings[];
    }
  | {
      kind: Exclude<ExcelImportKind, 'phonetics'>;
      totalRows: number;
      duplicates: number;
      errors: RowError[];
      values: TranslationValues[];
    };
type RowError = { row: number; message: string };

/**
 * Checks the rows of one sheet (header first) as one kind of record. Rows that fail validation are
 * reported with their sheet row number and not written; repeated keys in the file keep the first row.
 * Pure CPU work: it runs in the Excel worker, off the event loop. A phonetics sheet needs `rules`.
 */
export function validateSheet(
  kind: ExcelImportKind,
  rows: readonly SheetRow[],
  rules?: PhoneticRules,
): ValidatedSheet {
  const [header, ...data] = rows;
  if (!header || data.length === 0) throw badRequest(M.importNoRows);
  if (kind === 'phonetics') {
    if (!rules) throw new Error('validateSheet: a phonetics sheet needs the phonetic rules');
    const s = applyEngineCheck(
      sortRows(data, locateColumns(header.cells, PHONETIC_COLUMNS, ['chinese_char']), (cells) =>
        phoneticRow(cells, rules),
      ),
      rules,
    );
    return {
      kind,
      totalRows: data.length,
      duplicates: s.duplicates,
      errors: s.errors,
      values: s.valid.map((v) => v.value),
    };
  }
  const type = IMPORT_KIND_TYPE[kind];
  const s = sortRows(
    data,
    locateColumns(header.cells, TRANSLATION_COLUMNS, ['origin_text', 'optimize_text']),
    (cells) => translationRow(cells, type),
  );
  return {
    kind,
    totalRows: data.length,
    duplicates: s.duplicates,
    errors: s.errors,
    values: s.valid.map((v) => v.value),
  };
}

/** What the worker reports of a validated sheet, without its values (those travel in batches). */
export type SheetSummary = Omit<ValidatedSheet, 'values' | 'errors'> & {
  valid: number;
  errorRows: number;
  errorMessages: string[];
};

export const summarise = (sheet: ValidatedSheet): SheetSummary => ({
  kind: sheet.kind,
  totalRows: sheet.totalRows,
  duplicates: sheet.duplicates,
  valid: sheet.values.length,
  errorRows: sheet.errors.length,
  errorMessages: sheet.errors
    .slice(0, L.importErrorsReturned)
    .map((e) => M.importRow(e.row, e.message)),
});

/**
 * The import's answer: a key already in the database was updated (the file wins), and a row
 * identical to the stored record counts as skipped.
 */
export function importResult(summary: SheetSummary, written: BulkOutcome): ImportResult {
  const imported = written.inserted + written.updated;
  return {
    total_rows: summary.totalRows,
    imported_rows: imported,
    skipped_rows: summary.duplicates + (summary.valid - imported),
    error_rows: summary.errorRows,
    error_messages: summary.errorMessages,
    inserted_rows: written.inserted,
    updated_rows: written.updated,
  };
}
