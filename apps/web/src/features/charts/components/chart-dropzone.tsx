import { CHART_MAX_BYTES } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropzone, type CheckedDropzoneProps } from '../../../components/ui/file-dropzone';
import { checkChartFiles, PDF_ACCEPT, type ChartFileRefusal } from '../model/chart-file';

/**
 * The chart picker: a drop area with a button that opens the system's picker (filtered to PDF). Both take
 * exactly one file; the first bytes are read to catch a renamed file before anything is sent.
 */
export function ChartDropzone({ file, disabled, onFile, onRefusal, onRemove }: CheckedDropzoneProps<ChartFileRefusal>) {
  const { t } = useTranslation();
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
      texts="charts.upload"
      maxBytes={CHART_MAX_BYTES}
      disabled={disabled}
      checking={checking}
      inputLabel={t('charts.upload.input')}
      testIds={{ zone: 'chart-dropzone', input: 'chart-file-input', fileName: 'chart-chosen-file' }}
      onFiles={(files) => void take(files)}
      onRemove={onRemove}
    />
  );
}
