import { useQuery } from '@tanstack/react-query';
import {
  oauthAuthorizeResponse,
  oauthCallbackResponse,
  oauthProvidersResponse,
  userInfoResponse,
  type OAuthCallbackBody,
  type OAuthMode,
  type OAuthProvider,
} from '@yuexue/contract';
import { apiGet, apiPost } from '../../../lib/api-client';

export const OAUTH_PROVIDERS_KEY = ['oauth', 'providers'] as const;

/** GET /oauth/providers: the providers the back office has enabled (never any secret). */
export function useSocialLoginProviders() {
  return useQuery({
    queryKey: OAUTH_PROVIDERS_KEY,
    queryFn: async () =>
      oauthProvidersResponse.parse(await apiGet<unknown>('/oauth/providers')).data,
    staleTime: 60_000,
  });
}

/** GET /oauth/authorize: the provider's page, with a state the server keeps (and a cookie binding it to this browser). */
export const authorizeUrl = async (provider: OAuthProvider, mode: OAuthMode) =>
  oauthAuthorizeResponse.parse(await apiGet<unknown>('/oauth/authorize', { provider, mode })).data
    .url;

/** POST /oauth/callback (public-site §7): a token in login mode, the updated user in bind mode. */
export const oauthCallback = async (body: OAuthCallbackBody) =>
  oauthCallbackResponse.parse(await apiPost<unknown>('/oauth/callback', body));

/** POST /oauth/unbind: the updated user. */
export const unbindProvider = async (provider: OAuthProvider) =>
  userInfoResponse.parse(await apiPost<unknown>('/oauth/unbind', { provider })).data;
