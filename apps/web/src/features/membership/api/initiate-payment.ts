import { useMutation } from '@tanstack/react-query';
import { paymentStartResponse, type InitiatePaymentBody } from '@yuexue/contract';
import { apiPost } from '../../../lib/api-client';

/** POST /payment/initiate: creates the order and returns our own QR code of its payment URL. */
export function useInitiatePayment() {
  return useMutation({
    mutationFn: async (body: InitiatePaymentBody) =>
      paymentStartResponse.parse(await apiPost<unknown>('/payment/initiate', body)).data,
  });
}
