import { checkBulkAccept, ORDER_BULK_ACCEPT_MAX, type ResultadoCienciaPedidoDto } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../components/ui/action-button';
import { useAcceptOrders } from '../api/accept-orders';
import type { OrderRow } from '../api/order-row';
import { BulkAcceptConfirmDialog } from './bulk-accept-confirm-dialog';
import { BulkAcceptResultDialog } from './bulk-accept-result-dialog';

interface BulkAcceptButtonProps {
  selected: readonly OrderRow[];
  permissions: readonly string[];
}

/**
 * "Accept selected" of /main's action bar: the selection's N and M orders (checkBulkAccept, the single acceptance's
 * rule per order) confirmed once, accepted by the server one by one, then a result per order. Shown only to users
 * who may accept, once something is selected; blocked with the reason when no selected order awaits acceptance.
 */
export function BulkAcceptButton({ selected, permissions }: BulkAcceptButtonProps) {
  const { t } = useTranslation();
  const accept = useAcceptOrders();
  const [confirming, setConfirming] = useState(false);
  const [results, setResults] = useState<ResultadoCienciaPedidoDto[] | null>(null);
  const check = checkBulkAccept(selected, permissions);
  const acceptable = check.allowed ? check.acceptable : [];

  // hidden rather than blocked without the permission or a selection: the bar stays short, on phones above all
  const shown = permissions.includes('aceite-pedido') && selected.length > 0;

  const confirm = () =>
    accept.mutate(
      acceptable.map((o) => o.id),
      {
        onSuccess: (answer) => setResults(answer),
        // on an error the client showed it; the grid is asked again either way
        onSettled: () => setConfirming(false),
      },
    );

  const reason =
    check.allowed || !shown
      ? null
      : t(`orders.bulkAccept.reasons.${check.reason === 'tooMany' ? 'tooMany' : 'noneAcceptable'}`, {
          max: ORDER_BULK_ACCEPT_MAX,
        });

  return (
    <>
      {shown && (
        <>
          <ActionButton
            label={
              acceptable.length > 0
                ? t('orders.bulkAccept.button', { count: acceptable.length })
                : t('orders.bulkAccept.buttonNone')
            }
            reason={reason}
            loading={accept.isPending}
            onClick={() => setConfirming(true)}
          />
          <BulkAcceptConfirmDialog
            opened={confirming}
            orders={acceptable}
            skipped={selected.length - acceptable.length}
            busy={accept.isPending}
            onConfirm={confirm}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
      <BulkAcceptResultDialog results={results} onClose={() => setResults(null)} />
    </>
  );
}
