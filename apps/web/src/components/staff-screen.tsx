import { Result } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { MSG } from '@yuexue/contract';
import { getToken } from '../lib/token-storage';
import { useAuthStore } from '../stores/auth-store';
import { PageSpinner } from './page-spinner';

/**
 * back-office §2.2: a screen checks access for itself too — '请先登录' without a session,
 * '您没有权限访问此页面' without is_admin (or, for admin-only screens, without the admin role).
 * The user is fetched when a token exists but nobody is loaded yet.
 */
export function StaffScreen({
  adminOnly = false,
  children,
}: {
  adminOnly?: boolean;
  children: ReactNode;
}) {
  const user = useAuthStore((s) => s.user);
  const token = useAuthStore((s) => s.token) ?? getToken();
  const failed = useAuthStore((s) => s.error);

  useEffect(() => {
    if (token && !user)
      void useAuthStore
        .getState()
        .ensureUser()
        .catch(() => undefined);
  }, [token, user]);

  if (!token) return <Result status="403" title={MSG.common.pleaseLogin} />;
  if (!user)
    return failed ? (
      <Result status="403" title={MSG.common.pleaseLogin} subTitle={failed} />
    ) : (
      <PageSpinner />
    );
  const allowed = user.is_admin && (adminOnly ? user.role_code === 'admin' : true);
  if (!allowed) return <Result status="403" title={MSG.common.noAdminPermission} />;
  return <>{children}</>;
}
