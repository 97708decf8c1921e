import { App, Button, Input } from 'antd';
import { COMMENT_LIMITS, LIMITS, MSG } from '@yuexue/contract';
import { useId, useState } from 'react';
import { ImageUploadField } from '../../../components/image-upload-field';
import { errorMessage } from '../../../lib/api-client';
import { usePostComment } from '../api/post-comment';
import type { CommentNode } from '../lib/comment-tree';

interface Props {
  articleId: number;
  /** Set for a reply. */
  parent?: CommentNode;
  onPosted: (comment: CommentNode) => void;
  onCancel?: () => void;
}

/** The post form (text plus an optional image), and the same form as a reply box under a comment. */
export function CommentForm({ articleId, parent, onPosted, onCancel }: Props) {
  const { message } = App.useApp();
  const post = usePostComment();
  const [content, setContent] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const isReply = parent !== undefined;

  const submit = () => {
    if (!content.trim()) {
      setProblem(MSG.comments.contentRequired);
      return;
    }
    setProblem(null);
    post.mutate(
      { article_id: articleId, content, image_url: image, parent_id: parent?.id ?? null },
      {
        onSuccess: (comment) => {
          setContent('');
          setImage(null);
          onPosted(comment);
        },
        onError: (err) =>
          void message.error(
            errorMessage(err, isReply ? MSG.comments.replyFailed : MSG.comments.submitFailed),
            LIMITS.toastMs / 1000,
          ),
      },
    );
  };

  return (
    <form
      className={isReply ? 'yx-comment-form yx-comment-form--reply' : 'yx-comment-form'}
      aria-label={isReply ? `回复 ${parent.username}` : '发表评论'}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Input.TextArea
        value={content}
        onChange={(e) => {
          setContent(e.target.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
          if (e.key === 'Escape' && onCancel) onCancel();
        }}
        autoSize={{ minRows: isReply ? 2 : 3, maxRows: 10 }}
        maxLength={COMMENT_LIMITS.content}
        showCount
        autoFocus={isReply}
        placeholder={isReply ? `回复 ${parent.username}…` : '写下你的评论…'}
        aria-label={isReply ? '回复内容' : '评论内容'}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
      />
      {problem && (
        <p id={errorId} className="yx-comment-form__error" role="alert">
          {problem}
        </p>
      )}
      <div className="yx-comment-form__foot">
        <ImageUploadField
          value={image}
          onChange={setImage}
          onBusyChange={setUploading}
          label={isReply ? '选择回复图片' : '选择评论图片'}
        />
        <div className="yx-comment-form__buttons">
          {onCancel && (
            <Button onClick={onCancel} disabled={post.isPending}>
              取消
            </Button>
          )}
          <Button type="primary" htmlType="submit" loading={post.isPending} disabled={uploading}>
            {isReply ? '回复' : '发表评论'}
          </Button>
        </div>
      </div>
    </form>
  );
}
