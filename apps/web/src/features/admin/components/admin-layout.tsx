import { Layout, Menu } from 'antd';
import { useState } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { Link, Outlet, useLocation } from 'react-router';
import { UserMenu } from '../../../components/user-menu';
import { BRAND_MARK } from '../../../lib/brand';
import { useGeneralSettings } from '../../../lib/site-settings';
import { useAuthStore } from '../../../stores/auth-store';
import { usePageTitle } from '../../../lib/page-title';
import { ADMIN_NAV, adminNavFor } from './admin-nav';

/** The back-office frame: sidebar per role (back-office §2.3), header with the avatar menu, the screen. */
export function AdminLayout() {
  const user = useAuthStore((s) => s.user);
  const settings = useGeneralSettings();
  const { pathname } = useLocation();
  // Below lg the sidebar overlays the page and closes again after a link is chosen.
  const [narrow, setNarrow] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const nav = user ? adminNavFor(user) : [];
  const selected = nav
    .filter(
      (e) => pathname === e.path || (e.path !== '/admin' && pathname.startsWith(`${e.path}/`)),
    )
    .map((e) => e.path);
  const screen = ADMIN_NAV.find((e) => e.path === pathname.replace(/\/+$/, ''));
  usePageTitle(`后台 · ${screen?.label ?? '页面不存在'}`);
  if (!user) return <PageSpinner />;

  return (
    <Layout className="yx-admin">
      <Layout.Sider
        breakpoint="lg"
        collapsedWidth={0}
        width={208}
        theme="light"
        className="yx-admin__sider"
        collapsed={collapsed}
        onCollapse={setCollapsed}
        onBreakpoint={(broken) => {
          setNarrow(broken);
          setCollapsed(broken);
        }}
      >
        <Link to="/" className="yx-brand yx-admin__brand">
          <img src={BRAND_MARK} alt="" width={28} height={28} />
          <span className="yx-brand__name">{settings.site_name}</span>
        </Link>
        <Menu
          mode="inline"
          onClick={() => narrow && setCollapsed(true)}
          selectedKeys={selected}
          items={nav.map((e) => ({ key: e.path, label: <Link to={e.path}>{e.label}</Link> }))}
          aria-label="管理后台导航"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="yx-admin__header">
          <span className="yx-admin__title">管理后台</span>
          <UserMenu user={user} />
        </Layout.Header>
        <Layout.Content className="yx-admin__content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
