import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateAction } from './empty-state';
import { ErrorAlert, QueryState, type QueryLike } from './query-state';

export interface DetailsQueryStateProps<T> {
  /** the page's query of its row */
  query: QueryLike<T> & { refetch: () => Promise<unknown> };
  /** the page's heading over the not-found and failed states */
  header: ReactNode;
  loading: string;
  /** the row is not there (or not the user's): what the page says, and the way back to its list */
  notFound: { title: string; text?: string; action: EmptyStateAction };
  /** the failed load's title and its retry */
  error: string;
  retry: string;
  /** the page once the row is there */
  children: (data: T) => ReactNode;
}

/**
 * A details page's one row (/provider-details, /subcontractor-details, /order-sample-details) through QueryState:
 * loading, then under the page's heading either "not found" with the way back or the failure with a retry, then
 * the page.
 */
export function DetailsQueryState<T>({ query, header, notFound, children, ...texts }: DetailsQueryStateProps<T>) {
  return (
    <QueryState
      query={query}
      loading={texts.loading}
      notFound={
        <Stack gap="lg">
          {header}
          <EmptyState role="alert" icon="search" {...notFound} />
        </Stack>
      }
      failed={
        <Stack gap="lg">
          {header}
          <ErrorAlert
            title={texts.error}
            error={query.error}
            retryLabel={texts.retry}
            onRetry={() => void query.refetch()}
          />
        </Stack>
      }
    >
      {children}
    </QueryState>
  );
}
