import { Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TagOutput } from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadProgress } from '../../../lib/download';
import type { LabelFileBusy } from '../api/label-files';
import { DownloadProgressBar } from '../../../components/ui/download-progress-bar';

interface TagOutputPanelProps {
  /** The outputs allowed for the order (never empty here). */
  outputs: readonly TagOutput[];
  output: TagOutput;
  onOutput: (output: TagOutput) => void;
  fileName: string;
  onFileName: (name: string) => void;
  /** The name's problem, translated; null when it is fine. */
  fileNameError: string | null;
  /** The name the file will be saved under (tagDownloadName); null hides the hint. */
  finalName: string | null;
  /** Why nothing can be generated yet; null when generation is allowed. */
  blockedReason: string | null;
  busy: LabelFileBusy;
  progress: DownloadProgress | null;
  /** The local printer is already printing: one job at a time. */
  printerBusy: boolean;
  onPrint: () => void;
  onDownload: () => void;
  onCancel: () => void;
}

/** How the labels come out (Zebra, TXT or PDF), under which name, and the Print and Download buttons. */
export function TagOutputPanel(props: TagOutputPanelProps) {
  const { outputs, output, onOutput, fileName, onFileName, fileNameError, finalName, blockedReason } = props;
  const { busy, progress, printerBusy, onPrint, onDownload, onCancel } = props;
  const { t } = useTranslation();
  const reasonId = useId();
  const titleId = useId();
  const blocked = blockedReason !== null || (output !== 'pdf' && fileNameError !== null);
  const describedBy = blockedReason ? reasonId : undefined;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('labels.output.title')}
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${titleId}-kind`}>
            {t('labels.output.kind')}
          </Text>
          {outputs.length > 1 ? (
            <SegmentedControl
              value={output}
              onChange={(value) => onOutput(value as TagOutput)}
              data={outputs.map((value) => ({ value, label: t(`labels.output.outputs.${value}`) }))}
              aria-labelledby={`${titleId}-kind`}
              disabled={busy !== null}
              w="fit-content"
              data-testid="label-output"
            />
          ) : (
            <Text data-testid="label-output">{t(`labels.output.outputs.${output}`)}</Text>
          )}
          {output === 'pdf' && (
            <Text size="xs" c="dimmed">
              {t('labels.output.pdfHint')}
            </Text>
          )}
        </Stack>
        {output !== 'pdf' && (
          <TextInput
            label={t('labels.output.fileName')}
            value={fileName}
            onChange={(event) => onFileName(event.currentTarget.value)}
            error={fileNameError}
            description={finalName ? t('labels.output.finalName', { name: finalName }) : undefined}
            maw={420}
            disabled={busy !== null}
            data-testid="label-file-name"
          />
        )}
        {blockedReason && (
          <Text size="sm" c="dimmed" id={reasonId} data-testid="label-blocked-reason">
            {blockedReason}
          </Text>
        )}
        <Group gap="sm">
          {output === 'zpl' && (
            <Button
              onClick={onPrint}
              disabled={blocked || busy !== null || printerBusy}
              loading={busy === 'print' || printerBusy}
              aria-describedby={describedBy}
              data-testid="label-print"
            >
              {t('labels.output.print')}
            </Button>
          )}
          <Button
            variant={output === 'zpl' ? 'default' : 'filled'}
            onClick={onDownload}
            disabled={blocked || busy !== null}
            loading={busy === 'download'}
            aria-describedby={describedBy}
            data-testid="label-download"
          >
            {t('labels.output.download')}
          </Button>
          {busy === 'download' && (
            <Button variant="subtle" color="red" onClick={onCancel}>
              {t('labels.output.cancel')}
            </Button>
          )}
        </Group>
        {busy === 'download' && (
          <DownloadProgressBar
            maw={360}
            state={progress}
            text={({ done, percent }) =>
              percent === null ? t('labels.output.received', { kb: done }) : t('labels.output.progress', { percent })
            }
            label={t('labels.output.download')}
          />
        )}
      </Stack>
    </Card>
  );
}
