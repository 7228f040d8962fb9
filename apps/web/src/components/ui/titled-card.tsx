import { Card, Group, Title, type GroupProps, type MantineSpacing } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface TitledCardProps {
  /** The card's h2, which also names the section for screen readers. */
  title: ReactNode;
  /** h4 for the page's main filters, h5 for a results list or a secondary part (the usual). */
  titleSize?: 'h4' | 'h5';
  /** lg around a filter form, md around a results table (the usual). */
  padding?: MantineSpacing;
  /** Beside the title, on the right: the list's count, its downloads, a picker (`false` while hidden keeps the row). */
  actions?: ReactNode;
  /** How the title row lines up with its actions (a picker with a label lines up at the bottom). */
  headerAlign?: GroupProps['align'];
  headerGap?: MantineSpacing;
  children: ReactNode;
}

/**
 * The frame of a list page's parts: the filters (a title over the area's FilterForm) and the results (a title
 * with the count on the right, over the table and its footer). A bordered `section` named by its own heading;
 * unlike SectionCard the body follows the title directly, without a stack of its own.
 */
export function TitledCard({
  title,
  titleSize = 'h5',
  padding = 'md',
  actions,
  headerAlign,
  headerGap,
  children,
}: TitledCardProps) {
  const titleId = useId();
  const heading = (
    <Title order={2} size={titleSize} id={titleId} mb={actions === undefined ? 'sm' : undefined}>
      {title}
    </Title>
  );
  return (
    <Card withBorder radius="md" padding={padding} component="section" aria-labelledby={titleId}>
      {actions !== undefined ? (
        <Group justify="space-between" align={headerAlign} gap={headerGap} mb="sm">
          {heading}
          {actions}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}
