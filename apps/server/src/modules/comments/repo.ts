import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articles, comments, users } from '../../db/schema/index.js';

const columns = {
  id: comments.id,
  articleId: comments.articleId,
  parentId: comments.parentId,
  rootId: comments.rootId,
  depth: comments.depth,
  content: comments.content,
  imageUrl: comments.imageUrl,
  userId: comments.userId,
  username: users.username,
  avatarUrl: users.avatarUrl,
  createdAt: comments.createdAt,
};
export type CommentRow = {
  id: number;
  articleId: number;
  parentId: number | null;
  rootId: number | null;
  depth: number;
  content: string;
  imageUrl: string | null;
  userId: number;
  username: string;
  avatarUrl: string | null;
  createdAt: Date;
};

export function createCommentRepo(db: Db) {
  return {
    async latest(limit: number): Promise<Array<CommentRow & { articleTitle: string }>> {
      return db
        .select({ ...columns, articleTitle: articles.title })
        .from(comments)
        .innerJoin(users, eq(comments.userId, users.id))
        .innerJoin(articles, eq(comments.articleId, articles.id))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(limit);
    },
    /** One page of top-level comments, newest first, with the count of all top-level comments. */
    async topLevel(
      articleId: number,
      page: number,
      size: number,
    ): Promise<{ rows: CommentRow[]; total: number }> {
      const cond = and(eq(comments.articleId, articleId), eq(comments.depth, 1));
      const [rows, counted] = await Promise.all([
        db
          .select(columns)
          .from(comments)
          .innerJoin(users, eq(comments.userId, users.id))
          .where(cond)
          .orderBy(desc(comments.createdAt), desc(comments.id))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(comments)
          .where(cond),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },
    /** Every reply under the given top-level comments, oldest first. */
    async replies(rootIds: number[]): Promise<CommentRow[]> {
      if (rootIds.length === 0) return [];
      return db
        .select(columns)
        .from(comments)
        .innerJoin(users, eq(comments.userId, users.id))
        .where(inArray(comments.rootId, rootIds))
        .orderBy(asc(comments.createdAt), asc(comments.id));
    },
    async find(id: number) {
      const rows = await db
        .select({
          id: comments.id,
          articleId: comments.articleId,
          depth: comments.depth,
          rootId: comments.rootId,
          userId: comments.userId,
        })
        .from(comments)
        .where(eq(comments.id, id));
      return rows[0];
    },
    async insert(values: {
      articleId: number;
      parentId: number | null;
      rootId: number | null;
      depth: number;
      userId: number;
      content: string;
      imageUrl: string | null;
    }) {
      const [row] = await db
        .insert(comments)
        .values(values)
        .returning({ id: comments.id, createdAt: comments.createdAt });
      return row!;
    },
    /** Deletes the comment; its replies go with it (foreign keys cascade). */
    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(comments)
        .where(eq(comments.id, id))
        .returning({ id: comments.id });
      return rows.length > 0;
    },
  };
}
