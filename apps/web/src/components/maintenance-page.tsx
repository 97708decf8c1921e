import { Result } from 'antd';
import { Link } from 'react-router';
import { MSG } from '@yuexue/contract';

/** What visitors see while the site is in maintenance mode (issue 6); sign-in stays reachable for staff. */
export function MaintenancePage({ siteName }: { siteName: string }) {
  return (
    <Result
      status="warning"
      title={`${siteName}正在维护`}
      subTitle={MSG.common.maintenance}
      extra={<Link to="/login">管理员登录</Link>}
    />
  );
}
