import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportDownloadState } from '../hooks/use-report-download';

function kb(bytes: number): string {
  return (bytes / 1024).toLocaleString(undefined, { maximumFractionDigits: 0 });
}

/** The running download in bytes (indeterminate without a length), with Cancel. */
export function ReportProgress({ state, onCancel }: { state: ReportDownloadState | null; onCancel: () => void }) {
  const { t } = useTranslation();
  if (!state) return null;
  const known = state.total !== null && state.total > 0;
  const value = known ? Math.min(100, (state.received / state.total!) * 100) : 100;
  const format = t(`scheduling.report.${state.format}`);
  const text = known
    ? t('scheduling.report.progress', { format, received: kb(state.received), total: kb(state.total!) })
    : t('scheduling.report.received', { format, received: kb(state.received) });
  return (
    <Group gap="sm" wrap="nowrap" align="flex-end">
      <Stack gap={4} role="status" aria-live="polite" flex={1}>
        <Text size="sm">{text}</Text>
        <Progress value={value} striped={!known} animated={!known} aria-label={t('scheduling.report.progressLabel')} />
      </Stack>
      <Button variant="default" size="xs" onClick={onCancel}>
        {t('scheduling.report.cancel')}
      </Button>
    </Group>
  );
}
