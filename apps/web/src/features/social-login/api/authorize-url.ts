import { oauthAuthorizeResponse, type OAuthMode, type OAuthProvider } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /oauth/authorize: the provider's page, with a state the server keeps (and a cookie binding it to this browser). */
export const authorizeUrl = async (provider: OAuthProvider, mode: OAuthMode) =>
  oauthAuthorizeResponse.parse(await apiGet<unknown>('/oauth/authorize', { provider, mode })).data
    .url;
