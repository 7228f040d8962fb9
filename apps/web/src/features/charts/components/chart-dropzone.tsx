import { Button, CloseButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { CHART_MAX_BYTES } from '@portal/domain';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkChartFiles, formatBytes, PDF_ACCEPT, type ChartFileRefusal } from '../model/chart-file';

interface ChartDropzoneProps {
  file: File | null;
  disabled: boolean;
  /** A file passed the client-side checks. */
  onFile: (file: File) => void;
  /** A pick or a drop was refused (several files, not a PDF by name or content, empty, too big). */
  onRefusal: (refusal: ChartFileRefusal) => void;
  onRemove: () => void;
}

function filesOf(list: FileList | null | undefined): File[] {
  return list ? Array.from(list) : [];
}

/**
 * The chart picker: a drop area with a button that opens the system's picker (filtered to PDF). Both take
 * exactly one file; the first bytes are read to catch a renamed file before anything is sent.
 */
export function ChartDropzone({ file, disabled, onFile, onRefusal, onRemove }: ChartDropzoneProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [checking, setChecking] = useState(false);
  const max = formatBytes(CHART_MAX_BYTES, i18n.language);
  const busy = disabled || checking;

  const take = async (files: File[]) => {
    if (files.length === 0) return;
    setChecking(true);
    try {
      const check = await checkChartFiles(files);
      if (check.ok) onFile(check.file);
      else onRefusal(check.refusal);
    } finally {
      setChecking(false);
    }
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = filesOf(event.currentTarget.files);
    // the same file may be picked again after a refusal or a removal
    event.currentTarget.value = '';
    void take(files);
  };

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    if (!busy) setOver(true);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!busy) void take(filesOf(event.dataTransfer.files));
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      role="group"
      aria-label={t('charts.upload.zone')}
      aria-busy={checking || undefined}
      data-testid="chart-dropzone"
      data-over={over || undefined}
      onDragOver={dragOver}
      onDragEnter={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-color-blue-6)' : undefined,
        background: over ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)',
        opacity: disabled ? 0.7 : 1,
        transition: 'background 120ms, border-color 120ms',
      }}
    >
      {/* the visible button opens it (keyboard and screen readers use the button); e2e sets files here */}
      <input
        ref={input}
        type="file"
        accept={PDF_ACCEPT}
        hidden
        aria-label={t('charts.upload.input')}
        tabIndex={-1}
        data-testid="chart-file-input"
        onChange={picked}
        disabled={busy}
      />
      <Stack align="center" gap="xs">
        {file ? (
          <>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('charts.upload.selected')}
            </Text>
            <Group gap="xs" wrap="nowrap" maw="100%">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="chart-chosen-file">
                {t('charts.upload.fileInfo', { name: file.name, size: formatBytes(file.size, i18n.language) })}
              </Text>
              <CloseButton aria-label={t('charts.upload.remove')} onClick={onRemove} disabled={disabled} />
            </Group>
          </>
        ) : (
          <>
            <Text fw={600}>{t('charts.upload.drop')}</Text>
            <Text size="sm" c="dimmed">
              {t('charts.upload.or')}
            </Text>
          </>
        )}
        <Button variant="default" onClick={() => input.current?.click()} disabled={busy}>
          {file ? t('charts.upload.chooseOther') : t('charts.upload.choose')}
        </Button>
        {checking ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{t('charts.upload.checking')}</Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed" ta="center">
            {t('charts.upload.hint', { max })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
