import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import type { OrderColumnKey } from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FIXED_COLUMNS, GRID_COLUMNS } from '../model/grid-columns';

interface ColumnChooserProps {
  visible: readonly OrderColumnKey[];
  /** the person chose already (Reset then brings the default back) */
  chosen: boolean;
  onToggle: (key: OrderColumnKey, shown: boolean) => void;
  onReset: () => void;
}

/** Which columns the grid shows, remembered by the browser (hooks/use-grid-columns.ts). */
export function ColumnChooser({ visible, chosen, onToggle, onReset }: ColumnChooserProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popover position="bottom-end" shadow="md" width={260} trapFocus returnFocus withinPortal>
      <Popover.Target>
        <Button variant="default" rightSection={<span aria-hidden="true">▾</span>}>
          {t('orders.inquiry.columnChooser.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="group" aria-labelledby={titleId}>
        <Stack gap={6}>
          <strong id={titleId}>{t('orders.inquiry.columnChooser.title')}</strong>
          {GRID_COLUMNS.map((key) => (
            <Checkbox
              key={key}
              size="sm"
              label={t(`orders.inquiry.columns.${key}`)}
              checked={visible.includes(key)}
              disabled={FIXED_COLUMNS.has(key)}
              onChange={(event) => onToggle(key, event.currentTarget.checked)}
            />
          ))}
          <Button variant="subtle" size="compact-sm" onClick={onReset} disabled={!chosen} mt={4}>
            {t('orders.inquiry.columnChooser.reset')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
