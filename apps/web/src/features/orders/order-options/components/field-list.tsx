import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Field {
  key: string;
  label: string;
  value: ReactNode;
}

const EMPTY = '—';

/** Read-only label/value pairs, as a description list so screen readers pair them. */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="xs" m={0}>
      {fields.map((f) => (
        <div key={f.key} data-field={f.key}>
          <Text component="dt" size="xs" c="dimmed">
            {f.label}
          </Text>
          <Text component="dd" m={0} fw={500}>
            {f.value === null || f.value === undefined || f.value === '' ? EMPTY : f.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
