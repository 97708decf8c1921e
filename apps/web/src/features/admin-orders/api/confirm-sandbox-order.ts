import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderResponse } from '@yuexue/contract';
import { apiPost } from '../../../lib/api-client';
import { ORDERS_KEY } from './get-orders';

/** POST /admin/order/confirm/{id}: the admin confirms a pending sandbox order as paid (issue 27). */
export function useConfirmSandboxOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      adminOrderResponse.parse(await apiPost<unknown>(`/admin/order/confirm/${id}`)).data,
    onSettled: () => qc.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
