import { MSG } from '@yuexue/contract';
import { HttpError } from '../../lib/http-error.js';

const M = MSG.database;

/** One non-blank row of the first worksheet: its row number in the sheet and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** The sheet holds more rows than an import accepts. */
export const tooManyRows = () => new HttpError(413, M.importTooManyRows, 'payload_too_large');
