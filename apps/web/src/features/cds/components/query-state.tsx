import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { cdErrorText } from '../model/errors';

/** A section's loading line. */
export function SectionLoading({ message }: { message: string }) {
  return (
    <Center py="lg" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden="true" />
        <Text>{message}</Text>
      </Group>
    </Center>
  );
}

/** A section's load failure: what went wrong (translated) and a retry. */
export function SectionError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const detail = error instanceof ApiError ? cdErrorText(error) : t('default', { ns: 'errors' });
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Text size="sm">{detail}</Text>
      <Button variant="light" color="red" size="xs" mt="sm" onClick={onRetry}>
        {t('cds.list.retry')}
      </Button>
    </Alert>
  );
}
