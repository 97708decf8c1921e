import { articleListItemSchema, LIMITS, okListSchema } from '@yuexue/contract';
import type { ContentFilterValue } from '../../../components/content-filters';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { apiGet } from '../../../lib/api-client';

const articleListResponse = okListSchema(articleListItemSchema);

/** GET /article/list/paginated: pinned first, newest first; search in title and description; any of the tags. */
export async function fetchArticlePage(page: number, filter: ContentFilterValue) {
  const r = articleListResponse.parse(
    await apiGet<unknown>('/article/list/paginated', {
      page,
      size: LIMITS.pageSize.articles,
      search: filter.search || undefined,
      tags: filter.tags.length ? filter.tags.join(',') : undefined,
    }),
  );
  return { data: r.data, total: r.total };
}

export const articleListKey = (filter: ContentFilterValue) => ['articles', 'list', filter] as const;

export function useArticleList(filter: ContentFilterValue) {
  return usePagedQuery(articleListKey(filter), (page) => fetchArticlePage(page, filter));
}
