import { Grid, TextInput, type GridColProps } from '@mantine/core';
import type { UrlFilterValues } from '../../lib/use-url-filters';
import { FilterForm } from './filter-form';
import type { ListFilterProps } from './filtered-list-cards';

/** One text filter: its field, its words (translated), the longest text it takes and the mask typing follows. */
export interface TextFilterField<T> {
  field: keyof T & string;
  label: string;
  placeholder?: string;
  max: number;
  /** e.g. formatCnpj: the mask follows what is typed (a part of a CNPJ searches too) */
  mask?: (value: string) => string;
}

export interface TextFilterFormProps<T extends UrlFilterValues<T>> extends ListFilterProps<T> {
  /** the form's accessible name (the filters' title) */
  label: string;
  submitLabel: string;
  clearLabel: string;
  fields: readonly TextFilterField<T>[];
  /** each field's width in the grid */
  span: GridColProps['span'];
}

/** A list's filters made of text fields only ("contains" searches): a FilterForm with one input per field. */
export function TextFilterForm<T extends UrlFilterValues<T>>(props: TextFilterFormProps<T>) {
  const { form, onChange, fields, span } = props;
  return (
    <FilterForm
      label={props.label}
      onSubmit={props.onSubmit}
      onClear={props.onClear}
      submitLabel={props.submitLabel}
      clearLabel={props.clearLabel}
      busy={props.busy}
    >
      <Grid gutter="sm">
        {fields.map(({ field, label, placeholder, max, mask }) => (
          <Grid.Col key={field} span={span}>
            <TextInput
              label={label}
              placeholder={placeholder}
              value={form[field]}
              maxLength={max}
              onChange={(e) => {
                const value = e.currentTarget.value;
                onChange({ [field]: mask ? mask(value) : value } as Partial<T>);
              }}
            />
          </Grid.Col>
        ))}
      </Grid>
    </FilterForm>
  );
}
