import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../../lib/notify';
import { useChangeSubcontractorUse } from '../api/change-subcontractor-use';

interface SubcontractorUseProps {
  orderId: number;
  value: boolean;
  /** The last conciliation is 2/2: no change, no new invoice. */
  locked: boolean;
  onChanged: () => void;
}

/** Subcontractor use (Sim/Não) and, when on, the way to the subcontractor invoice data. */
export function SubcontractorUse({ orderId, value, locked, onChanged }: SubcontractorUseProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangeSubcontractorUse();
  const [current, setCurrent] = useState(value);
  useEffect(() => setCurrent(value), [value]);

  const goToInvoice = () =>
    void navigate('/subcontractor-invoice', { state: { idPedido: orderId, order: { id: orderId } } });

  const onChange = (next: string) => {
    const wanted = next === 'true';
    if (wanted === current) return;
    change.mutate(
      { idPedido: String(orderId), utilizaSubcontratado: wanted },
      {
        onSuccess: (answer) => {
          if (answer !== 'OK!') return;
          setCurrent(wanted);
          onChanged();
          // turning it on leads straight to the invoice data (spec 001 §4); turning it off says what changed
          if (wanted) goToInvoice();
          else notifySuccess(t('orders.options.subcontractor.turnedOff', { id: orderId }));
        },
      },
    );
  };

  const disabled = locked || change.isPending;
  return (
    <Stack gap={4}>
      <Radio.Group
        label={t('orders.options.subcontractor.label')}
        value={String(current)}
        onChange={onChange}
        readOnly={disabled}
      >
        <Group gap="md" mt={4}>
          <Radio value="true" label={t('orders.options.yes')} disabled={disabled} />
          <Radio value="false" label={t('orders.options.no')} disabled={disabled} />
        </Group>
      </Radio.Group>
      {locked && (
        <Text size="xs" c="dimmed">
          {t('orders.options.subcontractor.locked')}
        </Text>
      )}
      {current && (
        <Button variant="light" onClick={goToInvoice} disabled={locked} w="fit-content">
          {t('orders.options.subcontractor.invoice')}
        </Button>
      )}
    </Stack>
  );
}
