import { Card, Group, Stack, Title, type MantineSpacing } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  /** The section's h2, which also names it for screen readers. */
  title: ReactNode;
  /** Beside the title, on the right (a count, a menu). */
  actions?: ReactNode;
  /** h4 for a form or a panel (the usual), h5 for a results list under its filters. */
  titleSize?: 'h4' | 'h5';
  padding?: MantineSpacing;
  gap?: MantineSpacing;
  children: ReactNode;
  'data-testid'?: string;
}

/** A titled part of a page: a bordered card that is a `section` named by its own heading. */
export function SectionCard({
  title,
  actions,
  titleSize = 'h4',
  padding = 'lg',
  gap = 'md',
  children,
  ...rest
}: SectionCardProps) {
  const titleId = useId();
  const heading = (
    <Title order={2} size={titleSize} id={titleId}>
      {title}
    </Title>
  );
  return (
    <Card
      withBorder
      radius="md"
      padding={padding}
      component="section"
      aria-labelledby={titleId}
      data-testid={rest['data-testid']}
    >
      <Stack gap={gap}>
        {actions ? (
          <Group justify="space-between" align="center">
            {heading}
            {actions}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Card>
  );
}
