import { Empty, Skeleton } from 'antd';
import { MSG } from '@yuexue/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert';
import { UserAvatar } from '../../../components/user-avatar';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { useLatestComments } from '../api/latest-comments';
import { commentAnchor } from '../lib/comment-anchor';
import '../comments.css';

/** public-site §2 Article zone, side panel: the latest comments (10); each links to its article. */
export function LatestComments() {
  const titleId = useId();
  const latest = useLatestComments();
  return (
    <aside className="yx-latest" aria-labelledby={titleId}>
      <h2 id={titleId} className="yx-latest__title">
        最新评论
      </h2>
      {latest.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : latest.isError ? (
        <RetryAlert
          small
          message={errorMessage(latest.error, MSG.comments.fetchLatestFailed)}
          onRetry={() => void latest.refetch()}
        />
      ) : latest.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.comments.noComments} />
      ) : (
        <ul className="yx-latest__list">
          {latest.data.map((c) => (
            <li key={c.id}>
              <Link
                className="yx-latest__item"
                to={`/article/${c.article_id}#${commentAnchor(c.id)}`}
              >
                <UserAvatar username={c.username} avatarUrl={c.avatar_url} size={28} />
                <span className="yx-latest__body">
                  <span className="yx-latest__head">
                    <span className="yx-latest__name">{c.username}</span>
                    <time dateTime={c.created_at}>{formatDateTime(c.created_at)}</time>
                  </span>
                  <span className="yx-latest__content">{c.content}</span>
                  <span className="yx-latest__article">评论于《{c.article_title}》</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
