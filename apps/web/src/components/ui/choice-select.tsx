import { NativeSelect } from '@mantine/core';
import type { FieldBinding } from './field-binding';

export interface ChoiceSelectProps<T, K extends keyof T & string> {
  /** the form's key it edits */
  field: K;
  bind: FieldBinding<T>;
  label: string;
  /** every value the field may take, with its words */
  data: readonly { value: NoInfer<T[K]> & string; label: string }[];
}

/**
 * A native select of a form's field: what it writes back is always one of its options, so the caller needs no
 * check that the chosen text is a value the field takes.
 */
export function ChoiceSelect<T, K extends keyof T & string>({ field, bind, label, data }: ChoiceSelectProps<T, K>) {
  return (
    <NativeSelect
      label={label}
      data={data}
      value={bind.form[field] as string}
      error={bind.errorOf(field)}
      onChange={(e) => {
        const chosen = data.find((option) => option.value === e.currentTarget.value);
        if (chosen) bind.onChange({ [field]: chosen.value } as unknown as Partial<T>);
      }}
    />
  );
}
