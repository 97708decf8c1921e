import { CheckCircleFilled } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Tag, Typography } from 'antd';
import { ConfirmButton } from '../../../components/admin-actions';
import { useState } from 'react';
import {
  MSG,
  OAUTH_LABELS,
  oauthFailed,
  type OAuthProvider,
  type OAuthProviderInfo,
  type User,
} from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { isPhoneBrowser } from '../../../lib/device';
import { useAuthStore } from '../../../stores/auth-store';
import { useSocialLoginProviders } from '../api/get-providers';
import { unbindProvider } from '../api/unbind-provider';
import { startSocialFlow } from '../social-flow';
import { ProviderIcon } from './provider-icon';
import '../social-login.css';

const O = MSG.socialLogin;

/**
 * public-site §2 User center — third-party login: "微信已绑定" or a "绑定微信" button, from the
 * user's oauth_instances. Binding comes back to /user-center (public-site §4). The global provider
 * shows when it is enabled or already bound.
 */
export function SocialBindings({ user }: { user: User }) {
  const providers = useSocialLoginProviders();
  const shown: OAuthProvider[] = ['wechat'];
  const boundTo = (p: OAuthProvider) => user.oauth_instances.some((i) => i.provider_type === p);
  if (providers.data?.some((p) => p.provider === 'google') || boundTo('google'))
    shown.push('google');

  return (
    <Card title={O.sectionTitle} className="yx-section" data-testid="social-bindings">
      <Descriptions column={1} bordered size="middle" className="yx-bindings__list">
        {shown.map((provider) => (
          <Descriptions.Item key={provider} label={OAUTH_LABELS[provider]}>
            <BindingRow
              provider={provider}
              user={user}
              bound={boundTo(provider)}
              enabled={providers.data}
            />
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}

function BindingRow({
  provider,
  user,
  bound,
  enabled,
}: {
  provider: OAuthProvider;
  user: User;
  bound: boolean;
  enabled: OAuthProviderInfo[] | undefined;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setUser = useAuthStore((s) => s.setUser);
  const { message } = App.useApp();
  const label = OAUTH_LABELS[provider];
  const phone = provider === 'wechat' && isPhoneBrowser();
  const open = !!enabled?.some((p) => p.provider === provider);
  const note = phone
    ? MSG.auth.socialUnsupportedOnPhone
    : enabled && !open
      ? O.notOpen(label)
      : null;

  const bind = async () => {
    setBusy(true);
    setError(null);
    try {
      await startSocialFlow(provider, 'bind', '/user-center');
    } catch (err) {
      setError(errorMessage(err, oauthFailed(provider, 'bind')));
      setBusy(false);
    }
  };
  const unbind = async () => {
    setError(null);
    try {
      setUser(await unbindProvider(provider));
      void message.success(O.unbindSuccess(label));
    } catch (err) {
      setError(errorMessage(err, MSG.common.network));
    }
  };

  return (
    <div className="yx-bindings__row">
      {bound ? (
        <>
          <Tag color="success" icon={<CheckCircleFilled />} data-testid={`bound-${provider}`}>
            {O.bound(label)}
          </Tag>
          {(user.has_password || user.oauth_instances.length > 1) && (
            <ConfirmButton confirm={O.unbindConfirm(label)} onConfirm={unbind}>
              {O.unbindAction}
            </ConfirmButton>
          )}
        </>
      ) : (
        <>
          <Typography.Text type="secondary">未绑定</Typography.Text>
          <Button
            type="primary"
            size="small"
            icon={<ProviderIcon provider={provider} />}
            disabled={phone || !open}
            loading={busy}
            onClick={() => void bind()}
          >
            {O.bindAction(label)}
          </Button>
        </>
      )}
      {note && !bound && (
        <Typography.Text type="secondary" className="yx-bindings__note">
          {note}
        </Typography.Text>
      )}
      {error && (
        <Typography.Text type="danger" role="alert" className="yx-bindings__note">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
