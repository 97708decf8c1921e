import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderResponse, okEmptySchema, type OrderStatus } from '@yuexue/contract';
import { apiPost } from '../../../lib/api-client';
import { ORDERS_KEY } from './get-orders';

/** POST /admin/order/update {id, status}; the list reloads afterwards (back-office §4). */
export function useUpdateOrderStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: number; status: OrderStatus }) =>
      adminOrderResponse.parse(await apiPost<unknown>('/admin/order/update', v)).data,
    onSettled: () => qc.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** POST /admin/order/delete/{id}. */
export function useDeleteOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      okEmptySchema.parse(await apiPost<unknown>(`/admin/order/delete/${id}`)),
    onSettled: () => qc.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
