import { Stack, Text } from '@mantine/core';

/** A name with its code under it, smaller (a supplier in a table's cell: "Malharia Serra Gaúcha" over "104512"). */
export function NameWithCode({ name, code }: { name: string; code: string | number }) {
  return (
    <Stack gap={0}>
      <Text fz="sm">{name}</Text>
      <Text fz="xs" c="dimmed">
        {code}
      </Text>
    </Stack>
  );
}
