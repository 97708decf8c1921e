import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tag, TagRef, TagType } from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { tags } from '../../db/schema/index.js';
import { isUniqueViolation } from '../auth/repo.js';

type TagRow = typeof tags.$inferSelect;
const toTag = (r: TagRow): Tag => ({
  id: r.id,
  name: r.name,
  color: r.color,
  type: r.type as TagType,
});
export const toTagRef = (r: Pick<TagRow, 'id' | 'name' | 'color'>): TagRef => ({
  id: r.id,
  name: r.name,
  color: r.color,
});

export function createTagRepo(db: Db) {
  return {
    async list(type?: TagType): Promise<Tag[]> {
      const rows = await db
        .select()
        .from(tags)
        .where(type ? eq(tags.type, type) : undefined)
        .orderBy(asc(tags.type), asc(tags.id));
      return rows.map(toTag);
    },
    /** undefined when a tag of that type already has the name (any case). */
    async add(values: { name: string; type: TagType; color: string }): Promise<Tag | undefined> {
      try {
        const rows = await db.insert(tags).values(values).returning();
        return rows[0] && toTag(rows[0]);
      } catch (err) {
        if (isUniqueViolation(err)) return undefined;
        throw err;
      }
    },
    /** The renamed or recoloured tag; 'missing' when there is no such tag, 'exists' when its type already has the name. */
    async update(
      id: number,
      values: { name: string; color: string },
    ): Promise<Tag | 'missing' | 'exists'> {
      try {
        const rows = await db.update(tags).set(values).where(eq(tags.id, id)).returning();
        return rows[0] ? toTag(rows[0]) : 'missing';
      } catch (err) {
        if (isUniqueViolation(err)) return 'exists';
        throw err;
      }
    },
    /** false when there was no such tag; its links to articles or videos go with it (cascade). */
    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
      return rows.length > 0;
    },
    /** True when every id names a tag of the type. */
    async allOfType(ids: number[], type: TagType): Promise<boolean> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return true;
      const rows = await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(inArray(tags.id, unique), eq(tags.type, type)));
      return rows.length === unique.length;
    },
  };
}
export type TagRepo = ReturnType<typeof createTagRepo>;
