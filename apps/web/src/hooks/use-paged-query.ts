import { hashKey, useInfiniteQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { flattenPages, nextPageNumber, pagedTotal, type ListPage } from '../lib/paging';

/**
 * A paginated list read page by page (public-site §4 List paging): a new key (search, filters)
 * starts again from page 1; fetchNextPage appends; hasNextPage turns false once all are loaded.
 */
export function usePagedQuery<T extends { id: number }>(
  queryKey: QueryKey,
  fetchPage: (page: number) => Promise<ListPage<T>>,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageNumber(pages),
  });
  const pages = query.data?.pages;
  const items = useMemo(() => flattenPages(pages), [pages]);
  return { ...query, items, total: pagedTotal(pages) };
}

/**
 * The filter of a paged list. Setting it forgets what was loaded earlier under the new filter, so
 * the list restarts from page 1 even when the reader returns to a filter they had paged through.
 */
export function useListFilter<F>(initial: F, keyOf: (filter: F) => QueryKey) {
  const client = useQueryClient();
  const [filter, set] = useState(initial);
  const setFilter = useCallback(
    (next: F) => {
      const queryKey = keyOf(next);
      // The same filter again (Search pressed twice) reloads the shown list from page 1.
      if (hashKey(queryKey) === hashKey(keyOf(filter)))
        void client.resetQueries({ queryKey, exact: true });
      else client.removeQueries({ queryKey, exact: true });
      set(next);
    },
    [client, keyOf, filter],
  );
  return [filter, setFilter] as const;
}
