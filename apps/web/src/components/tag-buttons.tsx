import { SettingOutlined, TagsOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { MSG, type TagType } from '@yuexue/contract';
import { TagAddModal } from './tag-add-modal';
import { TagManageModal } from './tag-manage-modal';

/** The tag actions of the article and video pages: the spec's add-tag dialog, and tag management. */
export function TagButtons({ type }: { type: TagType }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState<'add' | 'manage'>();
  const close = () => setOpen(undefined);
  return (
    <>
      <Button icon={<TagsOutlined />} onClick={() => setOpen('add')}>
        添加标签
      </Button>
      <Button icon={<SettingOutlined />} onClick={() => setOpen('manage')}>
        管理标签
      </Button>
      {open === 'add' ? (
        <TagAddModal
          type={type}
          onClose={close}
          onAdded={() => void message.success(MSG.backOffice.tagAdded)}
        />
      ) : null}
      {open === 'manage' ? <TagManageModal type={type} onClose={close} /> : null}
    </>
  );
}
