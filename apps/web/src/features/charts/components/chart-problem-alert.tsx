import { Alert, Text } from '@mantine/core';
import { isErrorCode } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format-bytes';
import type { ChartProblem } from '../model/chart-problem';

/** A refusal in red, in place: the catalogue message and, for the page's own checks, why. */
export function ChartProblemAlert({ problem }: { problem: ChartProblem }) {
  const { t, i18n } = useTranslation();
  const params: Record<string, string | number> = { ...problem.params };
  const { size, max } = problem.params;
  if (typeof size === 'number' && typeof max === 'number') {
    params.size = formatBytes(size, i18n.language);
    params.max = formatBytes(max, i18n.language);
    // just over the limit both round to "2 MB": then the exact bytes tell them apart
    if (params.size === params.max) {
      const exact = new Intl.NumberFormat(i18n.language);
      params.size = `${exact.format(size)} bytes`;
      params.max = `${exact.format(max)} bytes`;
    }
  }
  const message = isErrorCode(problem.code)
    ? t(problem.code, { ns: 'errors', ...params })
    : problem.fallback || t('default', { ns: 'errors' });
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      data-code={problem.code}
      data-testid="chart-problem"
      title={problem.server ? t('charts.upload.serverRefusedTitle') : t('charts.upload.refusedTitle')}
    >
      <Text size="sm" fw={600}>
        {message}
      </Text>
      {problem.reason && (
        <Text size="sm" mt={4}>
          {t(`charts.reasons.${problem.reason}`, params)}
        </Text>
      )}
    </Alert>
  );
}
