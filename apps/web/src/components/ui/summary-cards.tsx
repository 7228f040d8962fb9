import { Card, SimpleGrid, Stack, Text, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SummaryCardsProps {
  /** What the row of cards is (read by screen readers as the list's name). */
  label: string;
  /** Cards per row on wide screens (one on phones, two on small screens); or Mantine's own breakpoints. */
  columns?: number | SimpleGridProps['cols'];
  children: ReactNode;
}

/**
 * The head of an order or load screen: a row of small cards (order, supplier, CD, week, status…), as a list so
 * a screen reader announces how many there are. Each area fills the cards with its own fields.
 */
export function SummaryCards({ label, columns = 4, children }: SummaryCardsProps) {
  const cols = typeof columns === 'number' ? { base: 1, xs: 2, md: columns } : columns;
  return (
    <SimpleGrid
      cols={cols}
      spacing="sm"
      component="ul"
      aria-label={label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {children}
    </SimpleGrid>
  );
}

/** One card of SummaryCards: a small caption and what it says. */
export function SummaryCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/** The card's main figure (an order or load number, a week): large and bold. */
export function SummaryFigure({ children, 'data-testid': testId }: { children: ReactNode; 'data-testid'?: string }) {
  return (
    <Text fw={700} size="lg" data-testid={testId}>
      {children}
    </Text>
  );
}
