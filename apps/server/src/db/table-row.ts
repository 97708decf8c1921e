import { getTableColumns, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';

/** The rows of a hand-written statement, on the database or in a transaction (both drivers answer `{ rows }`). */
export const rowsOf = async <R>(
  q: { execute(statement: SQL): PromiseLike<unknown> },
  statement: SQL,
) => ((await q.execute(statement)) as { rows: R[] }).rows;

/**
 * Maps a raw statement's rows (columns under their database names, as `SELECT t.*` gives them) to
 * the table's row type, each value through its column's own mapping, as drizzle's selects do.
 * For hand-written statements that return a table's rows next to other columns in one round trip.
 */
export function tableRowReader<T extends Table>(table: T) {
  const columns = Object.entries(getTableColumns(table));
  return (raw: Record<string, unknown>): InferSelectModel<T> => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  };
}
