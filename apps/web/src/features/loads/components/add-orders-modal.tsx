import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { checkOrdersJoinLoad, formatWeekKey, type LoadDetailDto } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingLine } from '../../../components/ui/query-state';
import { useSelection } from '../../../lib/selection';
import { useCdWeekOrders } from '../api/cd-week-orders';
import { isScheduled } from '../model/format';
import { OrdersTable, type OrderColumn } from './orders-table';

const COLUMNS: readonly OrderColumn[] = ['order', 'quantity', 'volumes', 'issueDate', 'nature', 'status'];

interface AddOrdersModalProps {
  load: LoadDetailDto;
  opened: boolean;
  busy: boolean;
  onInclude: (idPedidos: number[]) => void;
  onClose: () => void;
}

/**
 * The supplier's orders of the load's CD and week that are in no load (buscarPedidosPorFornecedorCdSemana),
 * to tick and include. Orders the load cannot take (loadDetails011, errorStatus) are named before sending.
 */
export function AddOrdersModal({ load, opened, busy, onInclude, onClose }: AddOrdersModalProps) {
  const { t } = useTranslation();
  const { selected, toggle, toggleAll, clear } = useSelection<number>();
  // each opening starts with nothing ticked
  const [shown, setShown] = useState(opened);
  if (opened !== shown) {
    setShown(opened);
    if (opened) clear();
  }
  const orders = useCdWeekOrders(
    { idFornecedor: load.idFornecedor, idCd: load.idCd, idCalendarioComercial: load.idCalendarioComercial },
    opened,
  );
  const rows = orders.data ?? [];
  const scheduled = isScheduled(load);
  const chosen = rows.filter((o) => selected.has(o.id));
  const problem =
    chosen.length > 0
      ? checkOrdersJoinLoad(
          chosen.map((o) => o.status),
          scheduled,
        )
      : null;

  const body = () => {
    if (orders.isPending) {
      return <LoadingLine text={t('loads.details.add.loading')} />;
    }
    if (orders.isError) {
      return (
        <Alert color="red" role="alert">
          {t('loads.details.add.error')}
        </Alert>
      );
    }
    if (rows.length === 0) return <Text role="status">{t('loads.details.add.empty')}</Text>;
    return (
      <OrdersTable
        texts="loads.details.add"
        columns={COLUMNS}
        orders={rows}
        selected={selected}
        onToggle={toggle}
        onToggleAll={(checked) =>
          toggleAll(
            rows.map((o) => o.id),
            checked,
          )
        }
        minWidth={560}
        mah="50vh"
      />
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      size="xl"
      title={t('loads.details.add.title', { id: load.idCarga })}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('loads.details.add.intro', { cd: load.centroDistribuicao, week: formatWeekKey(load.anoSemanaComercial) })}
        </Text>
        {scheduled && (
          <Text size="sm" c="dimmed">
            {t('loads.details.add.scheduledNote')}
          </Text>
        )}
        {opened && body()}
        {problem && (
          <Alert color="red" role="alert">
            {t(problem, { ns: 'errors' })}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('loads.details.add.cancel')}
          </Button>
          <Button
            onClick={() => onInclude(chosen.map((o) => o.id))}
            loading={busy}
            disabled={chosen.length === 0 || problem !== null}
          >
            {t('loads.details.add.include')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
