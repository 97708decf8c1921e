import { Alert, Button, Card, Col, Form, InputNumber, Row, Spin, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { LIMITS, ROLE_LIMIT_FIELDS, type Role, MSG } from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { useRoles } from '../api/get-roles';
import { useSaveRole } from '../api/save-role';

/** One role's card with its own save; success shows for 3 s and the list reloads (back-office §4 Role save). */
function RoleCard({ role }: { role: Role }) {
  const [form] = Form.useForm();
  const save = useSaveRole();
  const [banner, setBanner] = useState<{ type: 'success' | 'error'; text: string }>();

  useEffect(() => form.setFieldsValue(role), [role, form]);
  useEffect(() => {
    if (banner?.type !== 'success') return;
    const timer = setTimeout(() => setBanner(undefined), LIMITS.toastMs);
    return () => clearTimeout(timer);
  }, [banner]);

  const submit = async (values: Omit<Role, 'id'>) => {
    setBanner(undefined);
    try {
      const res = await save.mutateAsync({
        ...values,
        id: role.id,
        role_name: role.role_name,
        role_code: role.role_code,
      });
      setBanner({ type: 'success', text: res.message });
    } catch (err) {
      setBanner({ type: 'error', text: errorMessage(err, MSG.roles.updateFailed) });
    }
  };

  return (
    <Card
      size="small"
      title={
        <span>
          {role.role_name} <Tag>{role.role_code}</Tag>
        </span>
      }
      data-testid={`role-card-${role.role_code}`}
    >
      {banner ? (
        <Alert type={banner.type} showIcon message={banner.text} style={{ marginBottom: 12 }} />
      ) : null}
      <Form form={form} layout="vertical" onFinish={submit} initialValues={role}>
        <Row gutter={12}>
          {ROLE_LIMIT_FIELDS.map((f) => (
            <Col key={f.key} xs={24} sm={12}>
              <Form.Item
                name={f.key}
                label={`${f.label}（${f.unit}）`}
                rules={[{ required: true, message: `请输入${f.label}` }]}
              >
                <InputNumber
                  min={-1}
                  precision={0}
                  style={{ width: '100%' }}
                  aria-label={`${role.role_name}${f.label}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="can_comment" label="允许评论" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
    </Card>
  );
}

/** Use limit: one card per role. A failed list load is only logged (back-office §8). */
export function UseLimitTab() {
  const roles = useRoles();
  useEffect(() => {
    if (roles.error) console.error(`[roles] ${MSG.roles.loadFailed}`, roles.error);
  }, [roles.error]);
  return (
    <Spin spinning={roles.isLoading}>
      <Alert type="info" showIcon message={MSG.roles.limitHint} style={{ marginBottom: 16 }} />
      <Row gutter={[16, 16]}>
        {(roles.data ?? []).map((role) => (
          <Col key={role.id} xs={24} lg={12}>
            <RoleCard role={role} />
          </Col>
        ))}
      </Row>
    </Spin>
  );
}
