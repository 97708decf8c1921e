import { Button, Form, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { LIMITS, MSG } from '@yuexue/contract';
import { CodeField, EmailField, FormOutcome } from '../../../components/account-fields';
import { useSendCode } from '../../../hooks/use-send-code';
import { errorMessage } from '../../../lib/api-client';
import { authApi } from '../../../lib/auth-api';
import { useAuthStore } from '../../../stores/auth-store';

interface BindForm {
  email: string;
  code: string;
}

/**
 * public-site §4 E-mail binding: send code (60 s resend wait) → submit → success message, user info
 * reloaded, the modal closes LIMITS.bindEmailModalCloseMs later.
 */
export function BindEmailModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<BindForm>();
  const { sendToField, sending, remaining } = useSendCode('bind');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const close = () => {
    window.clearTimeout(closeTimer.current);
    form.resetFields();
    setError(null);
    setDone(false);
    onClose();
  };

  const onFinish = async (values: BindForm) => {
    setError(null);
    setSubmitting(true);
    try {
      const user = await authApi.bindEmail({
        email: values.email.trim(),
        code: values.code.trim(),
      });
      useAuthStore.getState().setUser(user);
      setDone(true);
      await useAuthStore
        .getState()
        .fetchUser()
        .catch(() => undefined);
      closeTimer.current = window.setTimeout(close, LIMITS.bindEmailModalCloseMs);
    } catch (err) {
      setError(errorMessage(err, MSG.auth.bindEmailFailed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal title="绑定邮箱" open={open} onCancel={close} footer={null} destroyOnHidden width={440}>
      <Form<BindForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={() => setError(null)}
        disabled={done}
      >
        <EmailField />
        <CodeField remaining={remaining} sending={sending} onSend={() => void sendToField(form)} />
        <FormOutcome error={error} success={done && MSG.auth.bindEmailSuccess} />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          绑定
        </Button>
      </Form>
    </Modal>
  );
}
