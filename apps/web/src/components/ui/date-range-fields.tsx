import { Grid, type GridColProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DateRangeProblems } from '../../lib/date-text';
import { DateField } from './date-field';
import type { FieldBinding } from './field-binding';

export interface DateRangeFieldsProps<F extends string> {
  /** the form's two keys: the first day, then the last */
  fields: readonly [F, F];
  /** the two fields' labels, in the same order */
  labels: readonly [string, string];
  bind: FieldBinding<Record<NoInfer<F>, string>>;
  /** in a Mantine Grid: each field sits in its own Grid.Col of this span (a SimpleGrid needs none) */
  span?: GridColProps['span'];
}

/** A filter's period: two DateFields (from, to) side by side in the caller's grid. */
export function DateRangeFields<F extends string>({ fields, labels, bind, span }: DateRangeFieldsProps<F>) {
  return fields.map((field, i) => {
    const input = (
      <DateField
        key={field}
        label={labels[i]}
        value={bind.form[field]}
        error={bind.errorOf(field)}
        onChange={(value) => bind.onChange({ [field]: value } as Partial<Record<F, string>>)}
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

/**
 * The messages of a period the model refused (lib/date-text's dateRangeProblems): a day that is no date is said
 * as the date field says it, a period that runs backwards in the area's words (`reversedKey`, under the last day).
 */
export function useDateRangeErrors<F extends string>(problems: DateRangeProblems<F>, reversedKey: string) {
  const { t } = useTranslation();
  // any field of the form: only the period's two have a problem
  return (field: PropertyKey): string | undefined => {
    const problem = problems[field as F];
    if (problem === 'dateRange') return t(reversedKey);
    return problem === 'date' ? t('ui.dateField.invalid') : undefined;
  };
}
