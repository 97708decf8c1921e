import { redirect, type LoaderFunctionArgs } from 'react-router';
import { MSG } from '@yuexue/contract';
import { loginPathFor } from '../lib/api-client';
import { showAlert } from '../lib/feedback';
import { getToken } from '../lib/token-storage';
import { useAuthStore } from '../stores/auth-store';

const intendedPath = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search + url.hash;
};

/** /user-center and /collection: a token is needed, and with it the user (public-site §2). */
export async function requireUser({ request }: LoaderFunctionArgs) {
  const toLogin = loginPathFor(intendedPath(request));
  if (!getToken()) return redirect(toLogin);
  try {
    await useAuthStore.getState().ensureUser();
  } catch {
    return redirect(toLogin);
  }
  return null;
}

/**
 * back-office §2.2: no token → /login with the full intended path; with a token the user is fetched
 * if not loaded; fetch failure → /login; not an admin → the no-permission alert and /.
 */
export async function requireAdmin({ request }: LoaderFunctionArgs) {
  const toLogin = loginPathFor(intendedPath(request));
  if (!getToken()) return redirect(toLogin);
  let user;
  try {
    user = await useAuthStore.getState().ensureUser();
  } catch {
    return redirect(toLogin);
  }
  if (!user) return redirect(toLogin);
  if (!user.is_admin) {
    showAlert('无权访问', MSG.common.noAdminAlert);
    return redirect('/');
  }
  return null;
}
