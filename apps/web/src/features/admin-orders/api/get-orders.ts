import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminOrderListResponse, type OrderStatus } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

export const ORDERS_KEY = ['admin', 'orders'] as const;

export interface OrderListParams {
  page: number;
  limit: number;
  search: string;
  status: OrderStatus | undefined;
}

/** GET /admin/order/list: one page of orders with total_count, total_pages and current_page. */
export function useOrders(params: OrderListParams) {
  return useQuery({
    queryKey: [...ORDERS_KEY, params],
    queryFn: async () =>
      adminOrderListResponse.parse(
        await apiGet<unknown>('/admin/order/list', {
          page: params.page,
          limit: params.limit,
          search: params.search || undefined,
          status: params.status,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
