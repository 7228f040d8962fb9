import { useTranslation } from 'react-i18next';
import { CheckedFileDropzone, type CheckedDropzoneProps } from '../../../components/ui/file-dropzone';
import { CHART_FILE, type ChartFileRefusal } from '../model/chart-file';

/**
 * The chart picker: a drop area with a button that opens the system's picker (filtered to PDF). Both take
 * exactly one file; the first bytes are read to catch a renamed file before anything is sent.
 */
export function ChartDropzone(props: CheckedDropzoneProps<ChartFileRefusal>) {
  const { t } = useTranslation();
  return (
    <CheckedFileDropzone
      {...props}
      kind={CHART_FILE}
      texts="charts.upload"
      inputLabel={t('charts.upload.input')}
      testIds={{ zone: 'chart-dropzone', input: 'chart-file-input', fileName: 'chart-chosen-file' }}
    />
  );
}
