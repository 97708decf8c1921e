import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { pageSlots } from '../lib/page-numbers';

/** back-office §2.10 pager: shown only past one page; arrows, numbers and ellipses. */
export function NumberedPager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const slots = pageSlots(page, totalPages);
  if (slots.length === 0) return null;
  return (
    <nav className="yx-numbered-pager" aria-label="分页">
      <Button
        size="small"
        icon={<LeftOutlined />}
        aria-label="上一页"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      />
      {slots.map((s) =>
        typeof s === 'number' ? (
          <Button
            key={s}
            size="small"
            type={s === page ? 'primary' : 'default'}
            aria-current={s === page ? 'page' : undefined}
            aria-label={`第 ${s} 页`}
            onClick={() => onChange(s)}
          >
            {s}
          </Button>
        ) : (
          <span key={s} className="yx-numbered-pager__gap" aria-hidden="true">
            …
          </span>
        ),
      )}
      <Button
        size="small"
        icon={<RightOutlined />}
        aria-label="下一页"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      />
    </nav>
  );
}
