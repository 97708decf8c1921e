import { userInfoResponse, type OAuthProvider } from '@yuexue/contract';
import { apiPost } from '../../../lib/api-client';

/** POST /oauth/unbind: the updated user. */
export const unbindProvider = async (provider: OAuthProvider) =>
  userInfoResponse.parse(await apiPost<unknown>('/oauth/unbind', { provider })).data;
