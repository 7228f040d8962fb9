import { Alert, Button, Group, Modal, Spoiler, Table, Text } from '@mantine/core';
import type { ConciliationHistoryEntryDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { LoadingLine } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format-date';
import { useConciliationHistory } from '../api/status-history';

const HISTORY_TYPES = ['commercial', 'fiscal', 'conditional', 'cancel', 'observation', 'rfm'];
const HISTORY_COLUMNS = ['date', 'type', 'conciliation', 'reason', 'note', 'user'];

/** Long reasons (a 990-row rejection can reach 400,000 characters) fold after a few lines. */
function LongText({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Spoiler
      maxHeight={66}
      showLabel={t('conciliation.status.history.showMore')}
      hideLabel={t('conciliation.status.history.showLess')}
      styles={{ control: { fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Spoiler>
  );
}

function HistoryTable({ entries }: { entries: ConciliationHistoryEntryDto[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      striped
      withTableBorder
      fz="sm"
      label={t('conciliation.status.history.tableLabel')}
      minWidth={760}
      columns={HISTORY_COLUMNS.map((key) => t(`conciliation.status.history.columns.${key}`))}
    >
      {entries.map((entry, index) => (
        <Table.Tr key={`${entry.idConciliacao}-${entry.dtConciliacaoComercial}-${index}`}>
          <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
            {formatDateTime(entry.dtConciliacaoComercial)}
          </Table.Td>
          <Table.Td style={{ verticalAlign: 'top' }}>
            {HISTORY_TYPES.includes(entry.tipo) ? t(`conciliation.status.history.types.${entry.tipo}`) : entry.tipo}
          </Table.Td>
          <Table.Td style={{ verticalAlign: 'top' }}>{entry.idConciliacao}</Table.Td>
          <Table.Td style={{ verticalAlign: 'top', minWidth: 240 }}>
            <LongText text={entry.motivoReprovacao} />
          </Table.Td>
          <Table.Td style={{ verticalAlign: 'top', minWidth: 160 }}>
            <LongText text={entry.observacao} />
          </Table.Td>
          <Table.Td style={{ verticalAlign: 'top' }}>{entry.usuario ?? ''}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

interface StatusHistoryModalProps {
  pedido: number;
  opened: boolean;
  onClose: () => void;
}

/** The order's conciliation history (spec 000 §2: date, rejection reason, note), fetched on opening. */
export function StatusHistoryModal({ pedido, opened, onClose }: StatusHistoryModalProps) {
  const { t } = useTranslation();
  const history = useConciliationHistory(pedido, opened);
  let body;
  if (history.isPending) {
    body = <LoadingLine text={t('conciliation.status.history.loading')} centered />;
  } else if (history.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title={t('conciliation.status.history.error')}>
        <Button variant="light" color="red" size="xs" onClick={() => void history.refetch()}>
          {t('conciliation.status.history.retry')}
        </Button>
      </Alert>
    );
  } else if (history.data.length === 0) {
    body = (
      <Text c="dimmed" py="md">
        {t('conciliation.status.history.empty')}
      </Text>
    );
  } else {
    body = <HistoryTable entries={history.data} />;
  }
  return (
    <Modal opened={opened} onClose={onClose} title={t('conciliation.status.history.title', { id: pedido })} size={1100}>
      {body}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('conciliation.status.history.close')}
        </Button>
      </Group>
    </Modal>
  );
}
