import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportDownloadState } from '../api/report-download';

function kb(bytes: number): string {
  return (bytes / 1024).toLocaleString(undefined, { maximumFractionDigits: 0 });
}

/** The running download in bytes (indeterminate without a length), with Cancel. */
export function ReportProgress({ state, onCancel }: { state: ReportDownloadState | null; onCancel: () => void }) {
  const { t } = useTranslation();
  if (!state) return null;
  const total = state.total !== null && state.total > 0 ? state.total : null;
  const value = total ? Math.min(100, (state.received / total) * 100) : 100;
  const text = total
    ? t('conciliationList.report.progress', { received: kb(state.received), total: kb(total) })
    : t('conciliationList.report.received', { received: kb(state.received) });
  return (
    <Group gap="sm" wrap="nowrap" align="flex-end" mt="md">
      <Stack gap={4} role="status" aria-live="polite" flex={1}>
        <Text size="sm">{text}</Text>
        <Progress
          value={value}
          striped={!total}
          animated={!total}
          aria-label={t('conciliationList.report.progressLabel')}
        />
      </Stack>
      <Button variant="default" size="xs" onClick={onCancel}>
        {t('conciliationList.report.cancel')}
      </Button>
    </Group>
  );
}
