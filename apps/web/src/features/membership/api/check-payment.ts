import { useQuery } from '@tanstack/react-query';
import { LIMITS, paymentCheckResponse } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /payment/check/{order_id}, polled every LIMITS.paymentPollMs while `active` (the modal is open)
 * and the order is still pending; closing the modal turns `active` off and the polling stops.
 */
export function usePaymentStatus(orderId: string | undefined, active: boolean) {
  return useQuery({
    queryKey: ['membership', 'payment', orderId],
    queryFn: async () =>
      paymentCheckResponse.parse(
        await apiGet<unknown>(`/payment/check/${encodeURIComponent(orderId!)}`),
      ).data,
    enabled: active && !!orderId,
    refetchInterval: (q) =>
      q.state.data && q.state.data.status !== 0 ? false : LIMITS.paymentPollMs,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
