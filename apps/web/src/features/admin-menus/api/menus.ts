import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { menuItemSchema, okEmptySchema, okSchema, type MenuAddBody } from '@yuexue/contract';
import { apiGet, apiPost } from '../../../lib/api-client';

export const ADMIN_MENUS_KEY = ['admin', 'menus'] as const;

const listResponse = okSchema(menuItemSchema.array());
const itemResponse = okSchema(menuItemSchema);

/** GET /admin/menu/list?_t=: every menu item, hidden ones too. */
export function useAdminMenus() {
  return useQuery({
    queryKey: ADMIN_MENUS_KEY,
    queryFn: async () =>
      listResponse.parse(await apiGet<unknown>('/admin/menu/list', { _t: Date.now() })).data,
    staleTime: 0,
  });
}

/** After any change the back-office list and the public navbar/footer menus reload. */
const reload = (qc: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: ADMIN_MENUS_KEY }),
    qc.invalidateQueries({ queryKey: ['menu'] }),
  ]);

/** POST /admin/menu/add, or /update with the id. */
export function useSaveMenu() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: MenuAddBody }) =>
      itemResponse.parse(
        await apiPost<unknown>(
          id ? '/admin/menu/update' : '/admin/menu/add',
          id ? { ...body, id } : body,
        ),
      ).data,
    onSuccess: () => reload(qc),
  });
}

/** POST /admin/menu/delete/{id} (its sub-items move to the top level). */
export function useDeleteMenu() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      okEmptySchema.parse(await apiPost<unknown>(`/admin/menu/delete/${id}`)),
    onSuccess: () => reload(qc),
  });
}
