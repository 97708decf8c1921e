import { useQuery } from '@tanstack/react-query';
import { paymentModeResponse } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /admin/payment/mode: which provider takes new orders and who confirms sandbox payments. */
export function usePaymentMode() {
  return useQuery({
    queryKey: ['admin', 'payment-mode'],
    queryFn: async () =>
      paymentModeResponse.parse(await apiGet<unknown>('/admin/payment/mode')).data,
  });
}
