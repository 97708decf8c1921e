import { asc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TagRef } from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { tags } from '../../db/schema/index.js';
import { toTagRef } from './repo.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The tag links of one kind of item (article_tags or video_tags): read, replace, filter. */
export function createTagLinks(
  db: Db,
  link: {
    table: PgTable;
    owner: PgColumn;
    tag: PgColumn;
    row: (ownerId: number, tagId: number) => object;
  },
) {
  return {
    /** Tags per owner id, in tag id order. */
    async tagsFor(ownerIds: number[]): Promise<Map<number, TagRef[]>> {
      const byOwner = new Map<number, TagRef[]>(ownerIds.map((id) => [id, []]));
      if (ownerIds.length === 0) return byOwner;
      const rows = await db
        .select({ owner: link.owner, id: tags.id, name: tags.name, color: tags.color })
        .from(link.table)
        .innerJoin(tags, eq(link.tag, tags.id))
        .where(inArray(link.owner, ownerIds))
        .orderBy(asc(tags.id));
      for (const r of rows) byOwner.get(r.owner as number)?.push(toTagRef(r));
      return byOwner;
    },
    async replace(tx: Tx, ownerId: number, tagIds: number[]) {
      await tx.delete(link.table).where(eq(link.owner, ownerId));
      const unique = [...new Set(tagIds)];
      if (unique.length > 0)
        await tx
          .insert(link.table)
          .values(unique.map((tagId) => link.row(ownerId, tagId)) as never);
    },
    /** A column of the owner's tags as a JSON array of tag refs in tag id order, read in the owner's own query. */
    tagsColumn(ownerId: PgColumn): SQL<TagRef[]> {
      return sql<
        TagRef[]
      >`(select coalesce(json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}, 'color', ${tags.color}) order by ${tags.id}), '[]'::json) from ${link.table} inner join ${tags} on ${tags.id} = ${link.tag} where ${link.owner} = ${qualified(ownerId)})`;
    },
    /** A condition for a prepared list: the owner has at least one of the tag ids given as `tagIds` (an int array, or null for any owner). */
    hasAnyTagOf(ownerId: PgColumn, tagIds: Placeholder): SQL {
      return sql`(${tagIds}::int[] is null or exists (select 1 from ${link.table} where ${link.owner} = ${qualified(ownerId)} and ${link.tag} = any(${tagIds}::int[])))`;
    },
  };
}
export type TagLinks = ReturnType<typeof createTagLinks>;
