import { Alert, Badge, Button, Card, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrinterStatus } from './browser-print';
import { PRINTER_PROBLEMS, type PrinterProblem } from './hqes-status';
import type { PrinterControl } from './use-printer';

function isKnownProblem(problem: string): problem is PrinterProblem {
  return (PRINTER_PROBLEMS as readonly string[]).includes(problem);
}

function StatusBadges({ status }: { status: PrinterStatus | null }) {
  const { t } = useTranslation();
  const label = (problem: string) => t(`printer.problems.${isKnownProblem(problem) ? problem : 'unknown'}`);
  if (!status) {
    return (
      <Text size="sm" c="dimmed">
        {t('printer.statusNotChecked')}
      </Text>
    );
  }
  return (
    <Group gap={6}>
      {status.ready && (
        <Badge color="green" variant="light">
          {t('printer.statusReady')}
        </Badge>
      )}
      {status.problems.map((problem) => (
        <Badge key={`e-${problem}`} color="red" variant="light" data-problem={problem}>
          {label(problem)}
        </Badge>
      ))}
      {(status.warnings ?? []).map((warning) => (
        <Badge key={`w-${warning}`} color="yellow" variant="light" data-warning={warning}>
          {label(warning)}
        </Badge>
      ))}
    </Group>
  );
}

/** The printer card of the label pages: the chosen printer, the printer picker, its status and what went wrong. */
export function PrinterPanel({ printer: control }: { printer: PrinterControl }) {
  const { t } = useTranslation();
  const titleId = useId();
  const statusId = useId();
  const [checking, setChecking] = useState(false);
  const { printer, printers, state, error } = control;
  const busy = state === 'searching' || state === 'printing' || checking;

  const checkStatus = async () => {
    setChecking(true);
    try {
      await control.refreshStatus();
    } finally {
      setChecking(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId} data-state={state}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            {t('printer.title')}
          </Title>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              onClick={() => void control.search()}
              loading={state === 'searching'}
              disabled={busy}
            >
              {t('printer.search')}
            </Button>
            <Button variant="default" size="xs" onClick={() => void checkStatus()} loading={checking} disabled={busy}>
              {t('printer.checkStatus')}
            </Button>
          </Group>
        </Group>

        {printers.length > 1 ? (
          <NativeSelect
            label={t('printer.choosePrinter')}
            value={printer?.uid ?? ''}
            onChange={(event) => control.select(event.currentTarget.value)}
            disabled={busy}
            data={printers.map((device) => ({
              value: device.uid,
              label: device.uid === control.defaultUid ? `${device.name} (${t('printer.defaultBadge')})` : device.name,
            }))}
          />
        ) : (
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {t('printer.printerLabel')}:
            </Text>
            <Text size="sm" data-testid="printer-name">
              {printer?.name ?? t('printer.noPrinter')}
            </Text>
            {printer && printer.uid === control.defaultUid && (
              <Badge variant="outline" size="sm">
                {t('printer.defaultBadge')}
              </Badge>
            )}
          </Group>
        )}
        {printer?.connection && (
          <Text size="sm" c="dimmed">
            {t('printer.connection', { connection: printer.connection })}
          </Text>
        )}

        <Group gap="xs" role="status" aria-labelledby={statusId}>
          <Text size="sm" fw={500} id={statusId}>
            {t('printer.statusLabel')}:
          </Text>
          {state === 'searching' || state === 'printing' ? (
            <Group gap={6}>
              <Loader size="xs" />
              <Text size="sm">{t(state === 'searching' ? 'printer.searching' : 'printer.printing')}</Text>
            </Group>
          ) : (
            <StatusBadges status={control.status} />
          )}
        </Group>

        {state === 'idle' && !printer && (
          <Text size="sm" c="dimmed" data-testid="printer-idle">
            {t('printer.idle')}
          </Text>
        )}

        {error && (
          <Alert color="red" variant="light" title={t('printer.errorTitle')} role="alert" data-code={error}>
            <Text size="sm" fw={600}>
              {t(error, { ns: 'errors' })}
            </Text>
            <Text size="sm" mt={4}>
              {t('printer.hint')}
            </Text>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
