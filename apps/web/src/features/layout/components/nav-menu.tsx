import { MenuOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { antdLazy } from '../../../components/antd-scope';
import { PlainButton } from '../../../components/plain-button';
import { MEDIUM_UP, useMediaQuery } from '../../../hooks/use-media-query';
import { useMenu, type NavLink } from '../api/menus';
import { MenuLink } from './menu-link';
import { navIcon } from './nav-icon';

const HOME_ONLY: NavLink[] = [{ key: 'home', title: '首页', url: '/', icon: 'home' }];

// antd's menus are not in the first bundle: wide screens load theirs after the first paint, phones on the first tap.
const HorizontalNavMenu = antdLazy(() =>
  import('./antd-nav-menu').then((m) => m.HorizontalNavMenu),
);
const DropdownNavMenu = antdLazy(() => import('./antd-nav-menu').then((m) => m.DropdownNavMenu));

/** The key of the entry that matches the current path best (longest url prefix). */
function activeKey(links: NavLink[], pathname: string): string[] {
  let best: { key: string; len: number } | undefined;
  const visit = (ls: NavLink[]) =>
    ls.forEach((l) => {
      const match =
        l.url === pathname ||
        (l.url !== '/' && l.url.startsWith('/') && pathname.startsWith(`${l.url}/`));
      if (match && (!best || l.url.length > best.len)) best = { key: l.key, len: l.url.length };
      if (l.children) visit(l.children);
    });
  visit(links);
  return best ? [best.key] : [];
}

/** Until antd's menu is there: the top-level entries as plain links, where the menu will draw them. */
function PlainNavLinks({ links, selectedKeys }: { links: NavLink[]; selectedKeys: string[] }) {
  return (
    <ul className="yx-navbar__plain-menu">
      {links.map((l) => (
        <li key={l.key} className={selectedKeys.includes(l.key) ? 'is-selected' : undefined}>
          {navIcon(l.icon)}
          {l.children ? <span>{l.title}</span> : <MenuLink url={l.url}>{l.title}</MenuLink>}
        </li>
      ))}
    </ul>
  );
}

const menuButton = (onClick?: () => void) => (
  <PlainButton variant="text" icon={<MenuOutlined />} aria-label="打开导航菜单" onClick={onClick}>
    菜单
  </PlainButton>
);

/** Server-driven navbar entries: a horizontal menu on wide screens, a dropdown on phones. */
export function NavMenu() {
  const links = useMenu({ position: 'navbar' }, HOME_ONLY);
  const { pathname } = useLocation();
  const wide = useMediaQuery(MEDIUM_UP);
  const [tapped, setTapped] = useState(false);
  const selectedKeys = activeKey(links, pathname);

  if (wide)
    return (
      <HorizontalNavMenu
        links={links}
        selectedKeys={selectedKeys}
        fallback={<PlainNavLinks links={links} selectedKeys={selectedKeys} />}
      />
    );
  if (!tapped) return menuButton(() => setTapped(true));
  return <DropdownNavMenu links={links} selectedKeys={selectedKeys} fallback={menuButton()} />;
}
