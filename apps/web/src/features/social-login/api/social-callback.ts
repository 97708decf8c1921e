import { oauthCallbackResponse, type OAuthCallbackBody } from '@yuexue/contract';
import { apiPost } from '../../../lib/api-client';

/** POST /oauth/callback (public-site §7): a token in login mode, the updated user in bind mode. */
export const oauthCallback = async (body: OAuthCallbackBody) =>
  oauthCallbackResponse.parse(await apiPost<unknown>('/oauth/callback', body));
