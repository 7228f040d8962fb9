import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../lib/api-client';

/** The page's placeholder while the result loads: the shapes of the stepper, cards and table. */
export function StatusSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>{t('conciliation.status.loading')}</VisuallyHidden>
      <Skeleton height={72} radius="md" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={150} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={36} width="60%" radius="md" />
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}

/** A failure to load the result: what went wrong and a retry. */
export function StatusLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const detail = error instanceof ApiError ? errorText(error) : t('default', { ns: 'errors' });
  return (
    <Alert color="red" variant="light" title={t('conciliation.status.error.title')} role="alert" maw={720}>
      <Text size="sm">{detail}</Text>
      <Button variant="light" color="red" size="xs" mt="sm" onClick={onRetry}>
        {t('conciliation.status.error.retry')}
      </Button>
    </Alert>
  );
}
