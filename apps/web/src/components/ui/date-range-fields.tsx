import { Grid, type GridColProps } from '@mantine/core';
import { DateField } from './date-field';

export interface DateRangeFieldsProps<F extends string> {
  /** the form's two keys: the first day, then the last */
  fields: readonly [F, F];
  values: Record<F, string>;
  /** the two fields' labels, in the same order */
  labels: readonly [string, string];
  errorOf: (field: F) => string | undefined;
  onChange: (patch: Partial<Record<F, string>>) => void;
  /** in a Mantine Grid: each field sits in its own Grid.Col of this span (a SimpleGrid needs none) */
  span?: GridColProps['span'];
}

/** A filter's period: two DateFields (from, to) side by side in the caller's grid. */
export function DateRangeFields<F extends string>({
  fields,
  values,
  labels,
  errorOf,
  onChange,
  span,
}: DateRangeFieldsProps<F>) {
  return fields.map((field, i) => {
    const input = (
      <DateField
        key={field}
        label={labels[i]}
        value={values[field]}
        error={errorOf(field)}
        onChange={(value) => onChange({ [field]: value } as Partial<Record<F, string>>)}
      />
    );
    return span === undefined ? (
      input
    ) : (
      <Grid.Col key={field} span={span}>
        {input}
      </Grid.Col>
    );
  });
}
