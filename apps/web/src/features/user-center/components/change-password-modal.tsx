import { LockOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { MSG } from '@yuexue/contract';
import { FormOutcome, NewPasswordFields } from '../../../components/account-fields';
import { errorMessage } from '../../../lib/api-client';
import { authApi } from '../../../lib/auth-api';
import { useAuthStore } from '../../../stores/auth-store';

interface ChangeForm {
  current_password?: string;
  password: string;
  confirm: string;
}

/**
 * Issue 26: change the password with the current one (or set a first one when the account has
 * none). The server ends every other session; this one stays signed in.
 */
export function ChangePasswordModal({
  open,
  hasPassword,
  onClose,
}: {
  open: boolean;
  hasPassword: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ChangeForm>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { message } = App.useApp();

  const close = () => {
    form.resetFields();
    setError(null);
    onClose();
  };

  const onFinish = async (values: ChangeForm) => {
    setError(null);
    setSubmitting(true);
    try {
      const answer = await authApi.changePassword({
        current_password: hasPassword ? values.current_password : undefined,
        password: values.password,
      });
      void message.success(answer.message ?? MSG.auth.passwordChanged);
      await useAuthStore
        .getState()
        .fetchUser()
        .catch(() => undefined);
      close();
    } catch (err) {
      setError(errorMessage(err, MSG.auth.passwordChangeFailed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      title={hasPassword ? '修改密码' : '设置密码'}
      open={open}
      onCancel={close}
      footer={null}
      destroyOnHidden
      width={440}
    >
      <Form<ChangeForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={() => setError(null)}
      >
        {hasPassword && (
          <Form.Item
            label="当前密码"
            name="current_password"
            rules={[{ required: true, message: MSG.auth.currentPasswordRequired }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
        )}
        <NewPasswordFields labels={['新密码', '确认新密码']} />
        <FormOutcome error={error} />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          确认修改
        </Button>
      </Form>
    </Modal>
  );
}
