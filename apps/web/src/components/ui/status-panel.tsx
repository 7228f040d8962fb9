import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusPanelProps {
  title?: string;
  message: string;
  tone?: 'info' | 'warning' | 'loading';
  /** Heading level: 1 when the panel is the whole page, 2 inside a page that has its own title. */
  order?: 1 | 2;
  children?: ReactNode;
}

/** A centred message: loading, without permission, without user, page not found… */
export function StatusPanel({ title, message, tone = 'info', order = 1, children }: StatusPanelProps) {
  if (tone === 'loading') {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader aria-hidden="true" />
          <Text>{message}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" maw={560} w="100%" shadow="xs">
        <Stack gap="sm">
          {title && (
            <Title order={order} size="h3" c={tone === 'warning' ? 'brand.8' : undefined}>
              {title}
            </Title>
          )}
          <Text>{message}</Text>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
