import { Button, Center, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { EmptyState } from './empty-state';
import { LoadingLine, RetryLine } from './query-state';

export interface ListFooterTexts {
  loading: string;
  error: string;
  retry: string;
  empty: string;
  loadMore: string;
  end: string;
}

export interface ListFooterProps {
  loading: boolean;
  loadingMore: boolean;
  /** the first page failed (nothing to show) */
  error: boolean;
  /** the next page failed (the rows stay) */
  moreError: boolean;
  empty: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** the list's own words, already translated */
  texts: ListFooterTexts;
}

/** The part of TanStack's infinite query a paged list's footer reads. */
export interface PagedQuery {
  isError: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** The footer's state of a paged list: `rows` loaded so far, `loading` while the first page (or a new filter) loads. */
export function pagedListFooter(list: PagedQuery, rows: number, loading: boolean): Omit<ListFooterProps, 'texts'> {
  return {
    loading,
    loadingMore: list.isFetchingNextPage,
    error: list.isError && rows === 0,
    moreError: list.isFetchNextPageError,
    empty: rows === 0,
    hasMore: list.hasNextPage,
    onLoadMore: () => void list.fetchNextPage(),
    onRetry: () => void list.refetch(),
  };
}

/** The footer's words of a list whose catalogue holds `<prefix>.loading`, `.error`, `.retry`, `.empty`, `.loadMore`, `.end`. */
export function listFooterTexts(t: TFunction, prefix: string): ListFooterTexts {
  return {
    loading: t(`${prefix}.loading`),
    error: t(`${prefix}.error`),
    retry: t(`${prefix}.retry`),
    empty: t(`${prefix}.empty`),
    loadMore: t(`${prefix}.loadMore`),
    end: t(`${prefix}.end`),
  };
}

/** Under a paged list: loading, failure with a retry, no data, the load-more button or the end of results. */
export function ListFooter({ texts, ...props }: ListFooterProps) {
  let content;
  if (props.loading) {
    content = <LoadingLine text={texts.loading} announce={false} />;
  } else if (props.error || props.moreError) {
    content = (
      <RetryLine text={texts.error} retryLabel={texts.retry} onRetry={props.error ? props.onRetry : props.onLoadMore} />
    );
  } else if (props.empty) {
    content = <EmptyState compact icon="search" title={texts.empty} />;
  } else if (props.hasMore) {
    content = (
      <Button variant="default" onClick={props.onLoadMore} loading={props.loadingMore}>
        {texts.loadMore}
      </Button>
    );
  } else {
    content = <Text c="dimmed">{texts.end}</Text>;
  }
  return (
    <Center py="sm" role="status" aria-live="polite">
      {content}
    </Center>
  );
}
