import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** Tags of articles or videos (type), unique per type regardless of case. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#2E5366'),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_type_name_idx').on(t.type, sql`lower(${t.name})`)],
);

/** details holds sanitised HTML only (lib/sanitize-html.ts), plus our hidden copyright notice. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    details: text('details').notNull(),
    coverUrl: text('cover_url').notNull().default(''),
    isPinned: boolean('is_pinned').notNull().default(false),
    allowComments: boolean('allow_comments').notNull().default(true),
    isFreeRead: boolean('is_free_read').notNull().default(false),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_order_idx').on(t.isPinned, t.createdAt)],
);

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.tagId] }),
    index('article_tags_tag_idx').on(t.tagId),
  ],
);

/** video_url holds the normalised iframe of an allowlisted player (contract normaliseVideoEmbed). */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    channel: text('channel').notNull().default('Bilibili'),
    videoUrl: text('video_url').notNull(),
    coverUrl: text('cover_url').notNull().default(''),
    isPinned: boolean('is_pinned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_order_idx').on(t.isPinned, t.createdAt)],
);

export const videoTags = pgTable(
  'video_tags',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.tagId] }), index('video_tags_tag_idx').on(t.tagId)],
);

/**
 * Comments: depth 1 is top level, replies go to depth 3. root_id (the top-level comment) lets one
 * query fetch a whole thread; deleting a comment deletes its replies through the foreign keys.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    rootId: integer('root_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull().default(1),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_article_top_idx').on(t.articleId, t.depth, t.createdAt),
    index('comments_root_idx').on(t.rootId),
    index('comments_parent_idx').on(t.parentId),
    index('comments_created_idx').on(t.createdAt),
  ],
);
