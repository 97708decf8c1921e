import { App, Button, Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS, MSG } from '@yuexue/contract';
import {
  CodeField,
  EmailField,
  FormOutcome,
  NewPasswordFields,
} from '../../../components/account-fields';
import { useSendCode } from '../../../hooks/use-send-code';
import { errorMessage } from '../../../lib/api-client';
import { authApi } from '../../../lib/auth-api';
import { useAuthStore } from '../../../stores/auth-store';
import { AuthCard } from '../components/auth-card';

interface ResetForm {
  email: string;
  code: string;
  password: string;
  confirm: string;
}

/**
 * public-site §2 Reset password. `?email=` fixes the address (read-only); `?from=user-center` signs in
 * again with the new password and returns there after success (issue 26), otherwise to /login, LIMITS.resetRedirectMs after the success message.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const fixedEmail = params.get('email')?.trim() || undefined;
  const fromUserCenter = params.get('from') === 'user-center';
  const [form] = Form.useForm<ResetForm>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { sendToField, sending, remaining } = useSendCode('reset');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onFinish = async (values: ResetForm) => {
    setError(null);
    setSubmitting(true);
    try {
      const email = values.email.trim();
      const answer = await authApi.reset({
        email,
        code: values.code.trim(),
        password: values.password,
      });
      // The server revokes every session of that account: forget ours if it was the same one.
      const { user, clearSession, login } = useAuthStore.getState();
      if (user?.email && user.email.toLowerCase() === email.toLowerCase()) clearSession();
      setDone(true);
      void message.success(
        answer.message ?? MSG.auth.resetSuccess,
        LIMITS.resetRedirectMs / 1000 + 1,
      );
      // Started from the user center: sign in again with the new password and go back there.
      const signedIn = fromUserCenter
        ? login({ username: email, password: values.password }).then(
            () => true,
            () => false,
          )
        : Promise.resolve(false);
      timer.current = window.setTimeout(
        () =>
          void signedIn.then((ok) =>
            navigate(
              ok ? '/user-center' : fromUserCenter ? '/login?redirect=/user-center' : '/login',
              {
                replace: true,
              },
            ),
          ),
        LIMITS.resetRedirectMs,
      );
    } catch (err) {
      setError(errorMessage(err, MSG.auth.resetFailed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="重置密码" subtitle="通过邮箱验证码设置新密码">
      <Form<ResetForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: fixedEmail }}
        onFinish={onFinish}
        onValuesChange={() => setError(null)}
      >
        <EmailField readOnly={!!fixedEmail} />
        <CodeField remaining={remaining} sending={sending} onSend={() => void sendToField(form)} />
        <NewPasswordFields labels={['新密码', '确认新密码']} />
        <FormOutcome error={error} success={done && MSG.auth.resetSuccess} />
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={submitting}
          disabled={done}
        >
          重置密码
        </Button>
      </Form>
      <div className="yx-auth__switch">
        {fromUserCenter ? (
          <Link to="/user-center">返回用户中心</Link>
        ) : (
          <Link to="/login">返回登录</Link>
        )}
      </div>
    </AuthCard>
  );
}
