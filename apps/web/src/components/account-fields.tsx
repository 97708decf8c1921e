import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Space } from 'antd';
import { codeSchema, emailSchema, LIMITS, MSG, newPasswordSchema } from '@yuexue/contract';
import { confirmRule, zodRule } from '../lib/form-rules';

/** Form fields shared by register, reset password and e-mail binding, validated by the contract. */

export function EmailField({ readOnly, hidden }: { readOnly?: boolean; hidden?: boolean }) {
  return (
    <Form.Item label="邮箱" name="email" hidden={hidden} rules={[zodRule(emailSchema)]}>
      <Input
        prefix={<MailOutlined />}
        type="email"
        autoComplete="email"
        inputMode="email"
        readOnly={readOnly}
      />
    </Form.Item>
  );
}

interface CodeFieldProps {
  /** Seconds before another code may be sent (0: now). */
  remaining: number;
  sending: boolean;
  onSend: () => void;
  sendLabel?: string;
  autoFocus?: boolean;
}

/** The code input with its 获取验证码 button, which is disabled and counts down while a resend must wait. */
export function CodeField({
  remaining,
  sending,
  onSend,
  sendLabel = '获取验证码',
  autoFocus,
}: CodeFieldProps) {
  return (
    <Form.Item label="验证码" required>
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={[zodRule(codeSchema)]}>
          <Input
            prefix={<SafetyOutlined />}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.verification.digits}
            aria-label="验证码"
            autoFocus={autoFocus}
          />
        </Form.Item>
        <Button onClick={onSend} loading={sending} disabled={remaining > 0} aria-live="polite">
          {remaining > 0 ? `${remaining} 秒后可重发` : sendLabel}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

/** A new password (at least LIMITS.password.min characters) and its confirmation. */
export function NewPasswordFields({
  hidden,
  labels = ['密码', '确认密码'],
}: {
  hidden?: boolean;
  labels?: [string, string];
}) {
  return (
    <>
      <Form.Item
        label={labels[0]}
        name="password"
        hidden={hidden}
        rules={[zodRule(newPasswordSchema)]}
        extra={MSG.auth.passwordHint}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={labels[1]}
        name="confirm"
        hidden={hidden}
        dependencies={['password']}
        rules={[
          confirmRule('password', {
            required: MSG.auth.confirmRequired,
            mismatch: MSG.auth.passwordMismatch,
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** The failure (role alert) or success (role status) line above a form's submit button. */
export function FormOutcome({
  error,
  success,
}: {
  error: string | null;
  success?: string | false;
}) {
  return (
    <>
      {error && (
        <Alert type="error" showIcon title={error} className="yx-auth__alert" role="alert" />
      )}
      {success && (
        <Alert type="success" showIcon title={success} className="yx-auth__alert" role="status" />
      )}
    </>
  );
}
