import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminProductListResponse,
  adminProductResponse,
  productDeleteResponse,
} from '@yuexue/contract';
import { apiGet, apiRequest } from '../../../lib/api-client';

export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const;

/** GET /admin/product/list. */
export function useAdminProducts() {
  return useQuery({
    queryKey: ADMIN_PRODUCTS_KEY,
    queryFn: async () =>
      adminProductListResponse.parse(await apiGet<unknown>('/admin/product/list')).data,
    staleTime: 0,
  });
}

/** POST /admin/product/add or /update as a multipart form (back-office §7 Products); id present means update. */
export function useSaveProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) => {
      const path = form.has('id') ? '/admin/product/update' : '/admin/product/add';
      return adminProductResponse.parse(
        await apiRequest<unknown>(path, { method: 'POST', body: form }),
      ).data;
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
  });
}

/** POST /admin/product/delete/{id}: deleted, or hidden when orders reference it. */
export function useDeleteProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      productDeleteResponse.parse(
        await apiRequest<unknown>(`/admin/product/delete/${id}`, { method: 'POST' }),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
  });
}
