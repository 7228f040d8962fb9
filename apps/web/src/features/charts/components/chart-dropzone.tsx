import { CHART_MAX_BYTES } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropzone } from '../../../components/ui/file-dropzone';
import { checkChartFiles, PDF_ACCEPT, type ChartFileRefusal } from '../model/chart-file';
import { formatBytes } from '../../../lib/format-bytes';

interface ChartDropzoneProps {
  file: File | null;
  disabled: boolean;
  /** A file passed the client-side checks. */
  onFile: (file: File) => void;
  /** A pick or a drop was refused (several files, not a PDF by name or content, empty, too big). */
  onRefusal: (refusal: ChartFileRefusal) => void;
  onRemove: () => void;
}

/**
 * The chart picker: a drop area with a button that opens the system's picker (filtered to PDF). Both take
 * exactly one file; the first bytes are read to catch a renamed file before anything is sent.
 */
export function ChartDropzone({ file, disabled, onFile, onRefusal, onRemove }: ChartDropzoneProps) {
  const { t, i18n } = useTranslation();
  const [checking, setChecking] = useState(false);

  const take = async (files: File[]) => {
    setChecking(true);
    try {
      const check = await checkChartFiles(files);
      if (check.ok) onFile(check.file);
      else onRefusal(check.refusal);
    } finally {
      setChecking(false);
    }
  };

  return (
    <FileDropzone
      accept={PDF_ACCEPT}
      file={file}
      describeFile={(chosen) =>
        t('charts.upload.fileInfo', { name: chosen.name, size: formatBytes(chosen.size, i18n.language) })
      }
      disabled={disabled}
      checking={checking}
      inputLabel={t('charts.upload.input')}
      texts={{
        zone: t('charts.upload.zone'),
        selected: t('charts.upload.selected'),
        drop: t('charts.upload.drop'),
        or: t('charts.upload.or'),
        choose: t('charts.upload.choose'),
        chooseOther: t('charts.upload.chooseOther'),
        remove: t('charts.upload.remove'),
        hint: t('charts.upload.hint', { max: formatBytes(CHART_MAX_BYTES, i18n.language) }),
        checking: t('charts.upload.checking'),
      }}
      testIds={{ zone: 'chart-dropzone', input: 'chart-file-input', fileName: 'chart-chosen-file' }}
      onFiles={(files) => void take(files)}
      onRemove={onRemove}
    />
  );
}
