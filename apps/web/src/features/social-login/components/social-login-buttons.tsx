import { Button, Typography } from 'antd';
import { Fragment, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MSG, OAUTH_LABELS, oauthFailed, type OAuthProvider } from '@yuexue/contract';
import { errorMessage, safeRedirect } from '../../../lib/api-client';
import { isPhoneBrowser } from '../../../lib/device';
import { useSocialLoginProviders } from '../api/get-providers';
import { startSocialFlow } from '../social-flow';
import { ProviderIcon } from './provider-icon';

/**
 * public-site §2 Login: the WeChat QR login (a phone cannot scan its own screen, so it is off there,
 * saying why) and the global provider when the back office enabled it. Afterwards the user returns
 * to the login page's redirect target, or home.
 */
export function SocialLoginButtons() {
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const providers = useSocialLoginProviders();
  const [busy, setBusy] = useState<OAuthProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const enabled = new Set(providers.data?.map((p) => p.provider));
  const phone = isPhoneBrowser();
  const wechatNote = phone
    ? MSG.auth.socialUnsupportedOnPhone
    : providers.data && !enabled.has('wechat')
      ? MSG.socialLogin.notOpen(OAUTH_LABELS.wechat)
      : null;

  const go = async (provider: OAuthProvider) => {
    setBusy(provider);
    setError(null);
    try {
      await startSocialFlow(provider, 'login', target);
    } catch (err) {
      setError(errorMessage(err, oauthFailed(provider, 'login')));
      setBusy(null);
    }
  };

  // WeChat is always shown (the spec's social-login button), the global provider only when enabled.
  const shown: OAuthProvider[] = enabled.has('google') ? ['wechat', 'google'] : ['wechat'];
  const noteOf = (p: OAuthProvider) => (p === 'wechat' ? wechatNote : null);

  return (
    <div className="yx-social">
      {shown.map((p) => (
        <Fragment key={p}>
          <Button
            block
            icon={<ProviderIcon provider={p} />}
            disabled={(p === 'wechat' && phone) || !enabled.has(p)}
            loading={busy === p}
            aria-describedby={noteOf(p) ? `${p}-login-note` : undefined}
            onClick={() => void go(p)}
          >
            {MSG.socialLogin.loginAction(OAUTH_LABELS[p])}
          </Button>
          {noteOf(p) && (
            <Typography.Text type="secondary" id={`${p}-login-note`} className="yx-social__note">
              {noteOf(p)}
            </Typography.Text>
          )}
        </Fragment>
      ))}
      {error && (
        <Typography.Text type="danger" role="alert" className="yx-social__note">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
