import { Button, Space, Typography } from 'antd';

/** back-office §2.5 pager: previous, the first 5 page buttons, next, and where we are. */
export function FirstPagesPager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const buttons = Array.from({ length: Math.min(5, totalPages) }, (_, i) => i + 1);
  return (
    <Space wrap className="yx-pager" aria-label="分页">
      <Button size="small" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        上一页
      </Button>
      {buttons.map((p) => (
        <Button
          key={p}
          size="small"
          type={p === page ? 'primary' : 'default'}
          aria-current={p === page ? 'page' : undefined}
          onClick={() => onChange(p)}
        >
          {p}
        </Button>
      ))}
      <Button size="small" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        下一页
      </Button>
      <Typography.Text type="secondary">
        第 {page} / {totalPages} 页
      </Typography.Text>
    </Space>
  );
}
