import { and, desc, eq, sql } from 'drizzle-orm';
import type { TagRef } from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { articles, articleTags, roles } from '../../db/schema/index.js';
import { pageWithTotal, totalColumn } from '../../db/list-page.js';
import { containsPattern } from '../../lib/search.js';
import { createTagLinks } from '../tags/links.js';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleValues = Omit<typeof articles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const listColumns = {
  id: articles.id,
  title: articles.title,
  description: articles.description,
  coverUrl: articles.coverUrl,
  isPinned: articles.isPinned,
  isFreeRead: articles.isFreeRead,
  allowComments: articles.allowComments,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};
export type ArticleListRow = Omit<ArticleRow, 'details' | 'authorId'>;
export type ArticleListItemRow = ArticleListRow & { tags: TagRef[] };

export interface ArticleFilter {
  page: number;
  size: number;
  search?: string;
  /** Search the body as well as title and description (back office). */
  searchBody?: boolean;
  tagIds?: number[];
  pinnedFirst: boolean;
}

export function createArticleRepo(db: Db) {
  const links = createTagLinks(db, {
    table: articleTags,
    owner: articleTags.articleId,
    tag: articleTags.tagId,
    row: (articleId, tagId) => ({ articleId, tagId }),
  });

  /**
   * One prepared statement for every list page (public and back office, with or without search
   * and tags): the page, the total and each row's tags in one round trip, and no query building
   * per request. Drizzle's building and three statements per page were most of its cost.
   */
  const pattern = sql.placeholder('pattern');
  const listPage = db
    .select({ ...listColumns, total: totalColumn(), tags: links.tagsColumn(articles.id) })
    .from(articles)
    .where(
      and(
        sql`(${pattern}::text is null or ${articles.title} ilike ${pattern} or ${articles.description} ilike ${pattern} or (${sql.placeholder('searchBody')}::boolean and ${articles.details} ilike ${pattern}))`,
        links.hasAnyTagOf(articles.id, sql.placeholder('tagIds')),
      ),
    )
    .orderBy(
      sql`case when ${sql.placeholder('pinnedFirst')}::boolean then ${articles.isPinned} else false end desc`,
      desc(articles.createdAt),
      desc(articles.id),
    )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('article_list_page');

  return {
    links,
    async list(f: ArticleFilter): Promise<{ rows: ArticleListItemRow[]; total: number }> {
      const filter = {
        pattern: f.search ? containsPattern(f.search) : null,
        searchBody: f.searchBody ?? false,
        tagIds: f.tagIds?.length ? f.tagIds : null,
        pinnedFirst: f.pinnedFirst,
      };
      return pageWithTotal((window) => listPage.execute({ ...filter, ...window }), f.page, f.size);
    },
    async find(id: number): Promise<ArticleRow | undefined> {
      const rows = await db.select().from(articles).where(eq(articles.id, id));
      return rows[0];
    },
    async insert(values: ArticleValues, tagIds: number[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(articles).values(values).returning({ id: articles.id });
        await links.replace(tx, row!.id, tagIds);
        return row!.id;
      });
    },
    /** false when the article no longer exists. */
    async update(
      id: number,
      values: Omit<ArticleValues, 'authorId'>,
      tagIds: number[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(articles)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(articles.id, id))
          .returning({ id: articles.id });
        if (rows.length === 0) return false;
        await links.replace(tx, id, tagIds);
        return true;
      });
    },
    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(articles)
        .where(eq(articles.id, id))
        .returning({ id: articles.id });
      return rows.length > 0;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(articles);
      return row?.n ?? 0;
    },
  };
}
export type ArticleRepo = ReturnType<typeof createArticleRepo>;

/** What a role may do with content: its article preview length (-1 = whole) and whether it may comment. */
export async function roleContentRules(
  db: Db,
  roleCode: string,
): Promise<{ previewLimit: number; canComment: boolean }> {
  const rows = await db
    .select({ previewLimit: roles.articlePreviewCharsLimit, canComment: roles.canComment })
    .from(roles)
    .where(eq(roles.roleCode, roleCode));
  // A role missing from the table gets the most restrictive reading rather than the whole body.
  return rows[0] ?? { previewLimit: 0, canComment: false };
}
