import { MenuOutlined } from '@ant-design/icons';
import { Button, Dropdown, Menu, type MenuProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { NavLink } from '../api/menus';
import { MenuLink } from './menu-link';
import { navIcon } from './nav-icon';

type Items = NonNullable<MenuProps['items']>;

const toItems = (links: NavLink[]): Items =>
  links.map((l) =>
    l.children
      ? { key: l.key, icon: navIcon(l.icon), label: l.title, children: toItems(l.children) }
      : { key: l.key, icon: navIcon(l.icon), label: <MenuLink url={l.url}>{l.title}</MenuLink> },
  );

interface Props {
  links: NavLink[];
  selectedKeys: string[];
}

/** Wide screens: antd's horizontal menu (submenus, overflow into "…"). */
export function HorizontalNavMenu({ links, selectedKeys }: Props) {
  return (
    <Menu
      mode="horizontal"
      items={toItems(links)}
      selectedKeys={selectedKeys}
      className="yx-navbar__menu"
      aria-label="主导航"
    />
  );
}

/** Phones: the dropdown, loaded by the first tap on the plain 菜单 button it replaces, so it opens at once. */
export function DropdownNavMenu({ links, selectedKeys }: Props) {
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <Dropdown
      menu={{ items: toItems(links), selectedKeys }}
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
    >
      <Button ref={button} type="text" icon={<MenuOutlined />} aria-label="打开导航菜单">
        菜单
      </Button>
    </Dropdown>
  );
}
