import { Button, Center, Group, Loader, Text } from '@mantine/core';

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

/** Under a paged list: loading, failure with a retry, no data, the load-more button or the end of results. */
export function ListFooter({ texts, ...props }: ListFooterProps) {
  let content;
  if (props.loading) {
    content = (
      <Group gap="xs">
        <Loader size="sm" aria-hidden="true" />
        <Text>{texts.loading}</Text>
      </Group>
    );
  } else if (props.error || props.moreError) {
    content = (
      <Group gap="sm">
        <Text c="red.8">{texts.error}</Text>
        <Button variant="default" size="xs" onClick={props.error ? props.onRetry : props.onLoadMore}>
          {texts.retry}
        </Button>
      </Group>
    );
  } else if (props.empty) {
    content = <Text>{texts.empty}</Text>;
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
