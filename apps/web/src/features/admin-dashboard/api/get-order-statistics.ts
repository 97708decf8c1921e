import { useQuery } from '@tanstack/react-query';
import { orderStatisticsResponse } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /admin/order/statistics: order counts, revenue, users and today's usage, with 30-day series. */
export function useOrderStatistics() {
  return useQuery({
    queryKey: ['admin', 'order-statistics'],
    queryFn: async () =>
      orderStatisticsResponse.parse(await apiGet<unknown>('/admin/order/statistics')).data,
    staleTime: 0,
  });
}
