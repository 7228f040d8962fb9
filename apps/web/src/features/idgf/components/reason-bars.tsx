import { Box, Group, Stack, Text } from '@mantine/core';
import { OUTCOME_COLORS } from '../model/chart-colors';

/** Horizontal bars of the top divergence reasons, the longest the most frequent. */
export function ReasonBars({
  reasons,
  label,
}: {
  reasons: readonly { label: string; value: number }[];
  label: string;
}) {
  const max = Math.max(1, ...reasons.map((r) => r.value));
  return (
    <Stack gap="xs" role="list" aria-label={label}>
      {reasons.map((r) => (
        <Box key={r.label} role="listitem">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{r.label}</Text>
            <Text size="sm" fw={700}>
              {r.value}
            </Text>
          </Group>
          <Box h={10} bg="gray.2" style={{ borderRadius: 5 }} aria-hidden="true">
            <Box h={10} w={`${(r.value / max) * 100}%`} style={{ background: OUTCOME_COLORS.bad, borderRadius: 5 }} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
