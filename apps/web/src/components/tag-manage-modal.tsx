import { App, Empty, Modal, Space, Spin } from 'antd';
import { useState } from 'react';
import { MSG, type Tag, type TagType } from '@yuexue/contract';
import { useAdminTags, useDeleteTag } from '../lib/admin-tags';
import { useDeleteFeedback } from '../lib/delete-feedback';
import { failureText } from '../lib/failure-text';
import { DeleteButton, EditButton } from './admin-actions';
import { RetryAlert } from './retry-alert';
import { TagAddModal } from './tag-add-modal';
import { TagChips } from './tag-chips';

const C = MSG.content;

/**
 * Tag management (not in the spec; docs/decisions.md): the type's tags, each correctable (name,
 * colour) or deletable, so a typo is not on the public site for good.
 */
export function TagManageModal({ type, onClose }: { type: TagType; onClose: () => void }) {
  const { message } = App.useApp();
  const deleteWithFeedback = useDeleteFeedback();
  const tags = useAdminTags(type);
  const remove = useDeleteTag(type);
  const [editing, setEditing] = useState<Tag>();
  const kind = type === 'article' ? '文章' : '视频';

  const onDelete = async (tag: Tag) => {
    await deleteWithFeedback(() => remove.mutateAsync(tag.id), {
      done: MSG.backOffice.tagDeleted,
      failed: C.deleteTagFailed,
    });
  };

  return (
    <Modal open title={`管理${kind}标签`} onCancel={onClose} footer={null} width={560}>
      {tags.isLoading ? (
        <Spin aria-label="加载中" />
      ) : tags.error && !tags.data ? (
        <RetryAlert
          message={failureText(tags.error, C.fetchTagsFailed)}
          onRetry={() => void tags.refetch()}
        />
      ) : !tags.data?.length ? (
        <Empty description="还没有标签" />
      ) : (
        <ul className="yx-tag-manage" aria-label={`${kind}标签`}>
          {tags.data.map((tag) => (
            <li key={tag.id} className="yx-tag-manage__row">
              <TagChips tags={[tag]} />
              <Space size={4}>
                <EditButton link label={`编辑标签：${tag.name}`} onClick={() => setEditing(tag)} />
                <DeleteButton
                  link
                  label={`删除标签：${tag.name}`}
                  confirm={MSG.backOffice.confirmDeleteTag}
                  onConfirm={() => onDelete(tag)}
                />
              </Space>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <TagAddModal
          type={type}
          tag={editing}
          onClose={() => setEditing(undefined)}
          onAdded={() => void message.success(MSG.backOffice.tagUpdated)}
        />
      ) : null}
    </Modal>
  );
}
