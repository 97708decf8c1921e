import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Divider, Form, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginBody, MSG } from '@yuexue/contract';
import { FormOutcome } from '../../../components/account-fields';
import { errorMessage, safeRedirect } from '../../../lib/api-client';
import { zodRule } from '../../../lib/form-rules';
import { useAuthStore } from '../../../stores/auth-store';
import { AuthCard } from '../components/auth-card';

interface LoginForm {
  username: string;
  password: string;
  remember: boolean;
}

/**
 * public-site §2 Login: username or e-mail + password, remember me, then back to where the user was going.
 * socialLogin: the third-party login buttons (app/routes/login-route.tsx composes them in).
 */
export function LoginPage({ socialLogin }: { socialLogin?: ReactNode }) {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const login = useAuthStore((s) => s.login);
  const loading = useAuthStore((s) => s.loading);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async ({ username, password, remember }: LoginForm) => {
    setError(null);
    try {
      await login({ username: username.trim(), password }, remember);
      void message.success(MSG.auth.loginSuccess);
      void navigate(redirect, { replace: true });
    } catch (err) {
      setError(errorMessage(err, MSG.auth.loginFailed));
    }
  };

  return (
    <AuthCard title="登录" subtitle="欢迎回来，继续你的粤语学习">
      <Form<LoginForm>
        layout="vertical"
        requiredMark={false}
        initialValues={{ remember: true }}
        onFinish={onFinish}
        onValuesChange={() => setError(null)}
      >
        <Form.Item label="用户名或邮箱" name="username" rules={[zodRule(loginBody.shape.username)]}>
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          label="密码"
          name="password"
          rules={[zodRule(loginBody.shape.password)]}
          extra={MSG.auth.passwordHint}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <div className="yx-auth__row">
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>记住我</Checkbox>
          </Form.Item>
          <Link to="/reset-password">忘记密码？</Link>
        </div>
        <FormOutcome error={error} />
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          登录
        </Button>
      </Form>
      <div className="yx-auth__switch">
        还没有账号？<Link to="/register">立即注册</Link>
      </div>
      <Divider plain>其他登录方式</Divider>
      {socialLogin}
    </AuthCard>
  );
}
