import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

interface MessageCardProps {
  title: string;
  text: string;
  children?: ReactNode;
}

/** A centred explanation with what to do next. */
export function StatusMessage({ title, text, children }: MessageCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" maw={640}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text>{text}</Text>
        {children && <Group>{children}</Group>}
      </Stack>
    </Card>
  );
}

/** No ?id=: how to get here, and the way to the orders. */
export function StatusNoOrder() {
  const { t } = useTranslation();
  return (
    <StatusMessage title={t('conciliation.status.noId.title')} text={t('conciliation.status.noId.text')}>
      <Button component={Link} to="/main">
        {t('conciliation.status.noId.toMain')}
      </Button>
    </StatusMessage>
  );
}
