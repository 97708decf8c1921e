import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { menus } from '../../db/schema/index.js';

export type MenuRow = typeof menus.$inferSelect;

export function createMenuRepo(db: Db) {
  return {
    async listVisible(position?: string, category?: string): Promise<MenuRow[]> {
      const where = [eq(menus.isVisible, true)];
      if (position) where.push(eq(menus.position, position));
      if (category) where.push(eq(menus.category, category));
      return db
        .select()
        .from(menus)
        .where(and(...where))
        .orderBy(asc(menus.sortOrder), asc(menus.id));
    },
  };
}

export function toMenuItem(r: MenuRow) {
  return {
    id: r.id,
    parent_id: r.parentId,
    title: r.title,
    url: r.url,
    icon: r.icon,
    position: r.position as 'navbar' | 'footer',
    category: r.category,
    sort_order: r.sortOrder,
    is_visible: r.isVisible,
  };
}
