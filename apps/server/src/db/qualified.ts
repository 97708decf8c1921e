import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written with its table's name. Drizzle writes the columns of a one-table select bare
 * (`"id"`), and inside a correlated subquery a bare name is taken from the subquery's own tables.
 */
export const qualified = (column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
