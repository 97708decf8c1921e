import type { ArticleListItem } from '@yuexue/contract';
import { ContentBadge } from '../../../components/content-badge';

export function ArticleBadges({
  article,
}: {
  article: Pick<ArticleListItem, 'is_pinned' | 'is_free_read'>;
}) {
  return (
    <>
      {article.is_pinned && <ContentBadge kind="pinned" />}
      {article.is_free_read && <ContentBadge kind="free" />}
    </>
  );
}
