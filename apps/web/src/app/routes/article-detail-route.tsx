import { antdLazy } from '../../components/antd-scope';
import { Reserve, WhenNear } from '../../components/when-near';
import { ArticlePage } from '../../features/articles/pages/article-page';

// Under the article, drawn with antd: loads when the reader scrolls near it.
const CommentSection = antdLazy(() =>
  import('../../features/comments/components/comment-section').then((m) => m.CommentSection),
);

/** /article/{id}: the article, and its comment section once the article is known. */
export function ArticleDetailRoute() {
  return (
    <ArticlePage
      comments={(a) => (
        <WhenNear minHeight={240}>
          <CommentSection
            articleId={a.id}
            allowComments={a.allow_comments}
            canComment={a.can_comment}
            fallback={<Reserve minHeight={240} />}
          />
        </WhenNear>
      )}
    />
  );
}
