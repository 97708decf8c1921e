/** One answer of a paginated list (public-site §7: status, data[], total). */
export interface ListPage<T> {
  data: T[];
  total: number;
}

/**
 * public-site §4 List paging: See more asks for the next page until the loaded count reaches the
 * total (or a page comes back empty, so a shrinking list cannot loop).
 */
export function nextPageNumber<T>(pages: ListPage<T>[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.data.length === 0) return undefined;
  const loaded = pages.reduce((n, p) => n + p.data.length, 0);
  return loaded < last.total ? pages.length + 1 : undefined;
}

/**
 * The loaded items in order. A row that slid onto the next page (because one was added meanwhile)
 * is shown once.
 */
export function flattenPages<T extends { id: number }>(pages: ListPage<T>[] | undefined): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const page of pages ?? [])
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  return out;
}

/** The total of the newest page answered (what the server counts now). */
export const pagedTotal = <T>(pages: ListPage<T>[] | undefined) => pages?.at(-1)?.total ?? 0;
