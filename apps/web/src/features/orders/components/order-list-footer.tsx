import { Button, Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingLine } from '../../../components/ui/query-state';

interface OrderListFooterProps {
  loading: boolean;
  loadingMore: boolean;
  error: boolean;
  empty: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
}

/** Under the grid: loading, no data, end of results, or the load-more button (spec 000 §2). */
export function OrderListFooter(props: OrderListFooterProps) {
  const { t } = useTranslation();
  let content;
  if (props.loading) {
    content = <LoadingLine text={t('orders.inquiry.list.loading')} announce={false} />;
  } else if (props.error && props.empty) {
    content = <Text c="red.8">{t('orders.inquiry.list.error')}</Text>;
  } else if (props.empty) {
    content = <Text>{t('orders.inquiry.list.noData')}</Text>;
  } else if (props.hasMore) {
    content = (
      <Button variant="default" onClick={props.onLoadMore} loading={props.loadingMore}>
        {t('orders.inquiry.list.loadMore')}
      </Button>
    );
  } else {
    content = <Text c="dimmed">{t('orders.inquiry.list.end')}</Text>;
  }
  return (
    <Center py="sm" role="status" aria-live="polite">
      {content}
    </Center>
  );
}
