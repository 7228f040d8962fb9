import { Box, Group, Stack, Text } from '@mantine/core';
import { ChartLegend, type LegendItem } from './chart-legend';

const R = 40;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** A ring of the parts of a whole (hand-drawn SVG), its total in the middle and the parts in the legend. */
export function Donut({
  parts,
  label,
  center,
}: {
  parts: readonly Required<LegendItem>[];
  label: string;
  center: string;
}) {
  const total = parts.reduce((sum, p) => sum + p.value, 0);
  let offset = 0;
  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Box w={120} h={120} style={{ flexShrink: 0 }}>
        <svg role="img" aria-label={label} viewBox="0 0 100 100" width={120} height={120}>
          <circle cx={50} cy={50} r={R} fill="none" stroke="var(--mantine-color-gray-2)" strokeWidth={14} />
          {total > 0 &&
            parts.map((p) => {
              const length = (p.value / total) * CIRCUMFERENCE;
              const dash = (
                <circle
                  key={p.label}
                  cx={50}
                  cy={50}
                  r={R}
                  fill="none"
                  stroke={p.color}
                  strokeWidth={14}
                  strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                  strokeDashoffset={-offset}
                  transform="rotate(-90 50 50)"
                >
                  <title>{`${p.label}: ${p.value}`}</title>
                </circle>
              );
              offset += length;
              return dash;
            })}
          <text x={50} y={56} textAnchor="middle" fontSize={18} fontWeight={700} fill="currentColor">
            {center}
          </text>
        </svg>
      </Box>
      <Stack gap={4}>
        <ChartLegend items={parts} />
        {total === 0 && <Text size="sm" c="dimmed" />}
      </Stack>
    </Group>
  );
}
