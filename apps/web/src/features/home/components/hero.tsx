import { useNavigate } from 'react-router';
import { PlainButton } from '../../../components/plain-button';
import { useGeneralSettings } from '../../../lib/site-settings';
import { useAuthStore } from '../../../stores/auth-store';

/** The top of the home page: what the site is, and the next step for this visitor. */
export function Hero() {
  const settings = useGeneralSettings();
  const loggedIn = useAuthStore((s) => s.user !== null);
  const navigate = useNavigate();
  return (
    <section className="yx-hero" aria-labelledby="hero-title">
      <div className="yx-container">
        <h1 id="hero-title" className="yx-hero__title">
          {settings.site_name}
        </h1>
        <p className="yx-hero__desc">{settings.site_description}</p>
        <div className="yx-hero__actions">
          {loggedIn ? (
            <PlainButton
              variant="primary"
              size="large"
              onClick={() => void navigate('/user-center')}
            >
              进入用户中心
            </PlainButton>
          ) : (
            <>
              <PlainButton
                variant="primary"
                size="large"
                onClick={() => void navigate('/register')}
              >
                免费注册
              </PlainButton>
              <PlainButton variant="ghost" size="large" onClick={() => void navigate('/login')}>
                登录
              </PlainButton>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
