import { Alert, App, Empty, Skeleton } from 'antd';
import { LIMITS, MSG } from '@yuexue/contract';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PagedList } from '../../../components/paged-list';
import { errorMessage, loginPathFor } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';
import { useArticleComments, useCommentCache } from '../api/article-comments';
import { useDeleteComment } from '../api/delete-comment';
import { useScrollToComment } from '../lib/comment-anchor';
import type { CommentNode } from '../lib/comment-tree';
import { CommentForm } from './comment-form';
import { CommentItem, type ThreadActions } from './comment-item';
import { ImagePreview } from './image-preview';
import '../../../components/content.css';
import '../comments.css';

interface Props {
  articleId: number;
  allowComments: boolean;
  /** The reader's role may comment (issue 26: said up front, not after writing). */
  canComment: boolean;
}

const TOAST_SECONDS = LIMITS.toastMs / 1000;
/** Roles that membership lifts (the user center sells it). */
const UPGRADABLE = new Set(['free_member', 'guest']);

/** public-site §2 Article page, comment section: post form or its substitute, the thread, load more, image preview. */
export function CommentSection({ articleId, allowComments, canComment }: Props) {
  const { message, modal } = App.useApp();
  const titleId = useId();
  const location = useLocation();
  const loggedIn = useAuthStore((s) => s.token !== null);
  const user = useAuthStore((s) => s.user);
  const comments = useArticleComments(articleId);
  const cache = useCommentCache(articleId);
  const remove = useDeleteComment();
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [sectionEl, setSectionEl] = useState<HTMLElement | null>(null);
  useScrollToComment(comments.isSuccess, sectionEl);

  const actions = useMemo<ThreadActions>(
    () => ({
      articleId,
      allowReplies: allowComments && (!loggedIn || canComment),
      replyTo,
      onReply: (c) => {
        if (!loggedIn) {
          void message.warning(MSG.comments.loginToReply, TOAST_SECONDS);
          return;
        }
        setReplyTo(c.id);
      },
      onCloseReply: () => setReplyTo(null),
      onPosted: (c) => {
        cache.added(c);
        setReplyTo(null);
      },
      canDelete: (c: CommentNode) => user !== null && (user.is_admin || user.id === c.user_id),
      onDelete: (c) => {
        modal.confirm({
          title: MSG.comments.confirmDelete,
          okText: '删除',
          okButtonProps: { danger: true },
          cancelText: '取消',
          onOk: () =>
            remove.mutateAsync(c.id).then(
              () => {
                cache.removed(c.id);
                if (replyTo === c.id) setReplyTo(null);
                void message.success(MSG.comments.deleted, TOAST_SECONDS);
              },
              (err: unknown) =>
                void message.error(errorMessage(err, MSG.comments.deleteFailed), TOAST_SECONDS),
            ),
        });
      },
      onPreview: setPreview,
    }),
    [articleId, allowComments, canComment, replyTo, loggedIn, user, message, modal, cache, remove],
  );

  let form: ReactNode;
  if (!allowComments) form = <Alert type="info" showIcon title={MSG.comments.commentsDisabled} />;
  else if (!loggedIn)
    form = (
      <p className="yx-comments__login">
        {MSG.comments.loginToComment}：<Link to={loginPathFor(location.pathname)}>登录</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/register">注册</Link>
      </p>
    );
  else if (!canComment)
    form = (
      <p className="yx-comments__login" role="note">
        {MSG.comments.roleCannotComment}
        {user && UPGRADABLE.has(user.role_code) && (
          <>
            ：<Link to="/user-center">{MSG.comments.upgradeToComment}</Link>
          </>
        )}
      </p>
    );
  else form = <CommentForm articleId={articleId} onPosted={actions.onPosted} />;

  return (
    <section className="yx-comments yx-panel" aria-labelledby={titleId} ref={setSectionEl}>
      <h2 id={titleId} className="yx-comments__title">
        评论
        {comments.isSuccess && <span className="yx-comments__count">（{comments.total}）</span>}
      </h2>
      {form}
      <PagedList
        list={comments}
        failMessage={MSG.comments.fetchFailed}
        skeleton={<Skeleton active avatar paragraph={{ rows: 2 }} />}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.comments.noComments} />}
        moreLabel="加载更多评论"
        doneNote={null}
      >
        {(items) => (
          <ol className="yx-comments__list" aria-label="评论列表">
            {items.map((c) => (
              <CommentItem key={c.id} comment={c} actions={actions} />
            ))}
          </ol>
        )}
      </PagedList>
      <ImagePreview url={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
