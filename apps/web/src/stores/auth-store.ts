import { create } from 'zustand';
import { MSG, type LoginBody, type RegisterBody, type User } from '@yuexue/contract';
import { authApi } from '../lib/auth-api';
import { errorMessage } from '../lib/api-client';
import { getToken, removeToken, setToken } from '../lib/token-storage';

/**
 * public-site §4 Auth: logged in when a token exists; login and register store the token, then fetch
 * the user; logout clears token, user and error. Loading and error are shared by the actions.
 * Lives in src/stores because the navbar, the user center and the route guards all read it.
 */
interface AuthState {
  token: string | null;
  user: User | null;
  loading: boolean;
  error: string | null;
  login: (body: LoginBody, remember?: boolean) => Promise<User>;
  register: (body: RegisterBody) => Promise<User>;
  /** A token won elsewhere (social sign-in): kept like a remembered login, then the user is fetched. */
  signInWithToken: (token: string) => Promise<User>;
  /** Fetches /userinfo (once at a time); throws when it fails. */
  fetchUser: () => Promise<User>;
  /** The loaded user (re-validated in the background), or fetched when only a token exists. */
  ensureUser: () => Promise<User | null>;
  setUser: (user: User) => void;
  logout: () => Promise<void>;
  /** Forget the session locally (token already refused by the server). */
  clearSession: () => void;
}

let inFlight: Promise<User> | null = null;

export const useAuthStore = create<AuthState>()((set, get) => {
  const run = async <T>(action: () => Promise<T>, fallback: string): Promise<T> => {
    set({ loading: true, error: null });
    try {
      return await action();
    } catch (err) {
      set({ error: errorMessage(err, fallback) });
      throw err;
    } finally {
      set({ loading: false });
    }
  };

  const startSession = async (token: string, remember: boolean) => {
    setToken(token, remember);
    set({ token });
    return get().fetchUser();
  };

  return {
    token: getToken(),
    user: null,
    loading: false,
    error: null,

    login: (body, remember = true) =>
      run(async () => startSession(await authApi.login(body), remember), MSG.auth.loginFailed),

    register: (body) =>
      run(async () => startSession(await authApi.register(body), true), MSG.auth.registerFailed),

    signInWithToken: (token) => run(() => startSession(token, true), MSG.auth.fetchUserFailed),

    fetchUser: () => {
      if (!getToken()) return Promise.reject(new Error(MSG.common.unauthorized));
      inFlight ??= authApi
        .userInfo()
        .then((user) => {
          set({ user, token: getToken() });
          return user;
        })
        .catch((err: unknown) => {
          set({ error: errorMessage(err, MSG.auth.fetchUserFailed) });
          throw err;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },

    ensureUser: async () => {
      const { user } = get();
      if (!getToken()) return null;
      if (user) {
        // Answer at once, and re-check in the background: a revoked token then ends the session (401).
        void get()
          .fetchUser()
          .catch(() => undefined);
        return user;
      }
      return get().fetchUser();
    },

    setUser: (user) => set({ user }),

    logout: async () => {
      try {
        if (getToken()) await authApi.logout();
      } catch {
        // The token is forgotten below either way; a failed revoke only leaves it to expire.
      } finally {
        get().clearSession();
      }
    },

    clearSession: () => {
      removeToken();
      set({ token: null, user: null, error: null });
    },
  };
});
