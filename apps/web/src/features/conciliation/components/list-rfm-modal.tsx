import { Button, Group, Modal, Text } from '@mantine/core';
import type { ConciliationListRowDto } from '@portal/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceText } from './list-cells';

interface RfmConfirmModalProps {
  /** the row whose RFM is asked for; null = closed */
  row: ConciliationListRowDto | null;
  busy: boolean;
  onConfirm: (row: ConciliationListRowDto) => void;
  onClose: () => void;
}

/** "Issue the RFM of …?" before a fiscal receipt that cannot be undone; focus starts on Back. */
export function RfmConfirmModal({ row, busy, onConfirm, onClose }: RfmConfirmModalProps) {
  const { t } = useTranslation();
  // the text stays while the modal closes
  const last = useRef(row);
  if (row) last.current = row;
  const shown = row ?? last.current;
  return (
    <Modal
      opened={row !== null}
      onClose={busy ? () => undefined : onClose}
      title={t('conciliation.list.rfm.confirmTitle')}
    >
      {shown && (
        <>
          <Text>
            {t('conciliation.list.rfm.confirmText', {
              conciliacao: shown.conciliacao,
              pedido: shown.pedido,
              invoice: invoiceText(shown.notaFiscal, shown.serieNotaFiscal),
            })}
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
              {t('conciliation.list.rfm.back')}
            </Button>
            <Button onClick={() => onConfirm(shown)} loading={busy}>
              {t('conciliation.list.rfm.confirm')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
