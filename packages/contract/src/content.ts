import { z } from 'zod';
import { MSG } from './messages.js';
import { LIMITS } from './limits.js';
import { cacheBuster, hexColor, idParam, pageQuery, requiredText, safeUrl } from './fields.js';
import { normaliseVideoEmbed } from './video-embed.js';

const C = MSG.content;

/** Limits of articles, videos and tags that the spec leaves open (docs/decisions.md). */
export const CONTENT_LIMITS = {
  tagName: 20,
  tagsPerItem: 20,
  tagsInFilter: 20,
  search: 100,
  title: 100,
  description: 500,
  /** Characters of stored HTML (the 1 MB JSON body limit is the outer bound). */
  articleHtml: 200_000,
  videoEmbed: 5000,
  /** Generous page sizes for the back office lists. */
  adminMaxPageSize: 100,
} as const;

export const TAG_TYPES = ['article', 'video'] as const;
export type TagType = (typeof TAG_TYPES)[number];
export const VIDEO_CHANNELS = ['Bilibili', 'Youtube', 'Other'] as const;
export type VideoChannel = (typeof VIDEO_CHANNELS)[number];

const timestamp = z.string().describe('ISO 8601');

// ---------- tags ----------

export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  type: z.enum(TAG_TYPES),
});
export type Tag = z.infer<typeof tagSchema>;
export const tagRefSchema = tagSchema.pick({ id: true, name: true, color: true });
export type TagRef = z.infer<typeof tagRefSchema>;

export const tagListQuery = z.object({
  type: z.enum(TAG_TYPES, { error: C.tagTypeInvalid }).optional(),
  _t: cacheBuster,
});

const tagName = requiredText(C.tagNameRequired)
  .refine((v) => [...v].length <= CONTENT_LIMITS.tagName, { error: C.tagNameTooLong })
  .meta({ maxLength: CONTENT_LIMITS.tagName });
export const tagAddBody = z.object({
  name: tagName,
  type: z.enum(TAG_TYPES, { error: C.tagTypeInvalid }),
  color: hexColor.default(LIMITS.defaultTagColor),
});
export type TagAddBody = z.infer<typeof tagAddBody>;
/** Not in the spec (docs/decisions.md): a tag's name and colour can be corrected; its type stays. */
export const tagUpdateBody = idParam.extend({ name: tagName, color: hexColor });
export type TagUpdateBody = z.infer<typeof tagUpdateBody>;

const tagIds = z
  .array(
    z
      .number({ error: C.tagIdsInvalid })
      .int({ error: C.tagIdsInvalid })
      .positive({ error: C.tagIdsInvalid }),
    { error: C.tagIdsInvalid },
  )
  .max(CONTENT_LIMITS.tagsPerItem, { error: C.tagIdsInvalid })
  .default([]);

/**
 * The tag filter of the public lists. Accepts `tags=1&tags=2`, `tags[]=1` (renamed to `tags` by
 * the route) and `tags=1,2`.
 */
export const tagFilterQuery = z.preprocess(
  (v) => {
    if (v === undefined || v === '') return undefined;
    const list = Array.isArray(v) ? v : [v];
    return list
      .flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]))
      .filter((x) => x !== '');
  },
  z
    .array(
      z.coerce
        .number({ error: C.tagIdsInvalid })
        .int({ error: C.tagIdsInvalid })
        .positive({ error: C.tagIdsInvalid }),
    )
    .max(CONTENT_LIMITS.tagsInFilter, { error: C.tagIdsInvalid })
    .optional(),
);

const searchQuery = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.search, { error: C.searchTooLong })
  .optional();
const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, { error: message }).default('');
const coverUrl = safeUrl(C.coverUrlInvalid).default('');

// ---------- articles ----------

const articleBase = {
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cover_url: z.string(),
  is_pinned: z.boolean(),
  is_free_read: z.boolean(),
  allow_comments: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
  tags: z.array(tagRefSchema),
};
export const articleListItemSchema = z.object(articleBase);
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

/** The public article: details may be cut to the reader's role (is_truncated then true). */
export const articleSchema = z.object({
  ...articleBase,
  details: z.string(),
  is_truncated: z
    .boolean()
    .describe('正文按读者角色截断为试读内容时为 true，页面据此显示开通会员的提示'),
  can_comment: z
    .boolean()
    .describe('读者的角色是否有评论权限（游客为 false），页面据此显示评论框或说明'),
  preview_chars: z.number().int().describe('试读字数上限（-1 表示全文）'),
});
export type Article = z.infer<typeof articleSchema>;

