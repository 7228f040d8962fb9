import { Alert, Text } from '@mantine/core';
import { isErrorCode } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format-bytes';
import type { UploadProblem } from '../model/upload-problem';

/** A refusal in red, in place: the catalogue message and, for the page's own checks, why. */
export function UploadProblemAlert({ problem }: { problem: UploadProblem }) {
  const { t, i18n } = useTranslation();
  const params: Record<string, string | number> = { ...problem.params };
  for (const key of ['size', 'max', 'maxBytes'] as const)
    if (typeof params[key] === 'number') params[key] = formatBytes(params[key], i18n.language);
  const message = isErrorCode(problem.code)
    ? t(problem.code, { ns: 'errors', ...params })
    : problem.fallback || t('default', { ns: 'errors' });
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      data-code={problem.code}
      data-testid="sustainability-problem"
      title={t(
        problem.server ? 'sustainability.upload.form.serverRefusedTitle' : 'sustainability.upload.form.refusedTitle',
      )}
    >
      <Text size="sm" fw={600}>
        {message}
      </Text>
      {problem.reason && (
        <Text size="sm" mt={4}>
          {t(`sustainability.upload.reasons.${problem.reason}`, params)}
        </Text>
      )}
    </Alert>
  );
}
