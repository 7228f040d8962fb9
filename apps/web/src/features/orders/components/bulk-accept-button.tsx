import {
  checkBulkAccept,
  ORDER_BULK_ACCEPT_MAX,
  type BulkAcceptCheck,
  type ResultadoCienciaPedidoDto,
} from '@portal/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../components/ui/action-button';
import { useAcceptOrders } from '../api/accept-orders';
import type { OrderRow } from '../api/order-row';
import { BulkAcceptConfirmDialog } from './bulk-accept-confirm-dialog';
import { BulkAcceptResultDialog } from './bulk-accept-result-dialog';
import { COMPACT_BAR } from './order-actions-bar';

/**
 * "Accept selected" of /main's action bar: the selection's N and M orders (checkBulkAccept, the single acceptance's
 * rule per order) confirmed once, accepted by the server one by one, then a result per order. The state lives in
 * the page (useBulkAccept), not in the button: the bar lays its buttons out anew when the screen narrows or widens,
 * and an open confirmation or result must survive that.
 */
export function useBulkAccept(selected: readonly OrderRow[], permissions: readonly string[]) {
  const accept = useAcceptOrders();
  const [confirming, setConfirming] = useState(false);
  const [results, setResults] = useState<ResultadoCienciaPedidoDto[] | null>(null);
  const check: BulkAcceptCheck<OrderRow> = checkBulkAccept(selected, permissions);
  const acceptable = check.allowed ? check.acceptable : [];
  return {
    selected,
    check,
    acceptable,
    busy: accept.isPending,
    // hidden rather than blocked without the permission or a selection: the bar stays short, on phones above all
    shown: permissions.includes('aceite-pedido') && selected.length > 0,
    confirming,
    results,
    open: () => setConfirming(true),
    close: () => setConfirming(false),
    closeResults: () => setResults(null),
    confirm: () =>
      accept.mutate(
        acceptable.map((o) => o.id),
        {
          onSuccess: (answer) => setResults(answer),
          // on an error the client showed it; the grid is asked again either way
          onSettled: () => setConfirming(false),
        },
      ),
  };
}

export type BulkAccept = ReturnType<typeof useBulkAccept>;

/** The bar's button: blocked with the reason when no selected order awaits acceptance. */
export function BulkAcceptButton({ bulk }: { bulk: BulkAccept }) {
  const { t } = useTranslation();
  const compact = useMediaQuery(COMPACT_BAR, false, { getInitialValueInEffect: false });
  if (!bulk.shown) return null;
  const reason = bulk.check.allowed
    ? null
    : t(`orders.bulkAccept.reasons.${bulk.check.reason === 'tooMany' ? 'tooMany' : 'noneAcceptable'}`, {
        max: ORDER_BULK_ACCEPT_MAX,
      });
  return (
    <ActionButton
      label={
        bulk.acceptable.length > 0
          ? t(compact ? 'orders.bulkAccept.buttonShort' : 'orders.bulkAccept.button', { count: bulk.acceptable.length })
          : t('orders.bulkAccept.buttonNone')
      }
      reason={reason}
      loading={bulk.busy}
      onClick={bulk.open}
    />
  );
}

/** The confirmation and the result per order, rendered by the page outside the bar. */
export function BulkAcceptDialogs({ bulk }: { bulk: BulkAccept }) {
  return (
    <>
      <BulkAcceptConfirmDialog
        opened={bulk.shown && bulk.confirming}
        orders={bulk.acceptable}
        skipped={bulk.selected.length - bulk.acceptable.length}
        busy={bulk.busy}
        onConfirm={bulk.confirm}
        onClose={bulk.close}
      />
      <BulkAcceptResultDialog results={bulk.results} onClose={bulk.closeResults} />
    </>
  );
}
