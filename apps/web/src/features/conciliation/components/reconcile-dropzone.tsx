import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { CONCILIATION_XML_MAX_BYTES } from '@portal/domain';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkInvoiceFiles, formatBytes, XML_ACCEPT, type FileRefusal } from '../model/reconcile-file';

interface ReconcileDropzoneProps {
  file: File | null;
  disabled: boolean;
  /** A file passed the client-side checks. */
  onFile: (file: File) => void;
  /** A pick or a drop was refused (several files, not XML, empty, too big). */
  onRefusal: (refusal: FileRefusal) => void;
  onRemove: () => void;
}

function filesOf(list: FileList | null | undefined): File[] {
  return list ? Array.from(list) : [];
}

/**
 * The invoice picker: a drop area with a button that opens the system's picker (filtered to XML). Both
 * take exactly one file; a drop of several, or of anything else, is refused with the reason.
 */
export function ReconcileDropzone({ file, disabled, onFile, onRefusal, onRemove }: ReconcileDropzoneProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const max = formatBytes(CONCILIATION_XML_MAX_BYTES, i18n.language);

  const take = (files: File[]) => {
    if (files.length === 0) return;
    const check = checkInvoiceFiles(files);
    if (check.ok) onFile(check.file);
    else onRefusal(check.refusal);
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    take(filesOf(event.currentTarget.files));
    // the same file may be picked again after a refusal or a removal
    event.currentTarget.value = '';
  };

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setOver(true);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(filesOf(event.dataTransfer.files));
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      role="group"
      aria-label={t('reconcile.upload.zone')}
      data-testid="reconcile-dropzone"
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
      <input
        ref={input}
        type="file"
        accept={XML_ACCEPT}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="reconcile-file-input"
        onChange={picked}
        disabled={disabled}
      />
      <Stack align="center" gap="xs">
        {file ? (
          <>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('reconcile.upload.selected')}
            </Text>
            <Group gap="xs" wrap="nowrap" maw="100%">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="reconcile-file-name">
                {t('reconcile.upload.fileInfo', { name: file.name, size: formatBytes(file.size, i18n.language) })}
              </Text>
              <CloseButton aria-label={t('reconcile.upload.remove')} onClick={onRemove} disabled={disabled} />
            </Group>
          </>
        ) : (
          <>
            <Text fw={600}>{t('reconcile.upload.drop')}</Text>
            <Text size="sm" c="dimmed">
              {t('reconcile.upload.or')}
            </Text>
          </>
        )}
        <Button variant="default" onClick={() => input.current?.click()} disabled={disabled}>
          {file ? t('reconcile.upload.chooseOther') : t('reconcile.upload.choose')}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {t('reconcile.upload.hint', { max })}
        </Text>
      </Stack>
    </Paper>
  );
}
