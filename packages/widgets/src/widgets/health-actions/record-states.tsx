import type { ReactNode } from 'react';
import { LoadFailure } from '../shared/load-failure';
import { errorMessage } from '../shared/error-message';

interface RecordQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch(): unknown;
}

const ROWS = [0, 1, 2];

/** The loading skeleton of a list, or of a form while its code loads (`label` names what is loading). */
export function RecordSkeleton({ label }: { label: string }) {
  return (
    <div className="hd-health-actions__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={label}>
      {ROWS.map((i) => (
        <span key={i} className="hd-health-actions__skeleton-row" />
      ))}
    </div>
  );
}

/**
 * One list of the widget in its three states before content: a loading skeleton, the load failure
 * (the sdk's 'Failed to …' with Try again) and, when the list is empty, the empty text.
 */
export function RecordList<T>({
  query,
  loading,
  retry,
  empty,
  isEmpty,
  children,
}: {
  query: RecordQuery<T>;
  loading: string;
  retry: string;
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && query.data === undefined) {
    return <LoadFailure block="hd-health-actions" query={query} message={errorMessage(query.error)} retryLabel={retry} />;
  }
  if (query.data === undefined) return <RecordSkeleton label={loading} />;
  if (isEmpty(query.data)) {
    return (
      <p className="hd-health-actions__empty" part="empty">
        {empty}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
