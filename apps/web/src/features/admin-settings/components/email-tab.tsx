import { App, Button, Form, Input, InputNumber, Space, Switch } from 'antd';
import { useState } from 'react';
import { MSG } from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { sendTestEmail } from '../api/send-test-email';
import { CategoryForm } from './category-form';
import { SecretInput } from './secret-input';

const M = MSG.adminSettings;

function TestEmail() {
  const { message } = App.useApp();
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      void message.success((await sendTestEmail(to)).message);
    } catch (err) {
      void message.error(errorMessage(err, M.testEmailFailed('')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form.Item label="发送测试邮件" extra="使用已保存的设置发送，请先保存">
      <Space.Compact style={{ width: '100%' }}>
        <Input
          type="email"
          placeholder="接收测试邮件的邮箱"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          aria-label="测试邮件收件人"
        />
        <Button onClick={send} loading={busy} disabled={!to.trim()}>
          发送测试邮件
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

/** E-mail: SMTP server, masked password, sender, and the registration suffix whitelist. */
export function EmailTab() {
  return (
    <CategoryForm category="email">
      <Form.Item name="host" label="SMTP 服务器">
        <Input placeholder="smtp.example.com" />
      </Form.Item>
      <Form.Item name="port" label="端口">
        <InputNumber min={1} max={65535} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="protocol" label="SSL/TLS" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="username" label="用户名">
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="password" label="密码">
        <SecretInput />
      </Form.Item>
      <Form.Item
        name="from"
        label="发件人邮箱"
        rules={[{ type: 'email', message: M.emailInvalid('发件人邮箱') }]}
      >
        <Input type="email" />
      </Form.Item>
      <Form.Item
        name={['white_list', 'enabled']}
        label="邮箱后缀白名单"
        valuePropName="checked"
        extra="开启后只允许这些后缀的邮箱注册"
      >
        <Switch />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a, b) => a.white_list?.enabled !== b.white_list?.enabled}>
        {({ getFieldValue }) =>
          getFieldValue(['white_list', 'enabled']) ? (
            <Form.Item
              name={['white_list', 'custom']}
              label="允许的邮箱后缀"
              extra="用逗号分隔，如 qq.com, 163.com"
            >
              <Input />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <TestEmail />
    </CategoryForm>
  );
}
