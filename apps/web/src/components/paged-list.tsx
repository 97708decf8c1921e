import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';
import { LoadMore } from './load-more';
import { RetryAlert } from './retry-alert';

/** What PagedList reads from usePagedQuery. */
export interface PagedListState<T> {
  items: T[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface Props<T> {
  list: PagedListState<T>;
  /** The default message of a failed load (public-site §8 Lists and comments). */
  failMessage: string;
  skeleton: ReactNode;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
  moreLabel?: string;
  doneNote?: string | null;
}

/** A paged list in each of its states: loading, failed (with retry), empty, the items with See more. */
export function PagedList<T>({
  list,
  failMessage,
  skeleton,
  empty,
  children,
  moreLabel,
  doneNote,
}: Props<T>) {
  if (list.isPending) return skeleton;
  if (list.isError && list.items.length === 0)
    return (
      <RetryAlert
        message={errorMessage(list.error, failMessage)}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.items.length === 0) return empty;
  return (
    <>
      {children(list.items)}
      {list.isFetchNextPageError && (
        <RetryAlert
          className="yx-paged-list__error"
          message={errorMessage(list.error, failMessage)}
        />
      )}
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
        shown={list.items.length}
        label={moreLabel}
        doneNote={doneNote}
      />
    </>
  );
}

/** No items: the list's empty text, and a way out when filters are what emptied it. */
export function FilteredEmpty({
  text,
  filtered,
  onClear,
}: {
  text: string;
  filtered: boolean;
  onClear: () => void;
}) {
  return (
    <Empty description={text}>{filtered && <Button onClick={onClear}>清除筛选条件</Button>}</Empty>
  );
}
