import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format-bytes';
import type { PdfFileRefusal } from '../../../lib/pdf-file';

/** A picked file the page refused, in red, in place: the catalogue message (mustBePDF, …) and why. */
export function FileRefusalAlert({ refusal }: { refusal: PdfFileRefusal }) {
  const { t, i18n } = useTranslation();
  const { code, reason, ...params } = refusal;
  const shown: Record<string, string | number> = { ...params };
  if (refusal.code === 'fileSizeExceeded') {
    shown.size = formatBytes(refusal.size, i18n.language);
    shown.max = formatBytes(refusal.max, i18n.language);
  }
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      data-code={code}
      title={t('originCertificates.upload.refusedTitle')}
    >
      <Text size="sm" fw={600}>
        {t(code, { ns: 'errors', ...shown })}
      </Text>
      <Text size="sm" mt={4}>
        {t(`originCertificates.upload.reasons.${reason}`, shown)}
      </Text>
    </Alert>
  );
}
