import { useQuery } from '@tanstack/react-query';
import { adminOrderResponse } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';
import { ORDERS_KEY } from './get-orders';

/** GET /admin/order/load/{id}: the detail modal's order. */
export function useOrder(id: number | undefined) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: async () =>
      adminOrderResponse.parse(await apiGet<unknown>(`/admin/order/load/${id}`)).data,
    enabled: id !== undefined,
    staleTime: 0,
  });
}
