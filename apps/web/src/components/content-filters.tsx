import { Input } from 'antd';
import { CONTENT_LIMITS, type TagType } from '@yuexue/contract';
import { useState, type ReactNode } from 'react';
import { TagFilter } from './tag-filter';
import './content.css';

export interface ContentFilterValue {
  search: string;
  tags: number[];
}

interface Props {
  tagType: TagType;
  value: ContentFilterValue;
  onChange: (next: ContentFilterValue) => void;
  placeholder: string;
  /** Further controls before the search box (the video channel). */
  children?: ReactNode;
}

/** Search (Enter or the Search button) and the tag filter of a content list. */
export function ContentFilters({ tagType, value, onChange, placeholder, children }: Props) {
  const [draft, setDraft] = useState(value.search);
  const [shown, setShown] = useState(value.search);
  // A search reset from outside (Clear filters) also empties the box.
  if (shown !== value.search) {
    setShown(value.search);
    setDraft(value.search);
  }
  return (
    <div className="yx-filters" role="search">
      {children}
      <Input.Search
        className="yx-filters__search"
        aria-label={placeholder}
        placeholder={placeholder}
        value={draft}
        maxLength={CONTENT_LIMITS.search}
        allowClear
        enterButton="搜索"
        onChange={(e) => setDraft(e.target.value)}
        onSearch={(text) => onChange({ ...value, search: text.trim() })}
      />
      <TagFilter
        type={tagType}
        value={value.tags}
        onChange={(tags) => onChange({ ...value, tags })}
      />
    </div>
  );
}
