import {
  COMMENT_LIMITS,
  MSG,
  UPLOAD_URL_PREFIX,
  type Comment,
  type CommentBody,
  type LatestComment,
} from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { can } from '../../policies.js';
import type { Storage } from '../../providers/storage/types.js';
import type { AuthUser } from '../auth/session.js';
import { createArticleRepo, roleContentRules } from '../articles/repo.js';
import { createCommentRepo, type CommentRow } from './repo.js';

const M = MSG.comments;

const base = (r: CommentRow) => ({
  id: r.id,
  article_id: r.articleId,
  parent_id: r.parentId,
  depth: r.depth,
  content: r.content,
  image_url: r.imageUrl,
  user_id: r.userId,
  username: r.username,
  avatar_url: r.avatarUrl,
  created_at: r.createdAt.toISOString(),
});

/** Nests replies (oldest first) under their parents: level 1 → 2 → 3. */
function nest(top: CommentRow[], replies: CommentRow[]): Comment[] {
  const children = new Map<number, CommentRow[]>();
  for (const r of replies) {
    if (r.parentId === null) continue;
    const list = children.get(r.parentId) ?? [];
    list.push(r);
    children.set(r.parentId, list);
  }
  const kids = (id: number) => children.get(id) ?? [];
  return top.map((t) => ({
    ...base(t),
    replies: kids(t.id).map((l2) => ({
      ...base(l2),
      replies: kids(l2.id).map((l3) => ({ ...base(l3), replies: [] })),
    })),
  }));
}

const isForeignKeyViolation = (err: unknown) => {
  for (let e: unknown = err, i = 0; e && i < 4; i++, e = (e as { cause?: unknown }).cause)
    if ((e as { code?: string }).code === '23503') return true;
  return false;
};

export function createCommentService(db: Db, storage: Pick<Storage, 'exists'>) {
  const repo = createCommentRepo(db);
  const articles = createArticleRepo(db);

  return {
    async latest(limit: number): Promise<LatestComment[]> {
      return (await repo.latest(limit)).map((r) => ({ ...base(r), article_title: r.articleTitle }));
    },

    async forArticle(
      articleId: number,
      page: number,
      size: number,
    ): Promise<{ data: Comment[]; total: number }> {
      if (!(await articles.find(articleId))) throw notFound(MSG.content.articleNotFound);
      const { rows, total } = await repo.topLevel(articleId, page, size);
      return { data: nest(rows, await repo.replies(rows.map((r) => r.id))), total };
    },

    async post(user: AuthUser, body: CommentBody): Promise<Comment> {
      const article = await articles.find(body.article_id);
      if (!article) throw notFound(MSG.content.articleNotFound);
      if (!(await roleContentRules(db, user.roleCode)).canComment)
        throw forbidden(M.roleCannotComment, 'forbidden_by_role');
      if (!article.allowComments) throw forbidden(M.commentsDisabled);
      if (
        body.image_url &&
        !(await storage.exists(`uploads/${body.image_url.slice(UPLOAD_URL_PREFIX.length)}`))
      )
        throw badRequest(M.imageMissing);

      let parent: { depth: number; rootId: number | null; id: number } | undefined;
      if (body.parent_id) {
        const found = await repo.find(body.parent_id);
        if (!found) throw badRequest(M.parentNotFound);
        if (found.articleId !== article.id) throw badRequest(M.parentOtherArticle);
        if (found.depth >= COMMENT_LIMITS.maxDepth) throw badRequest(M.tooDeep);
        parent = found;
      }
      const values = {
        articleId: article.id,
        parentId: parent?.id ?? null,
        rootId: parent ? (parent.rootId ?? parent.id) : null,
        depth: parent ? parent.depth + 1 : 1,
        userId: user.id,
        content: body.content,
        imageUrl: body.image_url ?? null,
      };
      try {
        const row = await repo.insert(values);
        return {
          ...base({ ...values, ...row, username: user.username, avatarUrl: user.avatarUrl }),
          replies: [],
        };
      } catch (err) {
        // The article or the parent was deleted between the checks and the insert.
        if (isForeignKeyViolation(err))
          throw new HttpError(
            404,
            parent ? M.parentNotFound : MSG.content.articleNotFound,
            'not_found',
          );
        throw err;
      }
    },

    async remove(user: AuthUser, id: number) {
      const row = await repo.find(id);
      if (!row) throw notFound(M.notFound);
      if (!can.deleteComment(user, row.userId)) throw forbidden(M.deleteForbidden);
      if (!(await repo.remove(id))) throw notFound(M.notFound);
    },
  };
}
