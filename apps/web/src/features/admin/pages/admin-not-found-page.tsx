import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** An /admin path with no screen (yet): said plainly, with the way back. */
export function AdminNotFoundPage() {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="该管理页面不存在或尚未上线。"
      extra={
        <Link to="/admin">
          <Button type="primary" tabIndex={-1}>
            返回仪表盘
          </Button>
        </Link>
      }
    />
  );
}
