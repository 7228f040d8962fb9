import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, type EmptyStateAction } from './empty-state';
import { ErrorAlert, QueryState, type QueryLike } from './query-state';

export interface DetailsQueryStateProps<T> {
  /** the page's query of its row */
  query: QueryLike<T> & { refetch: () => Promise<unknown> };
  /** the page's heading over the not-found and failed states */
  header: ReactNode;
  /** the page's catalogue prefix: `<texts>.loading`, `.notFound` (its title), `.error` and `.retry` */
  texts: string;
  /** the row is not there (or not the user's): the way back to its list, and what more the page says */
  back: EmptyStateAction;
  notFoundText?: string;
  /** the page once the row is there */
  children: (data: T) => ReactNode;
}

/**
 * A details page's one row (/provider-details, /subcontractor-details, /order-sample-details) through QueryState:
 * loading, then under the page's heading either "not found" with the way back or the failure with a retry, then
 * the page.
 */
export function DetailsQueryState<T>({
  query,
  header,
  texts,
  back,
  notFoundText,
  children,
}: DetailsQueryStateProps<T>) {
  const { t } = useTranslation();
  const text = (key: string) => t(`${texts}.${key}`);
  return (
    <QueryState
      query={query}
      loading={text('loading')}
      notFound={
        <Stack gap="lg">
          {header}
          <EmptyState role="alert" icon="search" title={text('notFound')} text={notFoundText} action={back} />
        </Stack>
      }
      failed={
        <Stack gap="lg">
          {header}
          <ErrorAlert
            title={text('error')}
            error={query.error}
            retryLabel={text('retry')}
            onRetry={() => void query.refetch()}
          />
        </Stack>
      }
    >
      {children}
    </QueryState>
  );
}
