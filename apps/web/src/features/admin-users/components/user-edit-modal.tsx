import { App, Form, Input, Select, Switch } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { useState } from 'react';
import {
  formatYuan,
  MSG,
  safeUrl,
  usernameSchema,
  userUpdateBody,
  type AdminUser,
} from '@yuexue/contract';
import { failureText } from '../../../lib/failure-text';
import { zodRule } from '../../../lib/form-rules';
import { validatedValues } from '../../../lib/validated-values';
import { useGrantableProducts, useRoles, useUpdateUser } from '../api/users';
import { roleForcesAdmin } from '../lib/user-types';

interface Values {
  username: string;
  email: string;
  avatar_url: string;
  role_id: number;
  product_id?: number;
}

/** back-office §2.6 edit modal with the §5 User edit rules (guest not selectable, the role decides is_admin). */
export function UserEditModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const roles = useRoles();
  const products = useGrantableProducts();
  const update = useUpdateUser();
  const [error, setError] = useState<string>();
  const roleId = Form.useWatch('role_id', form) ?? user.role_id;
  const roleCode = roles.data?.find((r) => r.id === roleId)?.role_code ?? user.role_code;

  const submit = async () => {
    setError(undefined);
    const v = await validatedValues(form);
    if (!v) return;
    try {
      await update.mutateAsync({
        id: user.id,
        username: v.username.trim(),
        email: v.email.trim() || null,
        avatar_url: v.avatar_url.trim() || null,
        role_id: v.role_id,
        is_admin: roleForcesAdmin(roleCode),
        product_id: v.product_id ?? null,
      });
      void message.success(MSG.adminUsers.updated);
      onClose();
    } catch (err) {
      setError(failureText(err, MSG.adminUsers.updateFailed));
    }
  };

  return (
    <FormModal
      title={`编辑用户：${user.username}`}
      error={error}
      saving={update.isPending}
      onSave={() => void submit()}
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="user-edit"
        initialValues={{
          username: user.username,
          email: user.email ?? '',
          avatar_url: user.avatar_url ?? '',
          role_id: user.role_id,
        }}
      >
        <Form.Item name="username" label="用户名" rules={[zodRule(usernameSchema)]}>
          <Input />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={[zodRule(userUpdateBody.shape.email)]}>
          <Input type="email" />
        </Form.Item>
        <Form.Item
          name="avatar_url"
          label="头像地址"
          rules={[zodRule(safeUrl(MSG.adminUsers.avatar))]}
        >
          <Input placeholder="https://… 或 /uploads/…" />
        </Form.Item>
        <Form.Item name="role_id" label="角色" extra={MSG.backOffice.guestNotSelectable}>
          <Select
            loading={roles.isLoading}
            options={(
              roles.data ?? [
                { id: user.role_id, role_name: user.role_name, role_code: user.role_code },
              ]
            ).map((r) => ({
              value: r.id,
              label: r.role_name,
              disabled: r.role_code === 'guest',
            }))}
          />
        </Form.Item>
        <Form.Item label="管理员" extra={MSG.backOffice.adminForcedByRole}>
          <Switch checked={roleForcesAdmin(roleCode)} disabled aria-label="管理员" />
        </Form.Item>
        <Form.Item
          name="product_id"
          label="增加会员时长（可选）"
          extra="按所选产品的天数延长会员有效期"
        >
          <Select
            allowClear
            placeholder="不增加"
            loading={products.isLoading}
            options={(products.data ?? []).map((p) => ({
              value: p.id,
              label: `${p.title}（${p.total_days} 天，${formatYuan(p.amount)}）`,
            }))}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
