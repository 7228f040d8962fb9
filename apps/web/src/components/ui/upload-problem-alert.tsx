import { Alert, Text } from '@mantine/core';
import { isErrorCode } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../lib/format-bytes';

/** A refused upload, kept as a code (translated when shown, so a language switch follows). */
export interface UploadProblem {
  code: string;
  /** Interpolation values of the message and the explanation (count, name, size, max). */
  params: Record<string, string | number>;
  /** The page's own check that refused the file (`<reasons>.<reason>` explains it), or null. */
  reason: string | null;
  /** The text of a code outside the catalogue (the server's message, or its language segment). */
  fallback: string;
  /** Refused by the server (the file was sent) rather than by the page's own checks. */
  server: boolean;
}

/** The catalogue keys of an area's refusal: the two titles and the prefix of the reasons. */
export interface UploadProblemTexts {
  refusedTitle: string;
  serverRefusedTitle: string;
  reasons: string;
}

/** The params with their byte counts as sizes; when size and max round alike, the exact bytes tell them apart. */
function sizedParams(params: Record<string, string | number>, language: string): Record<string, string | number> {
  const sized: Record<string, string | number> = { ...params };
  for (const key of ['size', 'max', 'maxBytes'] as const)
    if (typeof params[key] === 'number') sized[key] = formatBytes(params[key], language);
  const { size, max } = params;
  // just over the limit both round to "2 MB": then the exact bytes tell them apart
  if (typeof size === 'number' && typeof max === 'number' && sized.size === sized.max) {
    const exact = new Intl.NumberFormat(language);
    sized.size = `${exact.format(size)} bytes`;
    sized.max = `${exact.format(max)} bytes`;
  }
  return sized;
}

/** A refusal in red, in place: the catalogue message and, for the page's own checks, why. */
export function UploadProblemAlert({
  problem,
  texts,
  testId,
}: {
  problem: UploadProblem;
  texts: UploadProblemTexts;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const params = sizedParams(problem.params, i18n.language);
  const message = isErrorCode(problem.code)
    ? t(problem.code, { ns: 'errors', ...params })
    : problem.fallback || t('default', { ns: 'errors' });
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      data-code={problem.code}
      data-testid={testId}
      title={t(problem.server ? texts.serverRefusedTitle : texts.refusedTitle)}
    >
      <Text size="sm" fw={600}>
        {message}
      </Text>
      {problem.reason && (
        <Text size="sm" mt={4}>
          {t(`${texts.reasons}.${problem.reason}`, params)}
        </Text>
      )}
    </Alert>
  );
}
