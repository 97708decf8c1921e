import type { Db } from '../../db/client.js';
import { sanitizeArticleHtml } from '../../lib/sanitize-html.js';
import { ensureTags } from '../tags/seed.js';
import { createArticleRepo } from './repo.js';
import { SEED_ARTICLE_TAGS, SEED_ARTICLES } from './seed-articles.js';

/** The sample articles, only into an empty articles table (an admin's deletions stay deleted once there is content). */
export async function seedArticles(db: Db): Promise<number> {
  const repo = createArticleRepo(db);
  if ((await repo.count()) > 0) return 0;
  const tagIds = await ensureTags(db, 'article', SEED_ARTICLE_TAGS);
  // Oldest first, so the first article of the list is also the newest.
  for (const a of [...SEED_ARTICLES].reverse()) {
    await repo.insert(
      {
        title: a.title,
        description: a.description,
        details: sanitizeArticleHtml(a.details),
        isPinned: a.isPinned ?? false,
        isFreeRead: a.isFreeRead ?? false,
        allowComments: true,
      },
      a.tags.map((name) => tagIds.get(name)!),
    );
  }
  return SEED_ARTICLES.length;
}
