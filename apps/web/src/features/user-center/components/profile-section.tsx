import { Button, Card, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { roleDisplayName, type User } from '@yuexue/contract';
import { UserAvatar } from '../../../components/user-avatar';
import { BindEmailModal } from './bind-email-modal';
import { ChangePasswordModal } from './change-password-modal';

/** public-site §2 User center — Profile: e-mail (or 绑定邮箱), and the password row's rules. */
export function ProfileSection({ user }: { user: User }) {
  const [binding, setBinding] = useState(false);
  const [changing, setChanging] = useState(false);
  const resetLink = user.email
    ? `/reset-password?${new URLSearchParams({ email: user.email, from: 'user-center' }).toString()}`
    : undefined;

  return (
    <Card title="个人资料" className="yx-section">
      <div className="yx-profile__head">
        <UserAvatar username={user.username} avatarUrl={user.avatar_url} size={64} />
        <div>
          <Typography.Title level={2} className="yx-profile__name">
            {user.username}
          </Typography.Title>
          <Typography.Text type="secondary">{roleDisplayName(user.role_code)}</Typography.Text>
        </div>
      </div>
      <Descriptions column={1} bordered size="middle" className="yx-profile__list">
        <Descriptions.Item label="用户名">{user.username}</Descriptions.Item>
        <Descriptions.Item label="邮箱">
          {user.email ? (
            <span data-testid="profile-email">{user.email}</span>
          ) : (
            <span className="yx-profile__row">
              <Typography.Text type="secondary">未绑定</Typography.Text>
              <Button type="primary" size="small" onClick={() => setBinding(true)}>
                绑定邮箱
              </Button>
            </span>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="密码">
          <span className="yx-profile__row">
            <Typography.Text>{user.has_password ? '已设置' : '未设置'}</Typography.Text>
            <Button size="small" onClick={() => setChanging(true)}>
              {user.has_password ? '修改密码' : '设置密码'}
            </Button>
            {resetLink && <Link to={resetLink}>忘记密码？通过邮箱重置</Link>}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="注册时间">
          {dayjs(user.created_at).format('YYYY-MM-DD HH:mm')}
        </Descriptions.Item>
      </Descriptions>
      <BindEmailModal open={binding} onClose={() => setBinding(false)} />
      <ChangePasswordModal
        open={changing}
        hasPassword={user.has_password}
        onClose={() => setChanging(false)}
      />
    </Card>
  );
}
