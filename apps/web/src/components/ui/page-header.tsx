import { Stack, Text, Title } from '@mantine/core';

/** A page's title and the short line under it that says what the page is for. */
export function PageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{intro}</Text>
    </Stack>
  );
}
