import { Alert, Button, Code, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../lib/api-client';

/** The code and message of a failure, or the unknown-error object when the failure gives no detail (BI4). */
export function failureDetail(
  error: unknown,
  unknown: { code: string; message: string },
): { code: string; message: string } {
  if (error instanceof ApiError && error.status !== 0 && error.code !== 'default') {
    return { code: error.code, message: errorText(error) };
  }
  return unknown;
}

/**
 * The report-problem screen of spec 001 (BI4): a heading, an apology, the suggestion to contact support, and the
 * error's code and message.
 */
export function IdgfFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const detail = failureDetail(error, {
    code: t('idgf.failure.unknownCode'),
    message: t('idgf.failure.unknownMessage'),
  });
  return (
    <Alert color="red" variant="light" radius="md" role="alert">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('idgf.failure.title')}
        </Title>
        <Text>{t('idgf.failure.apology')}</Text>
        <Text>{t('idgf.failure.support')}</Text>
        <Text>
          {t('idgf.failure.code')}: <Code>{detail.code}</Code>
        </Text>
        <Text>
          {t('idgf.failure.message')}: {detail.message}
        </Text>
        <Button variant="default" onClick={onRetry} style={{ alignSelf: 'flex-start' }}>
          {t('idgf.failure.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
