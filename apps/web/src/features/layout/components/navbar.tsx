import { Link, useLocation, useNavigate } from 'react-router';
import { antdLazy } from '../../../components/antd-scope';
import { PlainButton } from '../../../components/plain-button';
import { StudyNavLink } from '../../../components/study-nav-link';
import { BRAND_MARK } from '../../../lib/brand';
import { useGeneralSettings } from '../../../lib/site-settings';
import { loginPathFor } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';
import { NavMenu } from './nav-menu';

// Only signed-in visitors see it, and only once their account has loaded: not in the first bundle.
const UserMenu = antdLazy(() => import('../../../components/user-menu').then((m) => m.UserMenu));

/** public-site §2 Navbar: fixed at the top; logo, server menu, then Login/Register or the avatar menu. */
export function Navbar() {
  const settings = useGeneralSettings();
  const token = useAuthStore((s) => s.token);
  const user = useAuthStore((s) => s.user);
  const failed = useAuthStore((s) => s.error !== null);
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  const onAuthPage = ['/login', '/register', '/reset-password'].includes(location.pathname);

  return (
    <header className="yx-navbar">
      <div className="yx-navbar__inner">
        <Link to="/" className="yx-brand" aria-label={`${settings.site_name}首页`}>
          <img src={BRAND_MARK} alt="" width={32} height={32} />
          <span className="yx-brand__name">{settings.site_name}</span>
        </Link>
        <nav className="yx-navbar__nav">
          <NavMenu />
        </nav>
        <div className="yx-navbar__actions">
          <StudyNavLink />
          {user ? (
            <UserMenu user={user} />
          ) : token && !failed ? null : (
            // While a stored token is being checked the corner stays empty rather than flash 登录.
            <div className="yx-navbar__guest">
              <PlainButton
                variant="text"
                onClick={() => void navigate(onAuthPage ? '/login' : loginPathFor(here))}
              >
                登录
              </PlainButton>
              <PlainButton variant="primary" onClick={() => void navigate('/register')}>
                注册
              </PlainButton>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
