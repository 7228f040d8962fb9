import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, MissingIdState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError, errorText } from '../../../lib/api-client';
import type { PageId } from '../../../lib/page-id';
import { usePageTitle } from '../../../lib/page-title';
import type { OrderHead } from '../../../lib/order-head';
import { LabelOrderHead } from './label-order-head';

function Header({ title }: { title: string }) {
  const { t } = useTranslation();
  return <PageHeader title={title} back={{ label: t('labels.back'), to: '/main' }} />;
}

function Loading({ text }: { text: string }) {
  return (
    <Group gap="xs" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden="true" />
      <Text>{text}</Text>
    </Group>
  );
}

/** A failed load: what went wrong in the user's language, and a retry. */
function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={title} maw={720}>
      <Text size="sm">{error instanceof ApiError ? errorText(error) : t('default', { ns: 'errors' })}</Text>
      <Button variant="light" color="red" size="xs" mt="sm" onClick={onRetry}>
        {t('labels.retry')}
      </Button>
    </Alert>
  );
}

interface LabelPageShellProps<T> {
  /** Title without an order, and with one ({{id}}). */
  title: string;
  titleOrder: (id: number) => string;
  pageId: PageId;
  order: UseQueryResult<OrderHead>;
  items: UseQueryResult<T[]>;
  children: (order: OrderHead, items: T[]) => ReactNode;
}

/**
 * What both label pages share: the title with the back button, the states before there is anything to label
 * (no order given, loading, not found, load errors, no items) and the order's head.
 */
export function LabelPageShell<T>({ title, titleOrder, pageId, order, items, children }: LabelPageShellProps<T>) {
  const { t } = useTranslation();
  const idPedido = pageId.id;
  usePageTitle(idPedido === null ? null : t('app.titleOrder', { id: idPedido }));

  if (idPedido === null) {
    return (
      <Stack gap="lg">
        <Header title={title} />
        <MissingIdState
          problem={pageId.problem ?? 'missing'}
          title={t('labels.noOrder.title')}
          text={t('labels.noOrder.text')}
          action={{ label: t('labels.noOrder.toMain'), to: '/main' }}
          data-testid="label-no-order"
        />
      </Stack>
    );
  }

  const heading = titleOrder(idPedido);
  if (!order.data) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <Stack gap="lg">
        <Header title={heading} />
        {notFound ? (
          <Alert color="red" variant="light" role="alert" title={t('labels.notFound.title')} maw={640}>
            {t('labels.notFound.text', { id: idPedido })}
          </Alert>
        ) : order.isError ? (
          <LoadError title={t('labels.orderError')} error={order.error} onRetry={() => void order.refetch()} />
        ) : (
          <Loading text={t('labels.loadingOrder')} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Header title={heading} />
      <LabelOrderHead order={order.data} />
      {items.data ? (
        items.data.length === 0 ? (
          <EmptyState
            icon="empty"
            title={t('labels.noItems.title')}
            text={t('labels.noItems.text')}
            action={{ label: t('labels.noOrder.toMain'), to: '/main' }}
          />
        ) : (
          children(order.data, items.data)
        )
      ) : items.isError ? (
        <LoadError title={t('labels.itemsError')} error={items.error} onRetry={() => void items.refetch()} />
      ) : (
        <Loading text={t('labels.loadingItems')} />
      )}
    </Stack>
  );
}
