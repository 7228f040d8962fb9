import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** The short line under it that says what the page is for. */
  intro?: ReactNode;
  /** The way back (a link or a button), on the right. */
  back?: { label: string; to: string } | { label: string; onClick: () => void };
  /** More on the right, before the way back. */
  actions?: ReactNode;
}

/** A page's title, what the page is for, and the way back: the same on every page. */
export function PageHeader({ title, intro, back, actions }: PageHeaderProps) {
  const heading = (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      {intro !== undefined && (typeof intro === 'string' ? <Text c="dimmed">{intro}</Text> : intro)}
    </Stack>
  );
  if (!back && !actions) return heading;
  return (
    <Group justify="space-between" align="flex-start">
      {heading}
      <Group gap="sm">
        {actions}
        {back &&
          ('to' in back ? (
            <Button component={Link} to={back.to} variant="default">
              {back.label}
            </Button>
          ) : (
            <Button variant="default" onClick={back.onClick}>
              {back.label}
            </Button>
          ))}
      </Group>
    </Group>
  );
}
