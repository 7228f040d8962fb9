import type { ReactNode } from 'react';
import { ErrorAlert, QueryState, type QueryLike } from './query-state';
import { SectionCard } from './section-card';

/** What a query card says: its title, while loading, when the read failed, and on its retry button. */
export interface QueryCardTexts {
  title: ReactNode;
  loading: string;
  error: string;
  retry: string;
}

export interface QueryCardProps<T> {
  query: QueryLike<T> & { refetch: () => Promise<unknown> };
  texts: QueryCardTexts;
  /** what the card shows once there is data */
  children: (data: T) => ReactNode;
  'data-testid'?: string;
}

/** A titled card over one query: loading, failed with a retry that asks again, then its content. */
export function QueryCard<T>({ query, texts, children, ...rest }: QueryCardProps<T>) {
  return (
    <SectionCard title={texts.title} data-testid={rest['data-testid']}>
      <QueryState
        query={query}
        loading={texts.loading}
        failed={
          <ErrorAlert
            title={texts.error}
            error={query.error}
            retryLabel={texts.retry}
            onRetry={() => void query.refetch()}
          />
        }
      >
        {children}
      </QueryState>
    </SectionCard>
  );
}
