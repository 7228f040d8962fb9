import { Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageId } from '../../lib/page-id';
import { usePageTitle } from '../../lib/page-title';
import { MissingIdState } from './empty-state';
import { ErrorAlert, NotFoundAlert, QueryState, type QueryLike } from './query-state';

/** What a page about one order says before it has the order to show, in the page's own catalogue. */
export interface OrderPageTexts {
  /** the heading without an order, and with one */
  title: string;
  titleOrder: (idPedido: number) => string;
  /** no order in the address: what to do, and the way back to /main */
  noId: { title: string; text: string; toMain: string };
  loading: string;
  /** the order is unknown, or not the user's to see */
  notFound: { title: string; text: (idPedido: number) => string };
  /** the order failed to load: the alert's title and its retry */
  error: string;
  retry: string;
}

/**
 * The texts of a page whose catalogue keeps them where most order pages do, under `prefix`: `.title`, `.titleOrder`
 * ({{id}}), `.noId.title`, `.noId.text`, `.noId.toMain`, `.loading`, `.notFound.title`, `.notFound.text` ({{id}}),
 * `.error.title` and `.error.retry`. A page whose words stand elsewhere overrides them.
 */
export function orderPageTexts(t: TFunction, prefix: string): OrderPageTexts {
  return {
    title: t(`${prefix}.title`),
    titleOrder: (id) => t(`${prefix}.titleOrder`, { id }),
    noId: { title: t(`${prefix}.noId.title`), text: t(`${prefix}.noId.text`), toMain: t(`${prefix}.noId.toMain`) },
    loading: t(`${prefix}.loading`),
    notFound: { title: t(`${prefix}.notFound.title`), text: (id) => t(`${prefix}.notFound.text`, { id }) },
    error: t(`${prefix}.error.title`),
    retry: t(`${prefix}.error.retry`),
  };
}

export interface OrderPageShellProps<T> {
  pageId: PageId;
  /** the page's heading (a PageHeader with its Back), with the order once there is one */
  header: (title: string, order?: T) => ReactNode;
  texts: OrderPageTexts;
  /** the page's query of its order (the order's head, or more) */
  order: QueryLike<T> & { refetch: () => Promise<unknown> };
  /** the failure's own words in the error alert (else its title and the retry only), and the alerts' width */
  explainError?: boolean;
  maw?: number;
  /** what stands instead of the order once the page knows it cannot show it (no permission…) */
  refusal?: ReactNode;
  'data-testid'?: string;
  /** the page under its heading, once the order is there */
  children: (order: T, idPedido: number) => ReactNode;
}

/**
 * The frame of every page about one order (/reconcile, /import-chart, /subcontractor-invoice, /price-tag,
 * /box-tag): the browser title, the heading, then the order named by the address (MissingIdState without one),
 * its loading, not found and failed states, and the page once it is there.
 */
export function OrderPageShell<T>(props: OrderPageShellProps<T>) {
  const { pageId, header, texts, order, maw = 640 } = props;
  const { t } = useTranslation();
  const idPedido = pageId.id;
  usePageTitle(idPedido === null ? null : t('app.titleOrder', { id: idPedido }));

  if (idPedido === null) {
    return (
      <Stack gap="lg">
        {header(texts.title)}
        <MissingIdState
          problem={pageId.problem ?? 'missing'}
          title={texts.noId.title}
          text={texts.noId.text}
          action={{ label: texts.noId.toMain, to: '/main' }}
          data-testid={props['data-testid']}
        />
      </Stack>
    );
  }

  const title = texts.titleOrder(idPedido);
  if (props.refusal || order.data === undefined) {
    return (
      <Stack gap="lg">
        {header(title)}
        {props.refusal ?? (
          <QueryState
            query={order}
            loading={texts.loading}
            notFound={<NotFoundAlert title={texts.notFound.title}>{texts.notFound.text(idPedido)}</NotFoundAlert>}
            failed={
              <ErrorAlert
                title={texts.error}
                error={props.explainError ? order.error : undefined}
                retryLabel={texts.retry}
                onRetry={() => void order.refetch()}
                maw={maw}
              />
            }
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {header(title, order.data)}
      {props.children(order.data, idPedido)}
    </Stack>
  );
}
