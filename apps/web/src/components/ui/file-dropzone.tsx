import { Button, CloseButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileCheck, PickedFileKind } from '../../lib/file-kind';
import { formatBytes } from '../../lib/format-bytes';

/** What an area's picker over FileDropzone takes: the chosen file, and what its own checks say of a pick or drop. */
export interface CheckedDropzoneProps<Refusal> {
  file: File | null;
  disabled: boolean;
  /** A file passed the area's client-side checks. */
  onFile: (file: File) => void;
  /** A pick or a drop was refused (several files, the wrong kind, empty, too big…). */
  onRefusal: (refusal: Refusal) => void;
  onRemove: () => void;
}

/** The data-testids of the drop area's parts. */
export interface FileDropzoneTestIds {
  zone: string;
  input: string;
  /** the chosen file's name and size */
  fileName: string;
}

export interface FileDropzoneProps {
  /** the hidden input's `accept` (the system picker's filter) */
  accept: string;
  file: File | null;
  /** the largest file accepted, for the hint under the button */
  maxBytes: number;
  disabled: boolean;
  /** the picked or dropped files are being checked: no new pick or drop meanwhile, and a busy line shows */
  checking?: boolean;
  /**
   * The area's catalogue prefix: `<texts>.zone` (its accessible name), `.selected` (above the chosen file),
   * `.fileInfo` ({{name}}, {{size}}), `.remove`, `.drop`, `.or`, `.choose`, `.chooseOther`, `.hint` ({{max}}) and,
   * with `checking`, `.checking`.
   */
  texts: string;
  testIds: FileDropzoneTestIds;
  /** the hidden input's accessible name; without one the input is hidden from assistive technology */
  inputLabel?: string;
  /** every file of a pick or a drop (never an empty list); what to accept is the caller's to decide */
  onFiles: (files: File[]) => void;
  onRemove: () => void;
}

function filesOf(list: FileList | null | undefined): File[] {
  return list ? Array.from(list) : [];
}

/**
 * A drop area with a button that opens the system's picker, and the chosen file with a button to remove it.
 * It only hands over what was picked or dropped: checking and refusing files is the caller's.
 */
export function FileDropzone({
  accept,
  file,
  maxBytes,
  disabled,
  checking = false,
  texts,
  testIds,
  inputLabel,
  onFiles,
  onRemove,
}: FileDropzoneProps) {
  const { t, i18n } = useTranslation();
  const text = (key: string) => t(`${texts}.${key}`);
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const busy = disabled || checking;

  const take = (files: File[]) => {
    if (files.length > 0) onFiles(files);
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = filesOf(event.currentTarget.files);
    // the same file may be picked again after a refusal or a removal
    event.currentTarget.value = '';
    take(files);
  };

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    if (!busy) setOver(true);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!busy) take(filesOf(event.dataTransfer.files));
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      role="group"
      aria-label={text('zone')}
      aria-busy={checking || undefined}
      data-testid={testIds.zone}
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
        accept={accept}
        hidden
        aria-label={inputLabel}
        aria-hidden={inputLabel === undefined ? 'true' : undefined}
        tabIndex={-1}
        data-testid={testIds.input}
        onChange={picked}
        disabled={busy}
      />
      <Stack align="center" gap="xs">
        {file ? (
          <>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {text('selected')}
            </Text>
            <Group gap="xs" wrap="nowrap" maw="100%">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={testIds.fileName}>
                {t(`${texts}.fileInfo`, { name: file.name, size: size(file.size) })}
              </Text>
              <CloseButton aria-label={text('remove')} onClick={onRemove} disabled={disabled} />
            </Group>
          </>
        ) : (
          <>
            <Text fw={600}>{text('drop')}</Text>
            <Text size="sm" c="dimmed">
              {text('or')}
            </Text>
          </>
        )}
        <Button variant="default" onClick={() => input.current?.click()} disabled={busy}>
          {file ? text('chooseOther') : text('choose')}
        </Button>
        {checking ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{text('checking')}</Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed" ta="center">
            {t(`${texts}.hint`, { max: size(maxBytes) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export interface CheckedFileDropzoneProps<Refusal>
  extends CheckedDropzoneProps<Refusal>, Pick<FileDropzoneProps, 'texts' | 'testIds' | 'inputLabel'> {
  kind: PickedFileKind<Refusal>;
}

/**
 * An area's picker: FileDropzone with the area's checks run on every pick or drop, the file handed on or the
 * refusal said. An asynchronous check shows the busy line meanwhile (and takes no new pick or drop).
 */
export function CheckedFileDropzone<Refusal>({ kind, onFile, onRefusal, ...zone }: CheckedFileDropzoneProps<Refusal>) {
  const [checking, setChecking] = useState(false);

  const settle = (check: FileCheck<Refusal>) => {
    if (check.ok) onFile(check.file);
    else onRefusal(check.refusal);
  };

  const take = async (files: File[]) => {
    const check = kind.check(files);
    if (!(check instanceof Promise)) return settle(check);
    setChecking(true);
    try {
      settle(await check);
    } finally {
      setChecking(false);
    }
  };

  return (
    <FileDropzone
      {...zone}
      accept={kind.accept}
      maxBytes={kind.maxBytes}
      checking={checking}
      onFiles={(files) => void take(files)}
    />
  );
}
