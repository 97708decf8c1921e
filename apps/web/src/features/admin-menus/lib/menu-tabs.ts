import type { MenuItem } from '@yuexue/contract';

/** back-office §2.12 tabs, each one slot of the public layout. */
export const MENU_TABS = [
  { key: 'navbar', label: '导航菜单', position: 'navbar', category: '' },
  { key: 'quick_links', label: '页脚快捷链接', position: 'footer', category: 'quick_links' },
  { key: 'resources', label: '页脚学习资源', position: 'footer', category: 'resources' },
] as const;
export type MenuTab = (typeof MENU_TABS)[number];
export type MenuTabKey = MenuTab['key'];

/** The tab's items by sort order (then id), as the public layout orders them. */
export function itemsOfTab(items: MenuItem[], tab: MenuTab): MenuItem[] {
  return items
    .filter(
      (m) =>
        m.position === tab.position && (tab.position === 'navbar' || m.category === tab.category),
    )
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
}
