import { MSG } from '@yuexue/contract';

/** back-office §5 / §9 table insert dialog. */
export const TABLE_SIZE = {
  rows: { min: 1, max: 20, default: 3 },
  cols: { min: 1, max: 10, default: 3 },
  withHeaderRow: true,
} as const;

export interface TableSize {
  rows: number;
  cols: number;
  withHeaderRow: boolean;
}

export const DEFAULT_TABLE_SIZE: TableSize = {
  rows: TABLE_SIZE.rows.default,
  cols: TABLE_SIZE.cols.default,
  withHeaderRow: TABLE_SIZE.withHeaderRow,
};

const within = (n: number, r: { min: number; max: number }) =>
  Number.isInteger(n) && n >= r.min && n <= r.max;

/** Why the chosen size cannot be inserted, or undefined when it can. */
export function tableSizeProblem(size: Pick<TableSize, 'rows' | 'cols'>): string | undefined {
  const { rows, cols } = TABLE_SIZE;
  if (!within(size.rows, rows)) return MSG.backOffice.tableRowsRange(rows.min, rows.max);
  if (!within(size.cols, cols)) return MSG.backOffice.tableColsRange(cols.min, cols.max);
  return undefined;
}
