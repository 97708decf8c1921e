import { Card, Form, Input, Switch } from 'antd';
import type { ReactNode } from 'react';
import {
  DEFAULT_OAUTH_SETTINGS,
  OAUTH_PROVIDER_NAMES,
  OAUTH_PROVIDERS,
  oauthCallbackPath,
} from '@yuexue/contract';
import { CategoryForm } from './category-form';
import { SecretInput } from './secret-input';

/** Shows its children only while the switch at `path` is on. */
function WhenOn({ path, children }: { path: (string | number)[]; children: ReactNode }) {
  return (
    <Form.Item noStyle shouldUpdate>
      {({ getFieldValue }) => (getFieldValue(path) ? children : null)}
    </Form.Item>
  );
}

/** OAuth: the global web-account provider and the social-app provider, each with its toggle. */
export function OAuthTab() {
  return (
    <CategoryForm category="oauth">
      {OAUTH_PROVIDERS.map((p) => (
        <Card key={p} size="small" title={OAUTH_PROVIDER_NAMES[p]} style={{ marginBottom: 16 }}>
          <Form.Item name={['providers', p, 'enabled']} label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
          <WhenOn path={['providers', p, 'enabled']}>
            <Form.Item name={['providers', p, 'client_id']} label="Client ID">
              <Input />
            </Form.Item>
            <Form.Item name={['providers', p, 'client_secret']} label="Client Secret">
              <SecretInput />
            </Form.Item>
            <Form.Item
              name={['providers', p, 'redirect_uri']}
              label="回调地址"
              extra={`如 https://你的域名${oauthCallbackPath(p)}`}
            >
              <Input placeholder="https://" />
            </Form.Item>
            {p === 'google' ? (
              <Form.Item
                name={['providers', p, 'issuer']}
                label="签发者地址 (Issuer)"
                extra={`OpenID Connect 签发者，默认 ${DEFAULT_OAUTH_SETTINGS.providers.google.issuer}`}
              >
                <Input placeholder="https://" />
              </Form.Item>
            ) : (
              <>
                <Form.Item
                  name={['providers', p, 'open_base']}
                  label="开放平台地址"
                  extra={`扫码登录页所在地址，默认 ${DEFAULT_OAUTH_SETTINGS.providers.wechat.open_base}`}
                >
                  <Input placeholder="https://" />
                </Form.Item>
                <Form.Item
                  name={['providers', p, 'api_base']}
                  label="接口地址"
                  extra={`换取令牌和用户信息的接口地址，默认 ${DEFAULT_OAUTH_SETTINGS.providers.wechat.api_base}`}
                >
                  <Input placeholder="https://" />
                </Form.Item>
              </>
            )}
          </WhenOn>
        </Card>
      ))}
    </CategoryForm>
  );
}

/** Payment: WeChat Pay (APIv3) with its masked key, certificate and merchant private key. */
export function PaymentTab() {
  return (
    <CategoryForm category="payment">
      <Form.Item
        name="enabled"
        label="启用微信支付"
        valuePropName="checked"
        extra="关闭时使用本地沙盒支付"
      >
        <Switch />
      </Form.Item>
      <WhenOn path={['enabled']}>
        <Form.Item name="app_id" label="AppID">
          <Input />
        </Form.Item>
        <Form.Item name="mch_id" label="商户号">
          <Input />
        </Form.Item>
        <Form.Item name="apiv3_key" label="APIv3 密钥">
          <SecretInput />
        </Form.Item>
        <Form.Item name="serial_no" label="商户证书序列号">
          <Input />
        </Form.Item>
        <Form.Item name="private_key" label="商户私钥（apiclient_key.pem）">
          <SecretInput multiline />
        </Form.Item>
        <Form.Item name="wechatcertificate" label="微信支付平台证书 / 公钥">
          <SecretInput multiline />
        </Form.Item>
        <Form.Item name="platform_serial" label="平台证书序列号 / 公钥 ID">
          <Input />
        </Form.Item>
        <Form.Item
          name="notify_url"
          label="支付通知地址"
          extra="留空则使用本站地址 + /api/payment/notify/wechat"
        >
          <Input placeholder="https://" />
        </Form.Item>
      </WhenOn>
    </CategoryForm>
  );
}
