import { Button, Group, Menu, Progress, Stack, Text } from '@mantine/core';
import { ORDER_DOWNLOAD_ALL_MAX } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { DownloadState } from '../hooks/use-order-downloads';

interface DownloadsMenuProps {
  state: DownloadState | null;
  hasRows: boolean;
  onCsv: () => void;
  onReport: () => void;
  onPdf: () => void;
  onAll: () => void;
}

/** Download: CSV and PDF of the visible rows, the detailed CSV report, and the CSV of up to 1000 orders. */
export function DownloadsMenu({ state, hasRows, ...on }: DownloadsMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" loading={state !== null}>
          {t('orders.inquiry.downloads.title')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item disabled={!hasRows} onClick={on.onCsv}>
          {t('orders.inquiry.downloads.csv')}
        </Menu.Item>
        <Menu.Item disabled={!hasRows} onClick={on.onPdf}>
          {t('orders.inquiry.downloads.pdf')}
        </Menu.Item>
        <Menu.Item onClick={on.onReport}>{t('orders.inquiry.downloads.report')}</Menu.Item>
        <Menu.Item onClick={on.onAll}>{t('orders.inquiry.downloads.all', { max: ORDER_DOWNLOAD_ALL_MAX })}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function kb(bytes: number): string {
  return (bytes / 1024).toLocaleString(undefined, { maximumFractionDigits: 0 });
}

interface DownloadProgressBarProps {
  state: DownloadState | null;
  /** Stops the running download; nothing is saved. */
  onCancel: () => void;
}

/**
 * The progress of a running download: bytes of the report (indeterminate without a length), orders of
 * download-all; Cancel stops it.
 */
export function DownloadProgressBar({ state, onCancel }: DownloadProgressBarProps) {
  const { t } = useTranslation();
  if (!state || state.kind === 'csv') return null;
  const known = state.total !== null && state.total > 0;
  const value = known ? Math.min(100, (state.done / state.total!) * 100) : 100;
  const text =
    state.kind === 'report'
      ? known
        ? t('orders.inquiry.downloads.reportProgress', { received: kb(state.done), total: kb(state.total!) })
        : t('orders.inquiry.downloads.reportReceived', { received: kb(state.done) })
      : state.kind === 'all'
        ? t('orders.inquiry.downloads.allProgress', { done: state.done, total: state.total ?? ORDER_DOWNLOAD_ALL_MAX })
        : t('orders.inquiry.downloads.pdfProgress');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-end">
      <Stack gap={4} role="status" aria-live="polite" flex={1}>
        <Text size="sm">{text}</Text>
        <Progress
          value={value}
          striped={!known}
          animated={!known}
          aria-label={t(`orders.inquiry.downloads.${state.kind}`, { max: ORDER_DOWNLOAD_ALL_MAX })}
        />
      </Stack>
      <Button variant="default" size="xs" onClick={onCancel}>
        {t('orders.inquiry.downloads.cancel')}
      </Button>
    </Group>
  );
}
