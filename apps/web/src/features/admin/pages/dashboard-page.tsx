import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { roleDisplayName } from '@yuexue/contract';
import { useAuthStore } from '../../../stores/auth-store';
import { adminNavFor } from '../components/admin-nav';

/** /admin: who is signed in and the screens their role may open (statistics arrive with the orders issue). */
export function DashboardPage() {
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  const screens = adminNavFor(user).filter((e) => e.path !== '/admin');
  return (
    <Card>
      <Typography.Title level={1} className="yx-admin__page-title">
        管理后台
      </Typography.Title>
      <Typography.Paragraph>
        欢迎，{user.username}（{roleDisplayName(user.role_code)}）。
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">你可以管理：</Typography.Paragraph>
      <ul className="yx-admin__links">
        {screens.map((e) => (
          <li key={e.path}>
            <Link to={e.path}>{e.label}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
