/** Every page number up to this many pages; beyond it first, last and nearby pages with ellipses. */
export const ALL_PAGES_UP_TO = 7;

export type PageSlot = number | 'gap-before' | 'gap-after';

/**
 * back-office §2.10 pagination: nothing for a single page; every number for 2–7 pages; otherwise
 * always seven slots — the first and last page, the current page with its neighbours, and an
 * ellipsis for each skipped run (near either end, five numbers from that end).
 */
export function pageSlots(current: number, totalPages: number): PageSlot[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= 1) return [];
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= ALL_PAGES_UP_TO) return range(1, total);
  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);
  if (page <= 4) return [...range(1, 5), 'gap-after', total];
  if (page >= total - 3) return [1, 'gap-before', ...range(total - 4, total)];
  return [1, 'gap-before', page - 1, page, page + 1, 'gap-after', total];
}
