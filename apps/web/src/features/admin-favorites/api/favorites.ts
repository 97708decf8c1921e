import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminFavoriteSchema,
  FAVORITE_LIMITS,
  okEmptySchema,
  okListSchema,
  okSchema,
  type AdminFavorite,
  type AdminFavoriteBody,
} from '@yuexue/contract';
import { apiGet, apiPost } from '../../../lib/api-client';

export const ADMIN_FAVORITES_KEY = ['admin', 'favorites'] as const;
export const FAVORITES_PAGE_SIZE = FAVORITE_LIMITS.adminDefaultPageSize;

const listResponse = okListSchema(adminFavoriteSchema);
const itemResponse = okSchema(adminFavoriteSchema);

type ListPage = { data: AdminFavorite[]; total: number };
const listKey = (page: number, search: string) =>
  [...ADMIN_FAVORITES_KEY, 'list', { page, search }] as const;

/** GET /admin/favorites/list {page, size, search}: every user's favourites, newest first; search is case-insensitive over source, translation and username. */
export function useAdminFavorites(page: number, search: string) {
  return useQuery({
    queryKey: listKey(page, search),
    queryFn: async () =>
      listResponse.parse(
        await apiGet<unknown>('/admin/favorites/list', {
          page,
          size: FAVORITES_PAGE_SIZE,
          search: search || undefined,
          _t: Date.now(),
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * POST /admin/favorites/add, or /update/{id}. back-office §4: the shown page is patched in place —
 * a new favourite goes to the top, an edited one replaces its row.
 */
export function useSaveFavorite(page: number, search: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: AdminFavoriteBody }) =>
      itemResponse.parse(
        await apiPost<unknown>(id ? `/admin/favorites/update/${id}` : '/admin/favorites/add', body),
      ).data,
    onSuccess: (saved, { id }) =>
      qc.setQueryData<ListPage>(listKey(page, search), (cur) => {
        if (!cur) return cur;
        if (id) return { ...cur, data: cur.data.map((f) => (f.id === id ? saved : f)) };
        return {
          total: cur.total + 1,
          data: [saved, ...cur.data.filter((f) => f.id !== saved.id)],
        };
      }),
  });
}

/** POST /admin/favorites/delete/{id}; the row leaves the shown page. */
export function useDeleteFavorite(page: number, search: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      okEmptySchema.parse(await apiPost<unknown>(`/admin/favorites/delete/${id}`)),
    onSuccess: (_r, id) =>
      qc.setQueryData<ListPage>(listKey(page, search), (cur) =>
        cur
          ? { total: Math.max(0, cur.total - 1), data: cur.data.filter((f) => f.id !== id) }
          : cur,
      ),
  });
}
