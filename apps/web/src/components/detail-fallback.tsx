import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '../lib/api-client';
import { MissingContent } from './missing-content';
import { RetryAlert } from './retry-alert';

interface Props {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** Wraps the skeleton and the failure, as the page wraps its content. */
  className: string;
  skeleton: ReactNode;
  notFound: string;
  failMessage: string;
  backTo: string;
  backLabel: string;
}

/** A detail page before its item is there: loading, missing (404) or failed with retry. */
export function DetailFallback({
  query,
  className,
  skeleton,
  notFound,
  failMessage,
  backTo,
  backLabel,
}: Props) {
  if (query.isPending) return <div className={className}>{skeleton}</div>;
  if (query.error instanceof ApiError && query.error.status === 404)
    return <MissingContent title={notFound} backTo={backTo} backLabel={backLabel} />;
  return (
    <div className={className}>
      <RetryAlert
        message={errorMessage(query.error, failMessage)}
        onRetry={() => void query.refetch()}
      />
    </div>
  );
}
