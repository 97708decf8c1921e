import { FilterOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, Popover, Spin } from 'antd';
import type { TagType } from '@yuexue/contract';
import { useId, useState } from 'react';
import { useTags } from '../lib/content-tags';
import './content.css';

interface Props {
  type: TagType;
  value: number[];
  onChange: (ids: number[]) => void;
}

/** The tag filter dropdown of the article zone and the video section: checkboxes and Clear all. */
export function TagFilter({ type, value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const tags = useTags(type);
  const panelId = useId();

  const panel = (
    <div id={panelId} className="yx-tag-filter" role="group" aria-label="按标签筛选">
      {tags.isPending ? (
        <Spin size="small" />
      ) : tags.isError ? (
        <p className="yx-tag-filter__note">标签加载失败</p>
      ) : tags.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无标签" />
      ) : (
        <Checkbox.Group
          className="yx-tag-filter__list"
          value={value}
          onChange={(ids) => onChange(ids)}
          options={tags.data.map((t) => ({
            value: t.id,
            label: (
              <span className="yx-tag-filter__label">
                <span className="yx-tag-dot" style={{ background: t.color }} aria-hidden="true" />
                {t.name}
              </span>
            ),
          }))}
        />
      )}
      <div className="yx-tag-filter__foot">
        <Button type="link" size="small" disabled={value.length === 0} onClick={() => onChange([])}>
          清除全部
        </Button>
        <Button type="primary" size="small" onClick={() => setOpen(false)}>
          完成
        </Button>
      </div>
    </div>
  );

  return (
    <Popover
      content={panel}
      trigger="click"
      placement="bottomLeft"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
    >
      <Button
        icon={<FilterOutlined aria-hidden="true" />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        type={value.length ? 'primary' : 'default'}
        ghost={value.length > 0}
      >
        {value.length ? `标签（${value.length}）` : '标签筛选'}
      </Button>
    </Popover>
  );
}
