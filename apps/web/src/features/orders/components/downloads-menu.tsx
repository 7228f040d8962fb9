import { Button, Menu } from '@mantine/core';
import { ORDER_DOWNLOAD_ALL_MAX } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DownloadProgressBar as ProgressBar } from '../../../components/ui/download-progress-bar';
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
  const { kind } = state;
  return (
    <ProgressBar
      state={{ received: state.done, total: state.total }}
      unit={kind === 'all' ? 'count' : 'kb'}
      text={({ done, total }) =>
        kind === 'report'
          ? total === null
            ? t('orders.inquiry.downloads.reportReceived', { received: done })
            : t('orders.inquiry.downloads.reportProgress', { received: done, total })
          : kind === 'all'
            ? t('orders.inquiry.downloads.allProgress', { done, total: total ?? ORDER_DOWNLOAD_ALL_MAX })
            : t('orders.inquiry.downloads.pdfProgress')
      }
      label={t(`orders.inquiry.downloads.${kind}`, { max: ORDER_DOWNLOAD_ALL_MAX })}
      onCancel={onCancel}
      cancelLabel={t('orders.inquiry.downloads.cancel')}
    />
  );
}
