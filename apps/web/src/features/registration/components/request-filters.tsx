import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { REGISTER_REQUEST_TEXT_MAX } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { FilterForm } from '../../../components/ui/filter-form';
import { isIsoDate } from '../../../lib/date-text';
import {
  isKindChoice,
  isStatusChoice,
  KIND_CHOICES,
  STATUS_CHOICES,
  type FilterError,
  type RequestFilterForm,
} from '../model/filter-form';

interface RequestFiltersProps {
  form: RequestFilterForm;
  error: FilterError | null;
  onChange: (patch: Partial<RequestFilterForm>) => void;
  /** the search button and Enter in any field */
  onSubmit: () => void;
  onClear: () => void;
  busy: boolean;
}

/** The filters of /register-requests: status (pending first), user text, kind and the dates it was sent. */
export function RequestFilters({ form, error, onChange, onSubmit, onClear, busy }: RequestFiltersProps) {
  const { t } = useTranslation();
  const span = { base: 12, sm: 6, lg: 'auto' as const };
  const statusOptions = STATUS_CHOICES.map((status) => ({
    value: status,
    label: status === 'all' ? t('registration.filters.statusAll') : t(`registration.status.${status}`),
  }));
  const kindOptions = [
    { value: '', label: t('registration.filters.kindAll') },
    ...KIND_CHOICES.map((kind) => ({ value: kind, label: t(`registration.kind.${kind}`) })),
  ];
  // one message for the pair: a reversed range shows under the last day, an unreadable day under itself
  const dateError = (field: 'de' | 'ate') =>
    field === 'ate' && error === 'dateRange'
      ? t('registration.filters.dateRange')
      : error === 'date' && !isIsoDate(form[field])
        ? t('ui.dateField.invalid')
        : undefined;

  return (
    <FilterForm
      label={t('registration.filters.title')}
      onSubmit={onSubmit}
      onClear={onClear}
      submitLabel={t('registration.filters.search')}
      clearLabel={t('registration.filters.clear')}
      busy={busy}
    >
      <Grid gutter="sm" align="flex-start">
        <Grid.Col span={span}>
          <NativeSelect
            label={t('registration.filters.status')}
            data={statusOptions}
            value={form.status}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isStatusChoice(value)) onChange({ status: value });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ ...span, lg: 3 }}>
          <TextInput
            label={t('registration.filters.text')}
            placeholder={t('registration.filters.textPlaceholder')}
            value={form.texto}
            maxLength={REGISTER_REQUEST_TEXT_MAX}
            onChange={(e) => onChange({ texto: e.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <NativeSelect
            label={t('registration.filters.kind')}
            data={kindOptions}
            value={form.tipo}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onChange({ tipo: isKindChoice(value) ? value : '' });
            }}
          />
        </Grid.Col>
        <DateRangeFields
          fields={['de', 'ate']}
          values={form}
          labels={[t('registration.filters.from'), t('registration.filters.to')]}
          errorOf={dateError}
          onChange={onChange}
          span={span}
        />
      </Grid>
    </FilterForm>
  );
}
