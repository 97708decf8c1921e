import { DashboardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Grid, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { MSG, roleDisplayName, type User } from '@yuexue/contract';
import { UserAvatar } from './user-avatar';
import { useAuthStore } from '../stores/auth-store';

/** The logged-in corner of the navbar: avatar, and a dropdown with who you are, the user center and logout. */
export function UserMenu({ user }: { user: User }) {
  const logout = useAuthStore((s) => s.logout);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();

  const onLogout = async () => {
    await logout();
    void message.success(MSG.auth.loggedOut);
    void navigate('/login');
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          {
            key: 'user-center',
            icon: <UserOutlined />,
            label: '用户中心',
            onClick: () => void navigate('/user-center'),
          },
          ...(user.is_admin
            ? [
                {
                  key: 'admin',
                  icon: <DashboardOutlined />,
                  label: '管理后台',
                  onClick: () => void navigate('/admin'),
                },
              ]
            : []),
          { type: 'divider' as const },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: '退出登录',
            danger: true,
            onClick: () => void onLogout(),
          },
        ],
      }}
      popupRender={(menu) => (
        <div className="yx-user-panel">
          <div className="yx-user-panel__head">
            <UserAvatar username={user.username} avatarUrl={user.avatar_url} size={48} />
            <div className="yx-user-panel__who">
              <Typography.Text strong ellipsis>
                {user.username}
              </Typography.Text>
              <Typography.Text type="secondary" ellipsis className="yx-user-panel__email">
                {user.email ?? '未绑定邮箱'}
              </Typography.Text>
              <Tag color="blue" bordered={false}>
                {roleDisplayName(user.role_code)}
              </Tag>
            </div>
          </div>
          {menu}
        </div>
      )}
    >
      <Button type="text" className="yx-user-trigger" aria-label={`账户菜单：${user.username}`}>
        <UserAvatar username={user.username} avatarUrl={user.avatar_url} size={32} />
        {screens.sm && <span className="yx-user-trigger__name">{user.username}</span>}
      </Button>
    </Dropdown>
  );
}
