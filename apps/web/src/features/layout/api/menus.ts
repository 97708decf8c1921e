import { useQuery } from '@tanstack/react-query';
import { menuListResponse, type MenuItem } from '@yuexue/contract';
import { apiGet } from '../../../lib/api-client';

export type MenuSlot =
  { position: 'navbar' } | { position: 'footer'; category: 'quick_links' | 'resources' };

/** A link as the layout draws it: the server's menu items, or a fallback entry. */
export interface NavLink {
  key: string;
  title: string;
  url: string;
  icon?: string;
  children?: NavLink[];
}

/** public-site §2: only visible entries, by sort_order ascending (the server does this too). */
export function visibleSorted(items: MenuItem[]): MenuItem[] {
  return items
    .filter((m) => m.is_visible)
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
}

/** Items whose parent is listed hang under it; the rest are top level. */
export function toNavTree(items: MenuItem[]): NavLink[] {
  const sorted = visibleSorted(items);
  const ids = new Set(sorted.map((m) => m.id));
  const toLink = (m: MenuItem): NavLink => {
    const children = sorted.filter((c) => c.parent_id === m.id).map(toLink);
    return {
      key: String(m.id),
      title: m.title,
      url: m.url,
      icon: m.icon || undefined,
      ...(children.length ? { children } : {}),
    };
  };
  return sorted.filter((m) => !m.parent_id || !ids.has(m.parent_id)).map(toLink);
}

/** The menu of one slot, falling back to `fallback` when the server has none (or cannot be reached). */
export function useMenu(slot: MenuSlot, fallback: NavLink[]): NavLink[] {
  const { data } = useQuery({
    queryKey: ['menu', slot.position, 'category' in slot ? slot.category : ''],
    queryFn: async () =>
      menuListResponse.parse(
        await apiGet<unknown>('/menu/list', {
          position: slot.position,
          category: 'category' in slot ? slot.category : undefined,
          _t: Date.now(),
        }),
      ).data,
  });
  const tree = data ? toNavTree(data) : [];
  return tree.length > 0 ? tree : fallback;
}
