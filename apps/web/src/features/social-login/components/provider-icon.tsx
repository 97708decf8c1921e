import { GoogleOutlined, WechatOutlined } from '@ant-design/icons';
import type { OAuthProvider } from '@yuexue/contract';

export function ProviderIcon({ provider }: { provider: OAuthProvider }) {
  return provider === 'wechat' ? <WechatOutlined /> : <GoogleOutlined />;
}
