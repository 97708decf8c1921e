import { useQuery } from '@tanstack/react-query';
import { subscriptionResponse } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

export const SUBSCRIPTION_KEY = ['membership', 'subscription'] as const;

/** GET /subscription: expiry, total days bought, and whether it is active now. */
export function useSubscription() {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: async () => subscriptionResponse.parse(await apiGet<unknown>('/subscription')).data,
    staleTime: 0,
  });
}
