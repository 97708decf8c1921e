import { asc, eq } from 'drizzle-orm';
import type { MenuAddBody } from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { menus } from '../../db/schema/index.js';
import type { MenuRow } from '../menu/repo.js';

const columns = (m: MenuAddBody) => ({
  parentId: m.parent_id,
  title: m.title,
  url: m.url,
  icon: m.icon,
  position: m.position,
  category: m.category,
  sortOrder: m.sort_order,
  isVisible: m.is_visible,
});

/** Writes of the back office's menu screen; the public list stays in modules/menu. */
export function createMenuAdminRepo(db: Db) {
  return {
    async listAll(): Promise<MenuRow[]> {
      return db
        .select()
        .from(menus)
        .orderBy(asc(menus.position), asc(menus.category), asc(menus.sortOrder), asc(menus.id));
    },
    async exists(id: number): Promise<boolean> {
      return (await db.select({ id: menus.id }).from(menus).where(eq(menus.id, id))).length > 0;
    },
    async insert(m: MenuAddBody): Promise<MenuRow> {
      const [row] = await db.insert(menus).values(columns(m)).returning();
      return row!;
    },
    async update(id: number, m: MenuAddBody): Promise<MenuRow | undefined> {
      return (await db.update(menus).set(columns(m)).where(eq(menus.id, id)).returning())[0];
    },
    /** Children of a deleted item move to the top level. */
    async remove(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(menus).where(eq(menus.id, id)).returning({ id: menus.id });
        if (rows.length) await tx.update(menus).set({ parentId: 0 }).where(eq(menus.parentId, id));
        return rows.length > 0;
      });
    },
  };
}
