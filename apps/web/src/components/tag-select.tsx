import { Select, Tag as AntTag } from 'antd';
import { CONTENT_LIMITS, type TagType } from '@yuexue/contract';
import { useAdminTags } from '../lib/admin-tags';

/** The tags of an article or video form: several of the type's tags, each shown in its colour. */
export function TagSelect({
  type,
  value,
  onChange,
  id,
}: {
  type: TagType;
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
}) {
  const tags = useAdminTags(type);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      placeholder="选择标签"
      loading={tags.isLoading}
      value={value}
      onChange={onChange}
      maxCount={CONTENT_LIMITS.tagsPerItem}
      optionFilterProp="label"
      options={(tags.data ?? []).map((t) => ({ value: t.id, label: t.name, color: t.color }))}
      tagRender={({ label, value: v, closable, onClose }) => {
        const color = tags.data?.find((t) => t.id === v)?.color;
        return (
          <AntTag
            color={color}
            closable={closable}
            onClose={onClose}
            style={{ marginInlineEnd: 4 }}
          >
            {label}
          </AntTag>
        );
      }}
    />
  );
}
