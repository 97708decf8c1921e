import { Button } from 'antd';
import { MSG } from '@yuexue/contract';
import './content.css';

interface Props {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** How many items are shown; the all-loaded note appears only under a non-empty list. */
  shown: number;
  label?: string;
  /** The note once everything is loaded; null for none. */
  doneNote?: string | null;
}

/** public-site §4 List paging: See more appends the next page, or a note says all is loaded. */
export function LoadMore({
  hasMore,
  loading,
  onMore,
  shown,
  label = '查看更多',
  doneNote = MSG.content.allLoaded,
}: Props) {
  if (hasMore)
    return (
      <div className="yx-load-more">
        <Button onClick={onMore} loading={loading}>
          {label}
        </Button>
      </div>
    );
  if (shown === 0 || !doneNote) return null;
  return <p className="yx-load-more yx-load-more__done">{doneNote}</p>;
}
