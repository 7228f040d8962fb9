import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { OrderPageShell } from '../../../components/ui/order-page-shell';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert, QueryState } from '../../../components/ui/query-state';
import { usePageOrderId, type PageId } from '../../../lib/page-id';
import { useOrderHead, type OrderHead } from '../../../lib/order-head';
import type { SessionUser } from '../../../lib/session-user';
import { usePrinter, type PrinterControl } from '../printer/use-printer';
import { LabelOrderHead } from './label-order-head';

function Header({ title }: { title: string }) {
  const { t } = useTranslation();
  return <PageHeader title={title} back={{ label: t('labels.back'), to: '/main' }} />;
}

/** A failed load: what went wrong in the user's language, and a retry. */
function LoadError({ title, query }: { title: string; query: UseQueryResult<unknown> }) {
  const { t } = useTranslation();
  return (
    <ErrorAlert
      title={title}
      error={query.error}
      retryLabel={t('labels.retry')}
      onRetry={() => void query.refetch()}
      maw={720}
    />
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
 * What both label pages share: the order page's frame (title with the back button, no order given, loading, not
 * found, load errors), then the order's head and its items (or why there are none).
 */
export function LabelPageShell<T>({ title, titleOrder, pageId, order, items, children }: LabelPageShellProps<T>) {
  const { t } = useTranslation();
  return (
    <OrderPageShell
      pageId={pageId}
      header={(heading) => <Header title={heading} />}
      texts={{
        title,
        titleOrder,
        noId: { title: t('labels.noOrder.title'), text: t('labels.noOrder.text'), toMain: t('labels.noOrder.toMain') },
        loading: t('labels.loadingOrder'),
        notFound: { title: t('labels.notFound.title'), text: (id) => t('labels.notFound.text', { id }) },
        error: t('labels.orderError'),
        retry: t('labels.retry'),
      }}
      order={order}
      explainError
      maw={720}
      data-testid="label-no-order"
    >
      {(head) => (
        <>
          <LabelOrderHead order={head} />
          <QueryState
            query={items}
            loading={t('labels.loadingItems')}
            failed={<LoadError title={t('labels.itemsError')} query={items} />}
          >
            {(rows) =>
              rows.length === 0 ? (
                <EmptyState
                  icon="empty"
                  title={t('labels.noItems.title')}
                  text={t('labels.noItems.text')}
                  action={{ label: t('labels.noOrder.toMain'), to: '/main' }}
                />
              ) : (
                children(head, rows)
              )
            }
          </QueryState>
        </>
      )}
    </OrderPageShell>
  );
}

/** What a label form is given: the order, its items of the form's kind, the user's permissions, the printer. */
export interface LabelFormProps<T> {
  order: OrderHead;
  items: readonly T[];
  permissions: readonly string[];
  printer: PrinterControl;
}

interface LabelPageProps<T> {
  user: SessionUser;
  /** The kind's texts: `labels.<kind>.title` and `.titleOrder`. */
  kind: 'priceTag' | 'boxTag';
  /** The query of the order's items of this kind. */
  useItems: (idPedido: number | null) => UseQueryResult<T[]>;
  Form: ComponentType<LabelFormProps<T>>;
}

/** A label page (/price-tag, /box-tag): the page's order and its items of the kind, in the shell, then the form. */
export function LabelPage<T>({ user, kind, useItems, Form }: LabelPageProps<T>) {
  const { t } = useTranslation();
  const pageId = usePageOrderId();
  const order = useOrderHead(pageId.id);
  const items = useItems(pageId.id);
  const printer = usePrinter();
  return (
    <LabelPageShell
      title={t(`labels.${kind}.title`)}
      titleOrder={(id) => t(`labels.${kind}.titleOrder`, { id })}
      pageId={pageId}
      order={order}
      items={items}
    >
      {(head, list) => (
        <Form key={head.id} order={head} items={list} permissions={user.permissions} printer={printer} />
      )}
    </LabelPageShell>
  );
}
