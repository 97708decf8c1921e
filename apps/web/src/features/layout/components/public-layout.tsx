import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AntdScope, antdLazy } from '../../../components/antd-scope';
import { useMaintenance } from '../../../lib/maintenance';
import { useLightRoute } from '../../../lib/route-handle';
import { useGeneralSettings } from '../../../lib/site-settings';
import { Navbar } from './navbar';

// Below the fold or rarely shown: loaded after the page itself (main is a screen tall, so nothing moves).
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
const MaintenancePage = antdLazy(() =>
  import('../../../components/maintenance-page').then((m) => m.MaintenancePage),
);

/** Pages that stay usable in maintenance mode, so staff can still sign in. */
const OPEN_IN_MAINTENANCE = ['/login', '/auth/'];

/** Navbar, the page, footer: the frame of every public route. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const { site_name } = useGeneralSettings();
  const maintenance = useMaintenance() && !OPEN_IN_MAINTENANCE.some((p) => pathname.startsWith(p));
  // Most pages are drawn with antd; the light ones (home, article) bring it only for their antd parts.
  const light = useLightRoute();
  return (
    <div className="yx-page">
      <a href="#main" className="yx-skip-link">
        跳到主要内容
      </a>
      <Navbar />
      <main id="main" className="yx-main" tabIndex={-1}>
        {maintenance ? (
          <MaintenancePage siteName={site_name} />
        ) : light ? (
          <Outlet />
        ) : (
          <AntdScope>
            <Outlet />
          </AntdScope>
        )}
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
