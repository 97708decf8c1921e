import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

const dialect = new PgDialect();

export interface NamedStatement<Row> {
  /** Runs the statement with values for its `sql.placeholder(…)`s. */
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A raw SQL statement built once and run as a named prepared statement: PostgreSQL parses and
 * plans it once per connection instead of on every call (for a statement with CTEs the planning
 * is most of its cost). `name` must be unique per statement text; PGlite ignores it.
 */
export function namedStatement<Row = Record<string, unknown>>(
  db: Db,
  name: string,
  query: SQL,
): NamedStatement<Row> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return {
    async execute(values) {
      const result = (await prepared.execute(values)) as { rows: Row[] };
      return result.rows;
    },
  };
}
