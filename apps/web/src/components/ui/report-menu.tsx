import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '../../lib/use-report-download';

/**
 * A report's "get report" button and its menu of formats (CSV, PDF), worded by `<texts>.get`, `.csv` and `.pdf`:
 * the FilterForm's submitControl of /scheduling-report and /pre-scheduling-report.
 */
export function ReportMenu({
  texts,
  busy,
  onReport,
}: {
  texts: string;
  busy: boolean;
  onReport: (format: ReportFormat) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button loading={busy}>{t(`${texts}.get`)}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onReport('csv')}>{t(`${texts}.csv`)}</Menu.Item>
        <Menu.Item onClick={() => onReport('pdf')}>{t(`${texts}.pdf`)}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
