import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListFooterProps {
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
}

/** Under the table: loading, failure with a retry, no data, the load-more button or the end of results. */
export function ListFooter(props: ListFooterProps) {
  const { t } = useTranslation();
  let content;
  if (props.loading) {
    content = (
      <Group gap="xs">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('conciliationList.list.loading')}</Text>
      </Group>
    );
  } else if (props.error || props.moreError) {
    content = (
      <Group gap="sm">
        <Text c="red.8">{t('conciliationList.list.error')}</Text>
        <Button variant="default" size="xs" onClick={props.error ? props.onRetry : props.onLoadMore}>
          {t('conciliationList.list.retry')}
        </Button>
      </Group>
    );
  } else if (props.empty) {
    content = <Text>{t('conciliationList.list.empty')}</Text>;
  } else if (props.hasMore) {
    content = (
      <Button variant="default" onClick={props.onLoadMore} loading={props.loadingMore}>
        {t('conciliationList.list.loadMore')}
      </Button>
    );
  } else {
    content = <Text c="dimmed">{t('conciliationList.list.end')}</Text>;
  }
  return (
    <Center py="sm" role="status" aria-live="polite">
      {content}
    </Center>
  );
}
