import { App, Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  MSG,
  OAUTH_LABELS,
  OAUTH_PROVIDERS,
  oauthFailed,
  type OAuthProvider,
  type User,
} from '@yuexue/contract';
import { NotFoundPage } from '../../../components/not-found-page';
import { errorMessage } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';
import { oauthCallback } from '../api/social-callback';
import { finishSocialFlow, isBindingFlow } from '../social-flow';
import '../social-login.css';

type Answer = Awaited<ReturnType<typeof oauthCallback>>;

// A state is single use: React's development double effect (and any re-render) must not post it twice.
const pending = new Map<string, Promise<Answer>>();
function callbackOnce(provider: OAuthProvider, code: string, state: string): Promise<Answer> {
  const key = `${provider}:${state}:${code}`;
  let answer = pending.get(key);
  if (!answer) {
    answer = oauthCallback({ provider, code, state });
    pending.set(key, answer);
  }
  return answer;
}

const isProvider = (v: string | undefined): v is OAuthProvider =>
  (OAUTH_PROVIDERS as readonly string[]).includes(v ?? '');

/**
 * public-site §2 /auth/wechat (and /auth/google): the provider sends the browser back here with code
 * and state. Shows progress; then signs in (token stored, user fetched, on to the stored target or
 * home) or, in binding mode, binds (user refetched, on to the stored target or /user-center). On
 * failure: the reason, with buttons back to /login (or /user-center when binding) and home.
 */
export function SocialCallbackPage() {
  const { provider } = useParams();
  if (!isProvider(provider)) return <NotFoundPage />;
  return <SocialCallback provider={provider} />;
}

function SocialCallback({ provider }: { provider: OAuthProvider }) {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const [binding] = useState(isBindingFlow);
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const label = OAUTH_LABELS[provider];

  useEffect(() => {
    if (!code) {
      finishSocialFlow(binding);
      setFailure(MSG.socialLogin.codeMissing(label));
      return;
    }
    let live = true;
    const complete = async () => {
      const answer = await callbackOnce(provider, code, state);
      const { signInWithToken, setUser, fetchUser } = useAuthStore.getState();
      if ('token' in answer) {
        await signInWithToken(answer.token);
      } else {
        setUser(answer.data satisfies User);
        await fetchUser();
      }
      return 'token' in answer;
    };
    complete().then(
      (signedIn) => {
        if (!live) return;
        void message.success(signedIn ? MSG.auth.loginSuccess : MSG.socialLogin.bindSuccess(label));
        void navigate(finishSocialFlow(!signedIn), { replace: true });
      },
      (err: unknown) => {
        if (!live) return;
        finishSocialFlow(binding);
        setFailure(errorMessage(err, oauthFailed(provider, binding ? 'bind' : 'login')));
      },
    );
    return () => {
      live = false;
    };
  }, [provider, code, state, binding, label, message, navigate]);

  if (failure) {
    return (
      <Result
        status="error"
        title={oauthFailed(provider, binding ? 'bind' : 'login')}
        subTitle={<span role="alert">{failure}</span>}
        extra={[
          <Button
            key="back"
            type="primary"
            onClick={() => void navigate(binding ? '/user-center' : '/login')}
          >
            {binding ? MSG.socialLogin.backToUserCenter : MSG.socialLogin.backToLogin}
          </Button>,
          <Button key="home" onClick={() => void navigate('/')}>
            {MSG.socialLogin.backHome}
          </Button>,
        ]}
      />
    );
  }
  return (
    <div className="yx-social-callback" role="status" aria-live="polite">
      <Spin size="large" />
      <p>{binding ? MSG.socialLogin.bindProgress(label) : MSG.socialLogin.loginProgress(label)}</p>
    </div>
  );
}
