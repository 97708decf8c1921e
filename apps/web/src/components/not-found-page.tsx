import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { BRAND_MARK } from '../lib/brand';

/** Any path without a page: in the site's colours (antd's 404 picture is its own blue). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      className="yx-not-found"
      icon={
        <div className="yx-not-found__mark" aria-hidden="true">
          <img src={BRAND_MARK} alt="" width={56} height={56} />
          <span>404</span>
        </div>
      }
      title="页面不存在"
      subTitle="你访问的页面不存在或尚未上线。"
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          返回首页
        </Button>
      }
    />
  );
}
