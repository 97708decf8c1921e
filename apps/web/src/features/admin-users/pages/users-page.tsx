import { EditOutlined, StopOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Select, Space, Tag, Typography, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useState } from 'react';
import { LIMITS, MSG, USER_SORT_FIELDS, USER_TYPES, type AdminUser } from '@yuexue/contract';
import { AdminPageHead, AdminSearch } from '../../../components/admin-page-head';
import { StaffScreen } from '../../../components/staff-screen';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDateTime } from '../../../lib/dates';
import { failureText } from '../../../lib/failure-text';
import { useAuthStore } from '../../../stores/auth-store';
import { useAdminUsers, useUpdateUser, type UserListParams } from '../api/users';
import { UserEditModal } from '../components/user-edit-modal';
import { USER_TYPE_LABELS } from '../lib/user-types';
import { ScrollTable } from '../../../components/scroll-table';
import { ConfirmButton } from '../../../components/admin-actions';

type SortField = UserListParams['sort_by'];
const SORTABLE = new Set<string>(USER_SORT_FIELDS);

/**
 * Every column but 邮箱 has a fixed width; 邮箱 takes what is left. The table scrolls sideways only
 * below their sum plus EMAIL_MIN, which fits a 1366px screen even with a vertical scrollbar — so at
 * that size nothing sits under the fixed 操作 column.
 */
const WIDTH = {
  id: 64,
  username: 132,
  role: 96,
  status: 72,
  date: 136,
  actions: 156,
};
const EMAIL_MIN = 128;
const SCROLL_X =
  WIDTH.id +
  WIDTH.username +
  EMAIL_MIN +
  WIDTH.role +
  WIDTH.status +
  3 * WIDTH.date +
  WIDTH.actions;

/** back-office §2.6 user management (admins only). */
export function UsersPage() {
  return (
    <StaffScreen adminOnly>
      <UsersScreen />
    </StaffScreen>
  );
}

function UsersScreen() {
  const { message } = App.useApp();
  const me = useAuthStore((s) => s.user);
  const [params, setParams] = useState<UserListParams>({
    page: 1,
    search: '',
    user_type: 'all',
    sort_by: 'created_at',
    sort_order: 'desc',
  });
  const [editing, setEditing] = useState<AdminUser>();
  const list = useAdminUsers(params);
  const update = useUpdateUser();
  const patch = (p: Partial<UserListParams>) => setParams((cur) => ({ ...cur, page: 1, ...p }));

  const toggleBan = async (u: AdminUser) => {
    try {
      await update.mutateAsync({ id: u.id, is_banned: !u.is_banned });
      void message.success(MSG.adminUsers.updated);
    } catch (err) {
      void message.error(failureText(err, MSG.adminUsers.updateFailed));
    }
  };

  const sortOrderOf = (field: SortField): SortOrder =>
    params.sort_by === field ? (params.sort_order === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (field: SortField) => ({
    key: field,
    sorter: true,
    sortOrder: sortOrderOf(field),
    sortDirections: ['ascend', 'descend', 'ascend'] as SortOrder[],
  });

  const onTableChange: TableProps<AdminUser>['onChange'] = (
    pagination,
    _filters,
    sorter,
    extra,
  ) => {
    if (extra.action === 'paginate')
      return setParams((cur) => ({ ...cur, page: pagination.current ?? 1 }));
    if (extra.action !== 'sort') return;
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = String(s?.columnKey ?? '');
    if (!SORTABLE.has(field) || !s?.order)
      return patch({ sort_by: 'created_at', sort_order: 'desc' });
    patch({ sort_by: field as SortField, sort_order: s.order === 'ascend' ? 'asc' : 'desc' });
  };

  return (
    <Card>
      <AdminPageHead title="用户管理" />
      <Space wrap style={{ marginBottom: 16 }}>
        <AdminSearch
          label="搜索用户"
          placeholder="用户名或邮箱"
          maxLength={100}
          onSearch={(text) => patch({ search: text })}
        />
        <Select
          aria-label="用户类型"
          value={params.user_type}
          onChange={(v: UserListParams['user_type']) => patch({ user_type: v })}
          options={USER_TYPES.map((t) => ({ value: t, label: USER_TYPE_LABELS[t] }))}
          style={{ width: 160 }}
        />
      </Space>
      {list.error ? (
        <Alert
          type="error"
          showIcon
          message={failureText(list.error, MSG.adminUsers.listFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <ScrollTable<AdminUser>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.error ? [] : (list.data?.users ?? [])}
        onChange={onTableChange}
        scrollX={SCROLL_X}
        aria-label="用户列表"
        pagination={{
          current: params.page,
          pageSize: LIMITS.pageSize.adminUsers,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 个用户`,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: WIDTH.id, ...sortable('id') },
          {
            title: '用户名',
            dataIndex: 'username',
            width: WIDTH.username,
            ...sortable('username'),
            render: (_, u) => (
              <Space>
                <UserAvatar username={u.username} avatarUrl={u.avatar_url} size={28} />
                {/* A long name without spaces wraps instead of running into 邮箱. */}
                <span style={{ overflowWrap: 'anywhere' }}>{u.username}</span>
              </Space>
            ),
          },
          {
            title: '邮箱',
            dataIndex: 'email',
            ...sortable('email'),
            render: (v: string | null) =>
              v ?? <Typography.Text type="secondary">未绑定</Typography.Text>,
          },
          {
            title: '角色',
            dataIndex: 'role_name',
            width: WIDTH.role,
            render: (v: string, u) => <Tag color={u.is_admin ? 'blue' : undefined}>{v}</Tag>,
          },
          {
            title: '状态',
            dataIndex: 'is_banned',
            width: WIDTH.status,
            render: (v: boolean) =>
              v ? <Tag color="red">已禁用</Tag> : <Tag color="green">正常</Tag>,
          },
          {
            title: '会员到期',
            dataIndex: 'subscription_exp',
            width: WIDTH.date,
            ...sortable('subscription_exp'),
            render: (v: string | null, u) =>
              v ? (
                <span style={u.is_active ? undefined : { color: 'var(--ant-color-text-tertiary)' }}>
                  {formatDateTime(v)}
                </span>
              ) : (
                '—'
              ),
          },
          {
            title: '注册时间',
            dataIndex: 'created_at',
            width: WIDTH.date,
            ...sortable('created_at'),
            render: formatDateTime,
          },
          {
            title: '最近登录',
            dataIndex: 'last_login_at',
            width: WIDTH.date,
            ...sortable('last_login_at'),
            render: (v: string | null) => (v ? formatDateTime(v) : '—'),
          },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            width: WIDTH.actions,
            render: (_, u) => (
              <Space size={4}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setEditing(u)}
                  aria-label={`编辑用户：${u.username}`}
                >
                  编辑
                </Button>
                <ConfirmButton
                  confirm={
                    u.is_banned
                      ? MSG.backOffice.confirmUnban(u.username)
                      : MSG.backOffice.confirmBan(u.username)
                  }
                  danger={!u.is_banned}
                  onConfirm={() => toggleBan(u)}
                  disabled={u.id === me?.id}
                  icon={u.is_banned ? <CheckCircleOutlined /> : <StopOutlined />}
                  label={`${u.is_banned ? '启用' : '禁用'}用户：${u.username}`}
                >
                  {u.is_banned ? '启用' : '禁用'}
                </ConfirmButton>
              </Space>
            ),
          },
        ]}
      />
      {editing ? <UserEditModal user={editing} onClose={() => setEditing(undefined)} /> : null}
    </Card>
  );
}
