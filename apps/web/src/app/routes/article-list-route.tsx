import { ArticleZone } from '../../features/articles/components/article-zone';
import { LatestComments } from '../../features/comments/components/latest-comments';

/** /article: the article zone on its own page, with the latest comments beside it. */
export function ArticleListRoute() {
  return <ArticleZone level={1} aside={<LatestComments />} />;
}
