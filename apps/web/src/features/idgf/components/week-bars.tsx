import { Box, Group, Text } from '@mantine/core';
import { parseWeekKey } from '@portal/domain';
import { ChartLegend } from './chart-legend';

export interface WeekSeries<K extends string> {
  key: K;
  label: string;
  color: string;
}

interface WeekBarsProps<K extends string> {
  weeks: readonly { semana: string; counts: Record<K, number> }[];
  series: readonly WeekSeries<K>[];
  /** What the whole chart says, for screen readers (the figure's headline). */
  label: string;
  weekLabel: (week: string) => string;
}

const HEIGHT = 120;
const GAP = 6;

/**
 * Stacked bars, one per commercial week (hand-drawn SVG: no chart library in the bundle). Each bar carries its
 * counts in a <title>, so hovering a week tells its numbers; the legend gives the period's totals.
 */
export function WeekBars<K extends string>({ weeks, series, label, weekLabel }: WeekBarsProps<K>) {
  const totals = weeks.map((w) => series.reduce((sum, s) => sum + w.counts[s.key], 0));
  const max = Math.max(1, ...totals);
  const width = 100 / Math.max(1, weeks.length);
  return (
    <Box>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
      >
        {weeks.map((w, i) => {
          let y = HEIGHT;
          const x = i * width + (width * GAP) / 100;
          const barWidth = width * (1 - (2 * GAP) / 100);
          const title = `${weekLabel(w.semana)}: ${series.map((s) => `${s.label} ${w.counts[s.key]}`).join(', ')}`;
          return (
            <g key={w.semana} data-week={w.semana}>
              <title>{title}</title>
              <rect x={i * width} y={0} width={width} height={HEIGHT} fill="transparent" />
              {series.map((s) => {
                const h = (w.counts[s.key] / max) * (HEIGHT - 4);
                y -= h;
                return h > 0 ? <rect key={s.key} x={x} y={y} width={barWidth} height={h} fill={s.color} /> : null;
              })}
            </g>
          );
        })}
      </svg>
      <Group gap={0} wrap="nowrap" aria-hidden="true" mb="xs">
        {weeks.map((w) => (
          <Text key={w.semana} size="xs" c="dimmed" ta="center" style={{ flex: 1 }}>
            {String(parseWeekKey(w.semana)?.week ?? w.semana)}
          </Text>
        ))}
      </Group>
      <ChartLegend items={series.map((s) => ({ label: s.label, color: s.color }))} />
    </Box>
  );
}
