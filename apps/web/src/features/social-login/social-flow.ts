import type { OAuthMode, OAuthProvider } from '@yuexue/contract';
import { safeRedirect } from '../../lib/api-client';
import { authorizeUrl } from './api/authorize-url';

/** public-site §4 Social login: where to go afterwards, and whether the flow binds instead of signing in. */
export const REDIRECT_KEY = 'redirectAfterLogin';
export const BINDING_KEY = 'oauthBindingMode';

/** Stores the target and the binding flag, then sends the browser to the provider. */
export async function startSocialFlow(provider: OAuthProvider, mode: OAuthMode, target: string) {
  const url = await authorizeUrl(provider, mode);
  localStorage.setItem(REDIRECT_KEY, safeRedirect(target));
  if (mode === 'bind') localStorage.setItem(BINDING_KEY, 'true');
  else localStorage.removeItem(BINDING_KEY);
  window.location.assign(url);
}

export const isBindingFlow = () => localStorage.getItem(BINDING_KEY) === 'true';

/** Where the flow ends: the stored same-site target, else /user-center (binding) or home. Clears both keys. */
export function finishSocialFlow(binding: boolean): string {
  const target = safeRedirect(localStorage.getItem(REDIRECT_KEY), binding ? '/user-center' : '/');
  localStorage.removeItem(REDIRECT_KEY);
  localStorage.removeItem(BINDING_KEY);
  return target;
}
