import { UserOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Form, Input, Steps, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS, MSG, usernameSchema } from '@yuexue/contract';
import {
  CodeField,
  EmailField,
  FormOutcome,
  NewPasswordFields,
} from '../../../components/account-fields';
import { useSendCode } from '../../../hooks/use-send-code';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { zodRule } from '../../../lib/form-rules';
import { useGeneralSettings } from '../../../lib/site-settings';
import { useAuthStore } from '../../../stores/auth-store';
import { AuthCard } from '../components/auth-card';

interface RegisterForm {
  username: string;
  email: string;
  password: string;
  confirm: string;
  terms: boolean;
  code: string;
}

const DETAIL_FIELDS = ['username', 'email', 'password', 'confirm', 'terms'] as const;

/** public-site §2 Register: step 1 details, step 2 the e-mail code; step 2 only once a code was sent. */
export function RegisterPage() {
  const [form] = Form.useForm<RegisterForm>();
  const [step, setStep] = useState<0 | 1>(0);
  const [error, setError] = useState<string | null>(null);
  const register = useAuthStore((s) => s.register);
  const loading = useAuthStore((s) => s.loading);
  const navigate = useNavigate();
  const registrationOpen = useGeneralSettings().allow_registration;
  const { message } = App.useApp();
  const { send, sending, remaining, sentTo } = useSendCode('register');

  const email = () =>
    String(form.getFieldValue('email') ?? '')
      .trim()
      .toLowerCase();

  const toStep2 = async () => {
    setError(null);
    await form.validateFields([...DETAIL_FIELDS]);
    // A code already on its way to this address is still good: no second mail within the wait.
    if ((sentTo === email() && remaining > 0) || (await sendCode())) setStep(1);
  };

  // The server refuses a taken username here, at step 1, and we show it under the field.
  const sendCode = () =>
    send(email(), {
      username: String(form.getFieldValue('username') ?? '').trim(),
      onRefused: (err) => {
        if (!(err instanceof ApiError) || err.status !== 409) return false;
        form.setFields([{ name: 'username', errors: [errorMessage(err, MSG.auth.usernameTaken)] }]);
        return true;
      },
    });

  const onFinish = async (values: RegisterForm) => {
    // Enter in a step-1 field submits the form: treat it as 下一步.
    if (step === 0) return toStep2().catch(() => undefined);
    setError(null);
    try {
      await register({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        code: values.code.trim(),
      });
      void message.success(MSG.auth.registerSuccess);
      void navigate('/user-center', { replace: true });
    } catch (err) {
      setError(errorMessage(err, MSG.auth.registerCodeFailed));
    }
  };

  return (
    <AuthCard title="注册账号" subtitle="用邮箱注册，收藏译文、同步学习记录">
      {!registrationOpen && (
        <Alert
          type="warning"
          showIcon
          title={MSG.auth.registrationClosed}
          className="yx-auth__alert"
        />
      )}
      <Steps
        size="small"
        current={step}
        className="yx-auth__steps"
        items={[{ title: '填写信息' }, { title: '邮箱验证' }]}
      />
      <Form<RegisterForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={() => setError(null)}
        disabled={!registrationOpen}
      >
        <Form.Item
          label="用户名"
          name="username"
          hidden={step !== 0}
          rules={[zodRule(usernameSchema)]}
          extra={`${LIMITS.username.min}–${LIMITS.username.max} 个字符`}
        >
          <Input
            prefix={<UserOutlined />}
            autoComplete="username"
            maxLength={LIMITS.username.max}
          />
        </Form.Item>
        <EmailField hidden={step !== 0} />
        <NewPasswordFields hidden={step !== 0} />
        <Form.Item
          name="terms"
          hidden={step !== 0}
          valuePropName="checked"
          rules={[
            {
              validator: async (_r, v: unknown) => {
                if (!v) throw new Error(MSG.auth.termsRequired);
              },
            },
          ]}
        >
          <Checkbox>我已阅读并同意《用户协议》和《隐私政策》</Checkbox>
        </Form.Item>

        {step === 1 && (
          <>
            <Typography.Paragraph>
              验证码已发送至 <Typography.Text strong>{email()}</Typography.Text>，
              {LIMITS.verification.ttlSeconds / 60} 分钟内有效。
            </Typography.Paragraph>
            <CodeField
              remaining={remaining}
              sending={sending}
              onSend={() => void sendCode()}
              sendLabel="重新发送"
              autoFocus
            />
          </>
        )}

        <FormOutcome error={error} />

        {step === 0 ? (
          <Button
            type="primary"
            block
            size="large"
            loading={sending}
            onClick={() => void toStep2().catch(() => undefined)}
          >
            下一步：发送验证码
          </Button>
        ) : (
          <div className="yx-auth__actions">
            <Button size="large" onClick={() => setStep(0)}>
              上一步
            </Button>
            <Button type="primary" htmlType="submit" size="large" loading={loading}>
              注册
            </Button>
          </div>
        )}
      </Form>
      <div className="yx-auth__switch">
        已有账号？<Link to="/login">去登录</Link>
      </div>
    </AuthCard>
  );
}
