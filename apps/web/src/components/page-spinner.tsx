import { Spin } from 'antd';

export function PageSpinner() {
  return <Spin size="large" className="yx-page-spinner" aria-label="加载中" />;
}