/** The back-office article: the whole body without the hidden copyright notice (kept on save). */
export const adminArticleSchema = z.object({
  ...articleBase,
  details: z.string(),
  tag_ids: z.array(z.number().int()),
  has_copyright_notice: z.boolean(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const articleListQuery = pageQuery(LIMITS.pageSize.articles).extend({
  search: searchQuery,
  tags: tagFilterQuery,
  _t: cacheBuster,
});
export type ArticleListQuery = z.infer<typeof articleListQuery>;

export const adminArticleListQuery = pageQuery(
  LIMITS.pageSize.adminArticles,
  CONTENT_LIMITS.adminMaxPageSize,
).extend({
  search: searchQuery,
  _t: cacheBuster,
});

export const articleBody = z.object({
  title: requiredText(C.articleTitleRequired)
    .refine((v) => [...v].length <= CONTENT_LIMITS.title, {
      error: C.articleTitleTooLong,
    })
    .meta({ maxLength: CONTENT_LIMITS.title }),
  description: optionalText(CONTENT_LIMITS.description, C.descriptionTooLong),
  details: requiredText(
    C.articleDetailsRequired,
    CONTENT_LIMITS.articleHtml,
    C.articleDetailsTooLong,
  ),
  cover_url: coverUrl,
  is_pinned: z.boolean().default(false),
  allow_comments: z.boolean().default(true),
  is_free_read: z.boolean().default(false),
  tag_ids: tagIds,
});
export type ArticleBody = z.infer<typeof articleBody>;
export const articleUpdateBody = articleBody.extend({
  id: z.number({ error: C.articleIdMissing }).int().positive({ error: C.articleIdMissing }),
});
export type ArticleUpdateBody = z.infer<typeof articleUpdateBody>;

// ---------- videos ----------

export const videoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cover_url: z.string(),
  channel: z.enum(VIDEO_CHANNELS),
  video_url: z.string().describe('规范化后的 iframe 嵌入代码（仅允许的播放器）'),
  is_pinned: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
  tags: z.array(tagRefSchema),
});
export type Video = z.infer<typeof videoSchema>;
export const adminVideoSchema = videoSchema.extend({ tag_ids: z.array(z.number().int()) });
export type AdminVideo = z.infer<typeof adminVideoSchema>;

const channelFilter = z.preprocess(
  (v) => (v === '' || v === 'all' ? undefined : v),
  z.enum(VIDEO_CHANNELS, { error: C.videoChannelInvalid }).optional(),
);

export const videoListQuery = pageQuery(LIMITS.pageSize.videos).extend({
  channel: channelFilter,
  search: searchQuery,
  tags: tagFilterQuery,
  _t: cacheBuster,
});
export type VideoListQuery = z.infer<typeof videoListQuery>;

export const adminVideoListQuery = pageQuery(
  LIMITS.pageSize.adminVideos,
  CONTENT_LIMITS.adminMaxPageSize,
).extend({
  channel: channelFilter,
  search: searchQuery,
  _t: cacheBuster,
});

export const videoBody = z.object({
  title: requiredText(C.videoTitleRequired)
    .refine((v) => [...v].length <= CONTENT_LIMITS.title, {
      error: C.videoTitleTooLong,
    })
    .meta({ maxLength: CONTENT_LIMITS.title }),
  description: optionalText(CONTENT_LIMITS.description, C.descriptionTooLong),
  channel: z.enum(VIDEO_CHANNELS, { error: C.videoChannelInvalid }).default('Bilibili'),
  video_url: z
    .string({ error: C.videoUrlRequired })
    .max(CONTENT_LIMITS.videoEmbed, { error: C.videoUrlTooLong })
    .superRefine((v, ctx) => {
      const r = normaliseVideoEmbed(v);
      if (!r.ok) ctx.addIssue({ code: 'custom', message: r.message });
    }),
  cover_url: coverUrl,
  is_pinned: z.boolean().default(false),
  tag_ids: tagIds,
});
export type VideoBody = z.infer<typeof videoBody>;
export const videoUpdateBody = videoBody.extend({
  id: z.number({ error: C.videoIdMissing }).int().positive({ error: C.videoIdMissing }),
});
export type VideoUpdateBody = z.infer<typeof videoUpdateBody>;
