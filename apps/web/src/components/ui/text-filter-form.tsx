import { Grid, TextInput, type GridColProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UrlFilterValues } from '../../lib/use-url-filters';
import { FilterForm } from './filter-form';
import type { ListFilterProps } from './filtered-list-cards';

/**
 * One text filter: its field, its words (keys under the list's `<texts>.filters`), the longest text it takes and
 * the mask typing follows.
 */
export interface TextFilterField<T> {
  field: keyof T & string;
  label: string;
  placeholder?: string;
  max: number;
  /** e.g. formatCnpj: the mask follows what is typed (a part of a CNPJ searches too) */
  mask?: (value: string) => string;
}

export interface TextFilterFormProps<T extends UrlFilterValues<T>> extends ListFilterProps<T> {
  /**
   * The list's catalogue prefix (as FilteredListCards takes it): `<texts>.filters.title` names the form,
   * `.search` and `.clear` its buttons, and the fields' keys sit beside them.
   */
  texts: string;
  fields: readonly TextFilterField<T>[];
  /** each field's width in the grid */
  span: GridColProps['span'];
}

/** A list's filters made of text fields only ("contains" searches): a FilterForm with one input per field. */
export function TextFilterForm<T extends UrlFilterValues<T>>(props: TextFilterFormProps<T>) {
  const { form, onChange, fields, span } = props;
  const { t } = useTranslation();
  const text = (key: string) => t(`${props.texts}.filters.${key}`);
  return (
    <FilterForm texts={`${props.texts}.filters`} onSubmit={props.onSubmit} onClear={props.onClear} busy={props.busy}>
      <Grid gutter="sm">
        {fields.map(({ field, label, placeholder, max, mask }) => (
          <Grid.Col key={field} span={span}>
            <TextInput
              label={text(label)}
              placeholder={placeholder && text(placeholder)}
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
