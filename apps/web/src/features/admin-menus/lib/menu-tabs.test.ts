import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@yuexue/contract';
import { itemsOfTab, MENU_TABS } from './menu-tabs';

const item = (
  id: number,
  position: 'navbar' | 'footer',
  category: string,
  sort_order: number,
): MenuItem => ({
  id,
  parent_id: 0,
  title: `m${id}`,
  url: '/',
  icon: '',
  position,
  category,
  sort_order,
  is_visible: true,
});

describe('menu tabs', () => {
  const items = [
    item(1, 'navbar', '', 2),
    item(2, 'footer', 'quick_links', 1),
    item(3, 'navbar', '', 1),
    item(4, 'footer', 'resources', 0),
    item(5, 'navbar', '', 1),
  ];
  it('splits items into navbar, quick links and resources, by sort order then id', () => {
    expect(itemsOfTab(items, MENU_TABS[0]).map((m) => m.id)).toEqual([3, 5, 1]);
    expect(itemsOfTab(items, MENU_TABS[1]).map((m) => m.id)).toEqual([2]);
    expect(itemsOfTab(items, MENU_TABS[2]).map((m) => m.id)).toEqual([4]);
  });
});
