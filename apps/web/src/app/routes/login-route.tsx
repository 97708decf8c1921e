import { LoginPage } from '../../features/auth/pages/login-page';
import { SocialLoginButtons } from '../../features/social-login/components/social-login-buttons';

/** /login: the login form with the third-party login buttons composed in. */
export function LoginRoute() {
  return <LoginPage socialLogin={<SocialLoginButtons />} />;
}
