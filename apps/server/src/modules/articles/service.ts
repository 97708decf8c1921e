import {
  MSG,
  type AdminArticle,
  type Article,
  type ArticleBody,
  type ArticleListItem,
  type ArticleUpdateBody,
  type TagRef,
} from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { isBlankHtml, sanitizeArticleHtml } from '../../lib/sanitize-html.js';
import type { SettingsService } from '../settings/service.js';
import { createTagRepo } from '../tags/repo.js';
import { buildNotice, extractNotice, insertNotice } from './copyright-notice.js';
import { gateArticleBody } from './gate.js';
import { createArticleRepo, roleContentRules, type ArticleListRow } from './repo.js';

const C = MSG.content;

function toListItem(r: ArticleListRow, tags: TagRef[]): ArticleListItem {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    cover_url: r.coverUrl,
    is_pinned: r.isPinned,
    is_free_read: r.isFreeRead,
    allow_comments: r.allowComments,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    tags,
  };
}

export function createArticleService(db: Db, settings: Pick<SettingsService, 'general'>) {
  const repo = createArticleRepo(db);
  const tagRepo = createTagRepo(db);

  async function page(
    q: { page: number; size: number; search?: string; tags?: number[] },
    admin: boolean,
  ) {
    const { rows, total } = await repo.list({
      ...q,
      tagIds: q.tags,
      searchBody: admin,
      pinnedFirst: !admin,
    });
    return { data: rows.map((r) => toListItem(r, r.tags)), total };
  }

  async function existing(id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound(C.articleNotFound);
    return row;
  }

  /** Sanitised body and checked tags of a save; a notice the client sent back is never taken as text. */
  async function prepare(body: ArticleBody): Promise<string> {
    if (!(await tagRepo.allOfType(body.tag_ids, 'article'))) throw badRequest(C.tagNotFound);
    const html = sanitizeArticleHtml(extractNotice(body.details).html);
    if (isBlankHtml(html)) throw badRequest(C.articleDetailsRequired);
    return html;
  }

  const fields = (body: ArticleBody) => ({
    title: body.title,
    description: body.description,
    coverUrl: body.cover_url,
    isPinned: body.is_pinned,
    allowComments: body.allow_comments,
    isFreeRead: body.is_free_read,
  });

  return {
    repo,
    listPublic: (q: { page: number; size: number; search?: string; tags?: number[] }) =>
      page(q, false),
    listAdmin: (q: { page: number; size: number; search?: string }) => page(q, true),

    /** The article as the reader's role may see it (guest when signed out). */
    async loadPublic(id: number, roleCode: string): Promise<Article> {
      const row = await existing(id);
      const { previewLimit, canComment } = await roleContentRules(db, roleCode);
      const gated = gateArticleBody(row.details, {
        isFreeRead: row.isFreeRead,
        limit: previewLimit,
      });
      const tags = (await repo.links.tagsFor([id])).get(id) ?? [];
      return {
        ...toListItem(row, tags),
        details: gated.html,
        is_truncated: gated.isTruncated,
        preview_chars: row.isFreeRead ? -1 : previewLimit,
        can_comment: canComment,
      };
    },

    async loadAdmin(id: number): Promise<AdminArticle> {
      const row = await existing(id);
      const { html, notice } = extractNotice(row.details);
      const tags = (await repo.links.tagsFor([id])).get(id) ?? [];
      return {
        ...toListItem(row, tags),
        details: html,
        tag_ids: tags.map((t) => t.id),
        has_copyright_notice: !!notice,
      };
    },

    /** back-office §5: a new article gets the hidden copyright notice. */
    async add(body: ArticleBody, authorId: number): Promise<AdminArticle> {
      const html = await prepare(body);
      const notice = buildNotice((await settings.general()).site_name);
      const id = await repo.insert(
        { ...fields(body), details: insertNotice(html, notice), authorId },
        body.tag_ids,
      );
      return this.loadAdmin(id);
    },

    /** An edit adds no notice but keeps the one the article already has. */
    async update(body: ArticleUpdateBody): Promise<AdminArticle> {
      const { notice } = extractNotice((await existing(body.id)).details);
      const html = await prepare(body);
      const ok = await repo.update(
        body.id,
        { ...fields(body), details: notice ? insertNotice(html, notice) : html },
        body.tag_ids,
      );
      if (!ok) throw notFound(C.articleNotFound);
      return this.loadAdmin(body.id);
    },

    async remove(id: number) {
      if (!(await repo.remove(id))) throw notFound(C.articleNotFound);
    },
  };
}
export type ArticleService = ReturnType<typeof createArticleService>;
