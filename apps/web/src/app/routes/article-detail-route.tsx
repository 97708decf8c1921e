import { useLocation } from 'react-router';
import { antdLazy } from '../../components/antd-scope';
import { Reserve, WhenNear } from '../../components/when-near';
import { ArticlePage } from '../../features/articles/pages/article-page';
import { pointsAtComment } from '../../features/comments/lib/comment-anchor';

// Under the article, drawn with antd: loads when the reader scrolls near it.
const CommentSection = antdLazy(() =>
  import('../../features/comments/components/comment-section').then((m) => m.CommentSection),
);

/**
 * /article/{id}: the article, and its comment section once the article is known; an address that
 * points at a comment (#comment-{id}, from the latest comments) loads the section at once.
 */
export function ArticleDetailRoute() {
  const { hash } = useLocation();
  const eager = pointsAtComment(hash);
  return (
    <ArticlePage
      comments={(a) => {
        const section = (
          <CommentSection
            articleId={a.id}
            allowComments={a.allow_comments}
            canComment={a.can_comment}
            fallback={<Reserve minHeight={240} />}
          />
        );
        return eager ? section : <WhenNear minHeight={240}>{section}</WhenNear>;
      }}
    />
  );
}
