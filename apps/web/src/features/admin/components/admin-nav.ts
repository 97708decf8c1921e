import type { User } from '@yuexue/contract';

export interface AdminNavEntry {
  path: string;
  label: string;
}

/** back-office §2.1 route table. */
export const ADMIN_NAV: AdminNavEntry[] = [
  { path: '/admin', label: '仪表盘' },
  { path: '/admin/orders', label: '订单管理' },
  { path: '/admin/users', label: '用户管理' },
  { path: '/admin/database', label: '翻译与注音库' },
  { path: '/admin/products', label: '会员产品' },
  { path: '/admin/videos', label: '视频管理' },
  { path: '/admin/articles', label: '文章管理' },
  { path: '/admin/menus', label: '菜单管理' },
  { path: '/admin/settings', label: '系统设置' },
  { path: '/admin/favorites', label: '收藏管理' },
];

const CREATOR_PATHS = new Set(['/admin/videos', '/admin/articles']);

/** back-office §2.3: an admin sees every screen, a creator only videos and articles. */
export function adminNavFor(user: Pick<User, 'role_code'>): AdminNavEntry[] {
  return user.role_code === 'admin'
    ? ADMIN_NAV
    : ADMIN_NAV.filter((e) => CREATOR_PATHS.has(e.path));
}
