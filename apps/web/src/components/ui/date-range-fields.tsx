import { DateField } from './date-field';

export interface DateRangeFieldsProps<F extends string> {
  /** the form's two keys: the first day, then the last */
  fields: readonly [F, F];
  values: Record<F, string>;
  /** the two fields' labels, in the same order */
  labels: readonly [string, string];
  errorOf: (field: F) => string | undefined;
  onChange: (patch: Partial<Record<F, string>>) => void;
}

/** A filter's period: two DateFields (from, to) side by side in the caller's grid. */
export function DateRangeFields<F extends string>({
  fields,
  values,
  labels,
  errorOf,
  onChange,
}: DateRangeFieldsProps<F>) {
  return fields.map((field, i) => (
    <DateField
      key={field}
      label={labels[i]}
      value={values[field]}
      error={errorOf(field)}
      onChange={(value) => onChange({ [field]: value } as Partial<Record<F, string>>)}
    />
  ));
}
