import { Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import './admin-page.css';

/** A back-office screen's title (h1) with its main buttons on the right. */
export function AdminPageHead({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="yx-admin-page__head">
      <Typography.Title level={1} className="yx-admin__page-title">
        {title}
      </Typography.Title>
      {children ? <div className="yx-admin-page__actions">{children}</div> : null}
    </div>
  );
}

/** A back-office search box: the trimmed text is searched on Enter or the button. */
export function AdminSearch({
  label,
  placeholder,
  maxLength,
  onSearch,
}: {
  label: string;
  placeholder: string;
  maxLength: number;
  onSearch: (text: string) => void;
}) {
  return (
    <Input.Search
      allowClear
      enterButton="搜索"
      placeholder={placeholder}
      aria-label={label}
      maxLength={maxLength}
      onSearch={(v) => onSearch(v.trim())}
      style={{ width: 300 }}
    />
  );
}
