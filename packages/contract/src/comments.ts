import { z } from 'zod';
import { MSG } from './messages.js';
import { LIMITS } from './limits.js';
import { cacheBuster, pageQuery, requiredText, URL_MAX_CHARS } from './fields.js';
import { isOwnUploadUrl } from './uploads.js';
import { okSchema } from './envelope.js';

const M = MSG.comments;

export const COMMENT_LIMITS = {
  /** Characters of one comment (counted by code point). */
  content: 1000,
  /** A top-level comment is level 1; replies go down to level 3. */
  maxDepth: 3,
  latestMax: 50,
  pageMax: 50,
} as const;

const commentBase = {
  id: z.number().int(),
  article_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  /** 1 for a top-level comment, 2 and 3 for replies. */
  depth: z.number().int(),
  content: z.string().describe('纯文本，页面按文本显示'),
  image_url: z.string().nullable(),
  user_id: z.number().int(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
};
export const commentLeafSchema = z.object({ ...commentBase, replies: z.array(z.never()) });
const commentLevel2Schema = z.object({ ...commentBase, replies: z.array(commentLeafSchema) });
/** A top-level comment with its replies nested (three levels at most, oldest reply first). */
export const commentSchema = z.object({ ...commentBase, replies: z.array(commentLevel2Schema) });
export type Comment = z.infer<typeof commentSchema>;

export const latestCommentSchema = z.object({ ...commentBase, article_title: z.string() });
export type LatestComment = z.infer<typeof latestCommentSchema>;
/** GET /comments/latest */
export const latestCommentsResponse = okSchema(z.array(latestCommentSchema));

export const latestCommentsQuery = z.object({
  limit: z.coerce
    .number({ error: '数量不正确' })
    .int({ error: '数量不正确' })
    .min(1, { error: '数量不正确' })
    .max(COMMENT_LIMITS.latestMax, { error: `数量不能超过${COMMENT_LIMITS.latestMax}` })
    .default(LIMITS.pageSize.latestComments),
  _t: cacheBuster,
});

export const articleCommentsQuery = pageQuery(
  LIMITS.pageSize.comments,
  COMMENT_LIMITS.pageMax,
).extend({ _t: cacheBuster });

export const commentBody = z.object({
  article_id: z.coerce
    .number({ error: M.articleIdRequired })
    .int({ error: M.articleIdRequired })
    .positive({ error: M.articleIdRequired })
    .max(2_147_483_647, { error: M.articleIdRequired }),
  content: requiredText(M.contentRequired)
    .refine((v) => [...v].length <= COMMENT_LIMITS.content, { error: M.contentTooLong })
    .meta({ maxLength: COMMENT_LIMITS.content }),
  image_url: z
    .string({ error: M.imageNotOurs })
    .trim()
    .max(URL_MAX_CHARS, { error: M.imageNotOurs })
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isOwnUploadUrl(v), { error: M.imageNotOurs }),
  parent_id: z.coerce
    .number({ error: M.parentNotFound })
    .int({ error: M.parentNotFound })
    .positive({ error: M.parentNotFound })
    .max(2_147_483_647, { error: M.parentNotFound })
    .nullish(),
});
export type CommentBody = z.infer<typeof commentBody>;
