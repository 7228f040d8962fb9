import { Button, Group, Progress, Stack, Text, type MantineSpacing } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DownloadProgress as Progressed } from '../../lib/download';

/** The progress as the line shows it: numbers already formatted in the user's language. */
export interface ShownProgress {
  done: string;
  /** null: the server sent no length */
  total: string | null;
  percent: number | null;
}

export interface DownloadProgressBarProps {
  /** The running download; nothing is shown when null. */
  state: Progressed | null;
  /** What the line says, from what came so far and the total when known (formatted) and the percentage. */
  text: (progress: ShownProgress) => string;
  /** The bar's accessible name. */
  label: string;
  /** Stops the download; nothing is saved. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** 'kb': bytes shown as kilobytes in the user's language; 'count': items (orders) as they are. */
  unit?: 'kb' | 'count';
  maw?: number;
  /** Space above, when the bar follows a form in the same card. */
  mt?: MantineSpacing;
}

/**
 * The bar's words of a download whose catalogue holds `<prefix>.received` ({{received}}), `.progress` ({{received}},
 * {{total}}), `.progressLabel` and `.cancel`.
 */
export function downloadProgressTexts(
  t: TFunction,
  prefix: string,
): Pick<DownloadProgressBarProps, 'text' | 'label' | 'cancelLabel'> {
  return {
    text: ({ done, total }) =>
      total === null ? t(`${prefix}.received`, { received: done }) : t(`${prefix}.progress`, { received: done, total }),
    label: t(`${prefix}.progressLabel`),
    cancelLabel: t(`${prefix}.cancel`),
  };
}

/**
 * The progress of a running download, the same everywhere: the line of text, a bar (striped and moving while the
 * total is unknown) and Cancel.
 */
export function DownloadProgressBar(props: DownloadProgressBarProps) {
  const { state, text, label, onCancel, cancelLabel, unit = 'kb', maw, mt } = props;
  const { i18n } = useTranslation();
  if (!state) return null;
  const total = state.total !== null && state.total > 0 ? state.total : null;
  const value = total ? Math.min(100, (state.received / total) * 100) : 100;
  const show = (n: number) =>
    unit === 'kb'
      ? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(n / 1024)
      : new Intl.NumberFormat(i18n.language).format(n);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-end" maw={maw} mt={mt}>
      <Stack gap={4} role="status" aria-live="polite" flex={1}>
        <Text size="sm">
          {text({
            done: show(state.received),
            total: total === null ? null : show(total),
            percent: total === null ? null : Math.round(value),
          })}
        </Text>
        <Progress value={value} striped={!total} animated={!total} aria-label={label} />
      </Stack>
      {onCancel && (
        <Button variant="default" size="xs" onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
    </Group>
  );
}
