import { Box, Group, Text } from '@mantine/core';

export interface LegendItem {
  label: string;
  color: string;
  value?: number;
}

/** A chart's key: a swatch, the outcome and, when given, its count. */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Group key={item.label} gap={6} component="li" wrap="nowrap">
          <Box w={12} h={12} style={{ background: item.color, borderRadius: 3 }} aria-hidden="true" />
          <Text size="sm">
            {item.label}
            {item.value !== undefined && <strong> {item.value}</strong>}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
