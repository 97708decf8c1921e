import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { TagRef, VideoChannel } from '@yuexue/contract';
import { pageWithTotal, totalColumn } from '../../db/list-page.js';
import type { Db } from '../../db/client.js';
import { videos, videoTags } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/search.js';
import { createTagLinks } from '../tags/links.js';

export type VideoRow = typeof videos.$inferSelect;
export type VideoValues = Omit<typeof videos.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface VideoFilter {
  page: number;
  size: number;
  search?: string;
  channel?: VideoChannel;
  tagIds?: number[];
}

export type VideoListRow = VideoRow & { tags: TagRef[] };

export function createVideoRepo(db: Db) {
  const links = createTagLinks(db, {
    table: videoTags,
    owner: videoTags.videoId,
    tag: videoTags.tagId,
    row: (videoId, tagId) => ({ videoId, tagId }),
  });
  // One prepared statement for every list page, as the article list (page, total and tags in one round trip).
  const pattern = sql.placeholder('pattern');
  const channel = sql.placeholder('channel');
  const listPage = db
    .select({ ...getTableColumns(videos), total: totalColumn(), tags: links.tagsColumn(videos.id) })
    .from(videos)
    .where(
      and(
        sql`(${pattern}::text is null or ${videos.title} ilike ${pattern} or ${videos.description} ilike ${pattern})`,
        sql`(${channel}::text is null or ${videos.channel} = ${channel})`,
        links.hasAnyTagOf(videos.id, sql.placeholder('tagIds')),
      ),
    )
    .orderBy(desc(videos.isPinned), desc(videos.createdAt), desc(videos.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('video_list_page');
  return {
    links,
    /** Pinned first, newest first; search over title and description; any of the tags. */
    async list(f: VideoFilter): Promise<{ rows: VideoListRow[]; total: number }> {
      const filter = {
        pattern: f.search ? containsPattern(f.search) : null,
        channel: f.channel ?? null,
        tagIds: f.tagIds?.length ? f.tagIds : null,
      };
      return pageWithTotal((window) => listPage.execute({ ...filter, ...window }), f.page, f.size);
    },
    async find(id: number): Promise<VideoRow | undefined> {
      const rows = await db.select().from(videos).where(eq(videos.id, id));
      return rows[0];
    },
    async insert(values: VideoValues, tagIds: number[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(videos).values(values).returning({ id: videos.id });
        await links.replace(tx, row!.id, tagIds);
        return row!.id;
      });
    },
    async update(id: number, values: VideoValues, tagIds: number[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(videos)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(videos.id, id))
          .returning({ id: videos.id });
        if (rows.length === 0) return false;
        await links.replace(tx, id, tagIds);
        return true;
      });
    },
    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id });
      return rows.length > 0;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(videos);
      return row?.n ?? 0;
    },
  };
}
export type VideoRepo = ReturnType<typeof createVideoRepo>;
