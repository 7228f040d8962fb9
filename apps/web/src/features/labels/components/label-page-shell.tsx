import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../../lib/api-client';
import type { LabelOrder } from '../api/label-order';
import { LabelOrderHead } from './label-order-head';

function Header({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start">
      <Title order={1}>{title}</Title>
      <Button component={Link} to="/main" variant="default" data-testid="label-back">
        {t('labels.back')}
      </Button>
    </Group>
  );
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
  idPedido: number | null;
  order: UseQueryResult<LabelOrder>;
  items: UseQueryResult<T[]>;
  children: (order: LabelOrder, items: T[]) => ReactNode;
}

/**
 * What both label pages share: the title with the back button, the states before there is anything to label
 * (no order given, loading, not found, load errors, no items) and the order's head.
 */
export function LabelPageShell<T>({ title, titleOrder, idPedido, order, items, children }: LabelPageShellProps<T>) {
  const { t } = useTranslation();

  if (idPedido === null) {
    return (
      <Stack gap="lg">
        <Header title={title} />
        <Card withBorder radius="md" padding="lg" maw={640} data-testid="label-no-order">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('labels.noOrder.title')}
            </Title>
            <Text>{t('labels.noOrder.text')}</Text>
            <Group>
              <Button component={Link} to="/main">
                {t('labels.noOrder.toMain')}
              </Button>
            </Group>
          </Stack>
        </Card>
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
          <Alert color="gray" variant="light" title={t('labels.noItems.title')} maw={720}>
            {t('labels.noItems.text')}
          </Alert>
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
