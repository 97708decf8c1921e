import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminArticleSchema,
  articleListItemSchema,
  LIMITS,
  okEmptySchema,
  okListSchema,
  okSchema,
  type ArticleBody,
} from '@yuexue/contract';
import { apiGet, apiPost } from '../../../lib/api-client';

export const ADMIN_ARTICLES_KEY = ['admin', 'articles'] as const;

const listResponse = okListSchema(articleListItemSchema);
const articleResponse = okSchema(adminArticleSchema);

/** GET /admin/article/list/paginated {page, size 10, search over title, description and body}. */
export function useAdminArticles(page: number, search: string) {
  return useQuery({
    queryKey: [...ADMIN_ARTICLES_KEY, 'list', { page, search }],
    queryFn: async () =>
      listResponse.parse(
        await apiGet<unknown>('/admin/article/list/paginated', {
          page,
          size: LIMITS.pageSize.adminArticles,
          search: search || undefined,
          _t: Date.now(),
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /admin/article/load/{id}: the whole body (without the hidden notice) and tag_ids. */
export function useAdminArticle(id: number | undefined) {
  return useQuery({
    queryKey: [...ADMIN_ARTICLES_KEY, 'load', id],
    queryFn: async () =>
      articleResponse.parse(await apiGet<unknown>(`/admin/article/load/${id}`, { _t: Date.now() }))
        .data,
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /admin/article/add, or /update with the id (back-office §7 Articles); the lists reload after. */
export function useSaveArticle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: ArticleBody }) =>
      articleResponse.parse(
        await apiPost<unknown>(
          id ? '/admin/article/update' : '/admin/article/add',
          id ? { ...body, id } : body,
        ),
      ).data,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ADMIN_ARTICLES_KEY }),
        qc.invalidateQueries({ queryKey: ['articles'] }),
      ]),
  });
}

/** POST /admin/article/delete/{id}. */
export function useDeleteArticle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      okEmptySchema.parse(await apiPost<unknown>(`/admin/article/delete/${id}`)),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ADMIN_ARTICLES_KEY }),
        qc.invalidateQueries({ queryKey: ['articles'] }),
      ]),
  });
}
