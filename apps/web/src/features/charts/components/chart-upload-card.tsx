import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { MeasurementChart } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useChartUpload } from '../api/chart-upload';
import { problemFromError, problemFromRefusal, type ChartProblem } from '../model/chart-problem';
import { ChartDropzone } from './chart-dropzone';
import { UploadProblemAlert } from '../../../components/ui/upload-problem-alert';
import { SectionCard } from '../../../components/ui/section-card';

interface ChartUploadCardProps {
  idPedido: number;
  /** The current chart (null: none); undefined while unknown, and the import waits for it. */
  current: MeasurementChart | null | undefined;
}

/** The catalogue keys of a refused chart. */
const PROBLEM_TEXTS = {
  refusedTitle: 'charts.upload.refusedTitle',
  serverRefusedTitle: 'charts.upload.serverRefusedTitle',
  reasons: 'charts.reasons',
};

/**
 * One PDF for the order: checked here, then sent with a progress bar. Replacing an existing chart asks
 * first; a refusal (the page's or the server's) is shown in place and nothing changes.
 */
export function ChartUploadCard({ idPedido, current }: ChartUploadCardProps) {
  const { t } = useTranslation();
  const upload = useChartUpload(idPedido);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ChartProblem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const sending = upload.isPending;
  const known = current !== undefined;

  const send = async (chosen: File) => {
    setProblem(null);
    try {
      await upload.mutateAsync(chosen);
      setFile(null);
    } catch (error) {
      setProblem(problemFromError(error));
    } finally {
      setConfirming(false);
    }
  };

  const start = () => {
    if (!file || sending || !known) return;
    if (current) setConfirming(true);
    else void send(file);
  };

  const clear = () => {
    setFile(null);
    setProblem(null);
  };

  const percent = upload.progress === null ? 0 : Math.round(upload.progress * 100);
  return (
    <SectionCard title={current ? t('charts.upload.titleReplace') : t('charts.upload.title')}>
      <ChartDropzone
        file={file}
        disabled={sending}
        onFile={(picked) => {
          setFile(picked);
          setProblem(null);
        }}
        onRefusal={(refusal) => {
          setFile(null);
          setProblem(problemFromRefusal(refusal));
        }}
        onRemove={clear}
      />
      {problem && <UploadProblemAlert problem={problem} texts={PROBLEM_TEXTS} testId="chart-problem" />}
      {upload.progress !== null && (
        <Stack gap={4}>
          <Progress value={percent} aria-label={t('charts.upload.progress')} data-testid="chart-progress" />
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('charts.upload.sending', { percent })}
          </Text>
        </Stack>
      )}
      <Group gap="sm">
        <Button onClick={start} disabled={!file || !known || sending} loading={sending}>
          {t('charts.upload.import')}
        </Button>
        <Button variant="default" onClick={clear} disabled={sending || (!file && !problem)}>
          {t('charts.upload.clear')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t('charts.replace.title')}
        message={t('charts.replace.message', {
          id: idPedido,
          current: current?.nomeArquivo ?? '',
          file: file?.name ?? '',
        })}
        confirmLabel={t('charts.replace.confirm')}
        cancelLabel={t('charts.replace.cancel')}
        busy={sending}
        danger
        onConfirm={() => file && void send(file)}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
