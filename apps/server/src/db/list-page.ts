import { sql } from 'drizzle-orm';

/** A list page's column: how many rows the whole filtered list has (carried by every row of the page). */
export const totalColumn = () => sql<number>`(count(*) over ())::int`.mapWith(Number);

/**
 * Runs a prepared list page whose rows carry `total` (totalColumn): the page and the total in one
 * round trip. Past the last page no row carries it, so the first row is asked for.
 */
export async function pageWithTotal<R extends { total: number }>(
  run: (window: { limit: number; offset: number }) => Promise<R[]>,
  page: number,
  size: number,
): Promise<{ rows: R[]; total: number }> {
  const offset = (page - 1) * size;
  const rows = await run({ limit: size, offset });
  const total =
    rows[0]?.total ?? (offset > 0 ? ((await run({ limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
  return { rows, total };
}
