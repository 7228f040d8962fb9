import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { checkOrdersJoinLoad, formatWeekKey, type LoadDetailDto } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectAllBox, TableHeader } from '../../../components/ui/data-table';
import { orderColumns } from './order-columns';
import { useCdWeekOrders } from '../api/cd-week-orders';
import { isScheduled, loadDate, quantity } from '../model/format';
import { OrderStatusBadge } from './status-badges';
import { useStatusNames } from '../../../lib/order-status-text';

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
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // each opening starts with nothing ticked
  const [shown, setShown] = useState(opened);
  if (opened !== shown) {
    setShown(opened);
    if (opened) setSelected(new Set());
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
  const n = (value: number) => quantity(value, i18n.language);
  const names = useStatusNames();

  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const body = () => {
    if (orders.isPending) {
      return (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('loads.details.add.loading')}</Text>
        </Group>
      );
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
      <Table.ScrollContainer minWidth={560} mah="50vh" type="native">
        <Table striped highlightOnHover verticalSpacing={6} aria-label={t('loads.details.add.tableLabel')}>
          <TableHeader
            columns={[
              {
                label: (
                  <SelectAllBox
                    label={t('loads.details.add.selectAll')}
                    rows={rows.map((o) => o.id)}
                    selected={selected}
                    onChange={(checked) => setSelected(checked ? new Set(rows.map((o) => o.id)) : new Set())}
                  />
                ),
                w: 40,
              },
              ...orderColumns(t, 'loads.details.add.columns', [
                'order',
                'quantity',
                'volumes',
                'issueDate',
                'nature',
                'status',
              ]),
            ]}
          />
          <Table.Tbody>
            {rows.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('loads.details.add.select', { id: order.id })}
                    checked={selected.has(order.id)}
                    onChange={(e) => toggle(order.id, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td fw={600}>{order.id}</Table.Td>
                <Table.Td ta="right">{n(order.qtCompra)}</Table.Td>
                <Table.Td ta="right">{n(order.qtVolumes)}</Table.Td>
                <Table.Td>{loadDate(order.dtEmissao)}</Table.Td>
                <Table.Td>{names.nature(order.naturezaPedido)}</Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
