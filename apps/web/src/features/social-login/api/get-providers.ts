import { useQuery } from '@tanstack/react-query';
import { oauthProvidersResponse } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /oauth/providers: the providers the back office has enabled (never any secret). */
export function useSocialLoginProviders() {
  return useQuery({
    queryKey: ['oauth', 'providers'],
    queryFn: async () =>
      oauthProvidersResponse.parse(await apiGet<unknown>('/oauth/providers')).data,
    staleTime: 60_000,
  });
}
