import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { MSG } from '@yuexue/contract';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { routerReady } from './app/router-ready';
import { ApiError, configureApiClient, errorMessage, loginPathFor } from './lib/api-client';
import { showError } from './lib/feedback';
import { queryClient } from './lib/query-client';
import { generalSettingsQuery } from './lib/site-settings';
import { applyTheme, readStoredTheme } from './lib/theme';
import { getToken, syncSignedInHint } from './lib/token-storage';
import { capturePageData } from './lib/page-data';
import { matchesLightRoute } from './lib/route-handle';
import { reloadOnStaleBuild } from './lib/stale-build';
import { useAuthStore } from './stores/auth-store';
import 'virtual:antd-tokens.css';
import './styles/global.css';
import './styles/plain-ui.css';
// The first screens of the pages visitors land on are in the HTML before any script runs (the home
// page's translator, an article drawn by apps/server article-shell.ts): their styles come with the
// first stylesheet, so the page is not restyled when its code arrives.
import './components/content.css';
import './features/articles/articles.css';
import './features/translate/translator.css';

// A 401 (or a ban) ends the session wherever it happens: forget it and go to /login?redirect=….
configureApiClient({
  onSessionEnded: (error) => {
    useAuthStore.getState().clearSession();
    if (window.location.pathname === '/login') return;
    if (error.code === 'banned') showError(error.message);
    // Mid-navigation, the page being opened is the one to come back to.
    const target = router.state.navigation.location ?? router.state.location;
    void router.navigate(loginPathFor(target.pathname + target.search + target.hash), {
      replace: true,
    });
  },
});

capturePageData();
syncSignedInHint();
reloadOnStaleBuild();

// back-office §2.15 start-up: stored theme, mount, then general settings → document head.
const theme = readStoredTheme();
applyTheme(theme);

// index.html's static first screen stays until the page's own code has loaded (the router has
// resolved its lazy route, and antd unless the page is drawn without it), then React draws the
// whole page in one go; a transition lets that first render yield to the browser instead of
// blocking it in one long task.
const pageCodeReady = routerReady().then(() =>
  matchesLightRoute(router.state.matches)
    ? undefined
    : import('./components/antd-root').then(
        () => undefined,
        () => undefined,
      ),
);
void pageCodeReady.then(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);

// The head itself is written by <SiteHeadSync> whenever these settings (re)load.
queryClient.fetchQuery(generalSettingsQuery).catch((err: unknown) => {
  console.error(
    err instanceof ApiError && err.status === 0
      ? MSG.common.network
      : errorMessage(err, MSG.settings.loadFailed),
  );
});

// public-site §4: on load, a stored token means the user is fetched.
if (getToken())
  void useAuthStore
    .getState()
    .ensureUser()
    .catch(() => undefined);
