import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { routeAfterSampleValidation, type OrderAction, type SampleRoutingOrder } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../i18n/i18n';
import { graphql } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { notifyError } from '../../../lib/notify';
import { useOrderList, type OrderRow } from '../api/list-orders';
import { DownloadProgressBar, DownloadsMenu } from '../components/downloads-menu';
import { OrderActionsBar } from '../components/order-actions-bar';
import { OrderFilters } from '../components/order-filters';
import { OrderGrid } from '../components/order-grid';
import { OrderListFooter } from '../components/order-list-footer';
import { useOrderDownloads } from '../hooks/use-order-downloads';
import {
  DEFAULT_ORDER_FILTER,
  EMPTY_ORDER_FILTER_FORM,
  filterFromForm,
  type OrderFilterField,
  type OrderFilterForm,
} from '../model/order-filter-form';

/** Where each bottom-bar action goes (assemble load: the loads area reads the selection from the state). */
const ACTION_PATHS: Record<Exclude<OrderAction, 'exportPoReport' | 'reconcile'>, string> = {
  boxTag: '/box-tag',
  priceTag: '/price-tag',
  assembleLoad: '/load',
  importChart: '/import-chart',
};

/**
 * Before /reconcile (spec 001 §4): the order's sample validation and, in the same request, what the
 * routing after it reads of the order (subcontractor use, sustainability, producer declaration).
 */
const SAMPLE_VALIDATION_QUERY = /* GraphQL */ `
  query validarAmostraParaConciliar($idPedido: Int!, $id: ID!) {
    validarAmostraPedidoParaConciliacao(idPedido: $idPedido) {
      success
      messageError
    }
    pedidoPorId(idPedido: $id) {
      utilizaSubContratado
      sustentabilidade
      naturezaPedido
      fornecedor {
        exigirDeclProdutor
      }
      empresa {
        exigirDeclProdutor
        exigirCertSustentabilidade
      }
    }
  }
`;

interface SampleValidationAnswer {
  validarAmostraPedidoParaConciliacao: { success: boolean; messageError: string | null };
  pedidoPorId: SampleRoutingOrder | null;
}

/** validarAmostraPedidoParaConciliacao: refused (with the server's text), the order gone, or where to go next. */
async function validateSampleForReconcile(
  idPedido: number,
): Promise<{ kind: 'refused'; message: string | null } | { kind: 'missing' } | { kind: 'go'; route: string }> {
  const data = await graphql<SampleValidationAnswer>(
    SAMPLE_VALIDATION_QUERY,
    { idPedido, id: String(idPedido) },
    { service: 'conciliation' },
  );
  const validation = data.validarAmostraPedidoParaConciliacao;
  if (!validation.success) return { kind: 'refused', message: validation.messageError };
  if (!data.pedidoPorId) return { kind: 'missing' };
  return { kind: 'go', route: routeAfterSampleValidation(data.pedidoPorId) };
}

interface OrderInquiryProps {
  permissions: readonly string[];
}

