import { DeleteOutlined, MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { COMMENT_LIMITS, isSafeUrl } from '@yuexue/contract';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDateTime } from '../../../lib/dates';
import type { CommentNode } from '../lib/comment-tree';
import { CommentForm } from './comment-form';
import { commentAnchor } from '../lib/comment-anchor';

/** What every comment in the thread shares with the section around it. */
export interface ThreadActions {
  articleId: number;
  /** False when the article has comments turned off. */
  allowReplies: boolean;
  /** The one comment whose reply box is open. */
  replyTo: number | null;
  onReply: (comment: CommentNode) => void;
  onCloseReply: () => void;
  onPosted: (comment: CommentNode) => void;
  canDelete: (comment: CommentNode) => boolean;
  onDelete: (comment: CommentNode) => void;
  onPreview: (url: string) => void;
}

/** One comment, its actions, its reply box when open, and its replies nested below (three levels). */
export function CommentItem({
  comment: c,
  actions: a,
}: {
  comment: CommentNode;
  actions: ThreadActions;
}) {
  const image = c.image_url && isSafeUrl(c.image_url) ? c.image_url : null;
  const canReply = a.allowReplies && c.depth < COMMENT_LIMITS.maxDepth;
  const replying = a.replyTo === c.id;
  return (
    <li
      className={`yx-comment yx-comment--level${c.depth}`}
      id={commentAnchor(c.id)}
      data-comment-id={c.id}
    >
      <UserAvatar username={c.username} avatarUrl={c.avatar_url} size={c.depth === 1 ? 40 : 32} />
      <div className="yx-comment__main">
        <div className="yx-comment__head">
          <span className="yx-comment__name">{c.username}</span>
          <time className="yx-comment__time" dateTime={c.created_at}>
            {formatDateTime(c.created_at)}
          </time>
        </div>
        {/* Plain text as typed: React escapes it and the line breaks are kept by CSS. */}
        <p className="yx-comment__content">{c.content}</p>
        {image && (
          <button
            type="button"
            className="yx-comment__image"
            onClick={() => a.onPreview(image)}
            aria-label="查看评论图片大图"
          >
            <img src={image} alt="评论图片" loading="lazy" />
          </button>
        )}
        {(canReply || a.canDelete(c)) && (
          <div className="yx-comment__actions">
            {canReply && (
              <Button
                type="text"
                size="small"
                icon={<MessageOutlined aria-hidden="true" />}
                aria-expanded={replying}
                onClick={() => (replying ? a.onCloseReply() : a.onReply(c))}
              >
                回复
              </Button>
            )}
            {a.canDelete(c) && (
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden="true" />}
                onClick={() => a.onDelete(c)}
              >
                删除
              </Button>
            )}
          </div>
        )}
        {replying && (
          <CommentForm
            articleId={a.articleId}
            parent={c}
            onPosted={a.onPosted}
            onCancel={a.onCloseReply}
          />
        )}
        {c.replies.length > 0 && (
          <ol className="yx-comment__replies" aria-label={`${c.username} 的评论的回复`}>
            {c.replies.map((r) => (
              <CommentItem key={r.id} comment={r} actions={a} />
            ))}
          </ol>
        )}
      </div>
    </li>
  );
}
