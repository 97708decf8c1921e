import './content.css';

const LABEL = { pinned: '置顶', free: '免费阅读' } as const;

/** 置顶 / 免费阅读: our own colours, readable at 12 px (antd's green preset tag is below 4.5:1). */
export function ContentBadge({ kind }: { kind: keyof typeof LABEL }) {
  return <span className={`yx-badge yx-badge--${kind}`}>{LABEL[kind]}</span>;
}