/** The order inquiry of /main (spec 000 §2): filters, grid, downloads and the bottom bar. */
export function OrderInquiry({ permissions }: OrderInquiryProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = {
    provider: permissions.includes('filter-provider'),
    company: permissions.includes('filter-company'),
  };
  const [form, setForm] = useState<OrderFilterForm>(EMPTY_ORDER_FILTER_FORM);
  const [errors, setErrors] = useState<Partial<Record<OrderFilterField, 'invalid' | 'dateRange'>>>({});
  const [filter, setFilter] = useState(DEFAULT_ORDER_FILTER);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<OrderAction | null>(null);
  const list = useOrderList(filter);
  const pages = list.data?.pages ?? [];
  const orders = pages.flat();
  const selectedOrders = orders.filter((o) => selected.has(o.id));
  // the applied filter, not the grid's debounced one: a download right after Enter uses what was asked for
  const downloads = useOrderDownloads({ filter, pages, hasNextPage: list.hasNextPage });

  const apply = (next: typeof filter) => {
    setSelected(new Set());
    if (JSON.stringify(next) === JSON.stringify(filter)) void list.refetch();
    else setFilter(next);
  };

  const search = () => {
    const result = filterFromForm(form, allowed);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    apply(result.filter);
  };

  const clear = () => {
    setForm(EMPTY_ORDER_FILTER_FORM);
    setErrors({});
    apply(DEFAULT_ORDER_FILTER);
  };

  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const openOrder = (order: OrderRow) => {
    setSelected(new Set([order.id]));
    void navigate(`/order-options?id=${order.id}`, { state: { idPedido: order.id } });
  };

  const openConciliation = (order: OrderRow) =>
    void navigate(`/conciliation-status?id=${order.id}`, { state: { idPedido: order.id, order } });

  const exportPoReport = async (order: OrderRow) => {
    setBusy('exportPoReport');
    try {
      await downloadFile({
        path: `/report/relatorio/Reports/${order.empresa.codigo}_pedido.pdf`,
        service: 'reports',
        query: { idPedido: order.id, userLocale: currentLanguage() },
        fileName: `pedido-${order.id}.pdf`,
      });
    } catch {
      // the client showed the error
    } finally {
      setBusy(null);
    }
  };

  // a failed validation keeps the user on /main with the server's text (in the request's language)
  const reconcile = async (order: OrderRow) => {
    setBusy('reconcile');
    try {
      const result = await validateSampleForReconcile(order.id);
      if (result.kind === 'refused') notifyError(result.message || t('reconcileError', { ns: 'errors' }));
      else if (result.kind === 'missing') notifyError(t('notFound', { ns: 'errors' }));
      else void navigate(`${result.route}?id=${order.id}`, { state: { idPedido: order.id } });
    } catch {
      // the client showed the error
    } finally {
      setBusy(null);
    }
  };

  const act = (action: OrderAction) => {
    const [first] = selectedOrders;
    if (!first || busy) return;
    if (action === 'exportPoReport') {
      void exportPoReport(first);
      return;
    }
    if (action === 'reconcile') {
      void reconcile(first);
      return;
    }
    void navigate(ACTION_PATHS[action], {
      state: { idPedido: first.id, idPedidos: selectedOrders.map((o) => o.id), pedidos: selectedOrders },
    });
  };

  const firstLoad = list.isPending || (list.isFetching && !list.isFetchingNextPage && orders.length === 0);

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="orders-title">
        <Title order={2} size="h4" id="orders-title" mb="sm">
          {t('orders.inquiry.title')}
        </Title>
        <OrderFilters
          form={form}
          errors={errors}
          onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
          onSearch={search}
          onClear={clear}
          canFilterProvider={allowed.provider}
          canFilterCompany={allowed.company}
          searching={list.isFetching && !list.isFetchingNextPage}
        />
      </Card>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="orders-grid-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h5" id="orders-grid-title">
            {t('orders.inquiry.results')}
          </Title>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {t('orders.inquiry.counts', { count: orders.length, selected: selectedOrders.length })}
            </Text>
            <DownloadsMenu
              state={downloads.state}
              hasRows={orders.length > 0}
              onCsv={() => void downloads.csv()}
              onReport={() => void downloads.report()}
              onPdf={() => void downloads.pdf()}
              onAll={() => void downloads.all()}
            />
          </Group>
        </Group>
        <DownloadProgressBar state={downloads.state} onCancel={downloads.cancel} />
        <OrderGrid
          orders={orders}
          selected={selected}
          onToggle={toggle}
          onToggleAll={(checked) => setSelected(checked ? new Set(orders.map((o) => o.id)) : new Set())}
          onOpenOrder={openOrder}
          onOpenConciliation={openConciliation}
          canOpenLoad={permissions.includes('load-details')}
        />
        <OrderListFooter
          loading={firstLoad}
          loadingMore={list.isFetchingNextPage}
          error={list.isError}
          empty={orders.length === 0}
          hasMore={list.hasNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </Card>
      <OrderActionsBar selected={selectedOrders} permissions={permissions} onAction={act} busy={busy} />
    </Stack>
  );
}
