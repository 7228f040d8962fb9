import { Grid, TextInput } from '@mantine/core';
import { REGISTER_REQUEST_TEXT_MAX } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { DateRangeFields, useDateRangeErrors } from '../../../components/ui/date-range-fields';
import { FilterForm } from '../../../components/ui/filter-form';
import type { ListFilterProps } from '../../../components/ui/filtered-list-cards';
import { KIND_CHOICES, STATUS_CHOICES, type FilterErrors, type RequestFilterForm } from '../model/filter-form';

interface RequestFiltersProps extends ListFilterProps<RequestFilterForm> {
  errors: FilterErrors;
}

/** The filters of /register-requests: status (pending first), user text, kind and the dates it was sent. */
export function RequestFilters({ form, errors, onChange, onSubmit, onClear, busy }: RequestFiltersProps) {
  const { t } = useTranslation();
  const bind = { form, onChange, errorOf: useDateRangeErrors(errors, 'registration.filters.dateRange') };
  const span = { base: 12, sm: 6, lg: 'auto' as const };
  const statusOptions = STATUS_CHOICES.map((status) => ({
    value: status,
    label: status === 'all' ? t('registration.filters.statusAll') : t(`registration.status.${status}`),
  }));
  const kindOptions = [
    { value: '' as const, label: t('registration.filters.kindAll') },
    ...KIND_CHOICES.map((kind) => ({ value: kind, label: t(`registration.kind.${kind}`) })),
  ];

  return (
    <FilterForm texts="registration.filters" onSubmit={onSubmit} onClear={onClear} busy={busy}>
      <Grid gutter="sm" align="flex-start">
        <Grid.Col span={span}>
          <ChoiceSelect field="status" bind={bind} label={t('registration.filters.status')} data={statusOptions} />
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
          <ChoiceSelect field="tipo" bind={bind} label={t('registration.filters.kind')} data={kindOptions} />
        </Grid.Col>
        <DateRangeFields
          fields={['de', 'ate']}
          labels={[t('registration.filters.from'), t('registration.filters.to')]}
          bind={bind}
          span={span}
        />
      </Grid>
    </FilterForm>
  );
}
