import { and, eq, inArray } from 'drizzle-orm';
import type { TagType } from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { tags } from '../../db/schema/index.js';

/** Makes sure the named tags exist (keeping any an admin already made) and returns their ids by name. */
export async function ensureTags(
  db: Db,
  type: TagType,
  colors: Record<string, string>,
): Promise<Map<string, number>> {
  const names = Object.keys(colors);
  await db
    .insert(tags)
    .values(names.map((name) => ({ name, type, color: colors[name]! })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(eq(tags.type, type), inArray(tags.name, names)));
  return new Map(rows.map((r) => [r.name, r.id]));
}
