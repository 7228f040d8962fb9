import { Group, Stack, Text } from '@mantine/core';
import type { OrderAction, OrderFilter } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { currentLanguage } from '../../../i18n/i18n';
import { TitledCard } from '../../../components/ui/titled-card';
import { downloadFile } from '../../../lib/download';
import { readEntryMemory, writeEntryMemory } from '../../../lib/entry-memory';
import { notifyError } from '../../../lib/notify';
import { RECONCILE_ORIGIN } from '../../../lib/page-origin';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useOrderList } from '../api/list-orders';
import type { OrderRow } from '../api/order-row';
import { validateSampleForReconcile } from '../api/validate-sample';
import { DownloadProgressBar, DownloadsMenu } from '../components/downloads-menu';
import { BulkAcceptButton, BulkAcceptDialogs, useBulkAccept } from '../components/bulk-accept-button';
import { OrderActionsBar } from '../components/order-actions-bar';
import { OrderFilters } from '../components/order-filters';
import { OrderGrid } from '../components/order-grid';
import { OrderListFooter } from '../components/order-list-footer';
import { useOrderDownloads } from '../hooks/use-order-downloads';
import { useGridColumns } from '../hooks/use-grid-columns';
import { ColumnChooser } from '../components/column-chooser';
import { skipTargetProps } from '../../../lib/skip-target';
import { allOrNone, withToggled } from '../../../lib/selection';
import {
  DEFAULT_ORDER_FILTER,
  EMPTY_ORDER_FILTER_FORM,
  filterFromForm,
  ORDER_FILTER_URL_SCHEMA,
  type OrderFilterField,
} from '../model/order-filter-form';

/** Where each bottom-bar action goes (assemble load: the loads area reads the selection from the state). */
const ACTION_PATHS: Record<Exclude<OrderAction, 'exportPoReport' | 'reconcile'>, string> = {
  boxTag: '/box-tag',
  priceTag: '/price-tag',
  assembleLoad: '/load',
  importChart: '/import-chart',
};

/**
 * The orders ticked on /main are remembered per history entry (lib/entry-memory.ts), not in the URL: they survive
 * the trip to /load (or a refused reconcile, or order options) and Back, without making the address long (select all
 * after "load more" can be hundreds of ids) or shareable (a selection is a step of one visit). A new search is a new
 * entry and starts with none.
 */
const SELECTION = 'orders.selection';

function selectionOf(entryKey: string): ReadonlySet<number> {
  const ids = readEntryMemory(entryKey, SELECTION);
  return new Set(Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id) && id > 0) : []);
}

const sameFilter = (a: OrderFilter, b: OrderFilter) => JSON.stringify(a) === JSON.stringify(b);

interface OrderInquiryProps {
  permissions: readonly string[];
}

/** The order inquiry of /main (spec 000 §2): filters, grid, downloads and the bottom bar. */
export function OrderInquiry({ permissions }: OrderInquiryProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const canFilterProvider = permissions.includes('filter-provider');
  const canFilterCompany = permissions.includes('filter-company');
  const allowed = { provider: canFilterProvider, company: canFilterCompany };
  // the applied filters are the URL's (shareable, kept by Back); the form is their draft until Search
  const filters = useUrlFilters(ORDER_FILTER_URL_SCHEMA, EMPTY_ORDER_FILTER_FORM);
  const form = filters.draft;
  const [errors, setErrors] = useState<Partial<Record<OrderFilterField, 'invalid' | 'dateRange'>>>({});
  const filter = useMemo(() => {
    const result = filterFromForm(filters.applied, { provider: canFilterProvider, company: canFilterCompany });
    // an address that no longer makes a search (edited by hand) shows the default one
    return result.ok ? result.filter : DEFAULT_ORDER_FILTER;
  }, [filters.applied, canFilterProvider, canFilterCompany]);
  // the selection of this history entry: shown from React state, remembered for the entry so Back finds it
  const [selection, setSelection] = useState(() => ({ key: location.key, ids: selectionOf(location.key) }));
  let selected = selection.ids;
  if (selection.key !== location.key) {
    selected = selectionOf(location.key);
    setSelection({ key: location.key, ids: selected });
  }
  const setSelected = (next: ReadonlySet<number>) => {
    setSelection({ key: location.key, ids: next });
    writeEntryMemory(location.key, SELECTION, [...next]);
  };
  const [busy, setBusy] = useState<OrderAction | null>(null);
  const columns = useGridColumns(canFilterProvider);
  const list = useOrderList(filter);
  const pages = list.data?.pages ?? [];
  const orders = pages.flat();
  const selectedOrders = orders.filter((o) => selected.has(o.id));
  const bulkAccept = useBulkAccept(selectedOrders, permissions);
  // the applied filter, not the grid's debounced one: a download right after Enter uses what was asked for
  const downloads = useOrderDownloads({ filter, pages, hasNextPage: list.hasNextPage });

  // a search is a new history entry (Back returns to the previous one), which starts with nothing selected;
  // the same search again stays in its entry, drops the selection and asks the server again
  const settle = (moved: boolean, next: OrderFilter) => {
    if (!moved) setSelected(new Set());
    if (!moved || sameFilter(next, filter)) void list.refetch();
  };

  const search = () => {
    const result = filterFromForm(form, allowed);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    settle(filters.apply(), result.filter);
  };

  const clear = () => {
    setErrors({});
    settle(filters.reset(), DEFAULT_ORDER_FILTER);
  };

  const toggle = (id: number, checked: boolean) => setSelected(withToggled(selected, id, checked));

  const openOrder = (order: OrderRow) => {
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
      // the steps of this road show their Next button only when reached from here (spec 001 §4)
      else void navigate(`${result.route}?id=${order.id}`, { state: { idPedido: order.id, from: RECONCILE_ORIGIN } });
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
    // the shell's "skip to content" lands here: the next Tab is the first filter
    <Stack gap="md" {...skipTargetProps}>
      <TitledCard title={t('orders.inquiry.title')} titleSize="h4" padding="lg">
        <OrderFilters
          form={form}
          errors={errors}
          onChange={filters.edit}
          onSearch={search}
          onClear={clear}
          canFilterProvider={canFilterProvider}
          canFilterCompany={canFilterCompany}
          searching={list.isFetching && !list.isFetchingNextPage}
        />
      </TitledCard>
      <TitledCard
        title={t('orders.inquiry.results')}
        actions={
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {t('orders.inquiry.counts', { count: orders.length, selected: selectedOrders.length })}
            </Text>
            <ColumnChooser
              visible={columns.visible}
              chosen={columns.chosen}
              onToggle={columns.toggle}
              onReset={columns.reset}
            />
            <DownloadsMenu
              state={downloads.state}
              hasRows={orders.length > 0}
              onCsv={() => void downloads.csv()}
              onReport={() => void downloads.report()}
              onPdf={() => void downloads.pdf()}
              onAll={() => void downloads.all()}
            />
          </Group>
        }
      >
        <DownloadProgressBar state={downloads.state} onCancel={downloads.cancel} />
        <OrderGrid
          orders={orders}
          columns={columns.visible}
          selected={selected}
          onToggle={toggle}
          onToggleAll={(checked) =>
            setSelected(
              allOrNone(
                orders.map((o) => o.id),
                checked,
              ),
            )
          }
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
      </TitledCard>
      <OrderActionsBar selected={selectedOrders} permissions={permissions} onAction={act} busy={busy}>
        <BulkAcceptButton bulk={bulkAccept} />
      </OrderActionsBar>
      <BulkAcceptDialogs bulk={bulkAccept} />
    </Stack>
  );
}
