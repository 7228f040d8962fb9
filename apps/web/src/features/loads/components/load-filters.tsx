import { Grid, TextInput } from '@mantine/core';
import { LOAD_LIST_STATUSES, LOAD_LIST_SUPPLIER_MAX } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { DateRangeFields, useDateRangeErrors } from '../../../components/ui/date-range-fields';
import { FilterForm } from '../../../components/ui/filter-form';
import type { ListFilterProps } from '../../../components/ui/filtered-list-cards';
import { LOAD_NUMBER_MAX_DIGITS, type LoadFilterErrors, type LoadFilterForm } from '../model/load-filter-form';

interface LoadFiltersProps extends ListFilterProps<LoadFilterForm> {
  errors: LoadFilterErrors;
  /** internal users look for a supplier; a supplier only ever sees its own loads */
  showProvider: boolean;
}

/** The filters of /load: load number, supplier (internal users), status and the booked delivery days. */
export function LoadFilters({ form, errors, showProvider, onChange, onSubmit, onClear, busy }: LoadFiltersProps) {
  const { t } = useTranslation();
  const bind = { form, onChange, errorOf: useDateRangeErrors(errors, 'loads.list.filters.dateRange') };
  const span = { base: 12, xs: 6, md: 4, lg: 'auto' as const };
  const statusOptions = [
    { value: '' as const, label: t('loads.list.filters.statusAll') },
    ...LOAD_LIST_STATUSES.map((status) => ({ value: status, label: t(`loads.status.${status}`) })),
  ];
  return (
    <FilterForm texts="loads.list.filters" onSubmit={onSubmit} onClear={onClear} busy={busy}>
      <Grid gutter="sm" align="flex-start">
        <Grid.Col span={span}>
          <TextInput
            label={t('loads.list.filters.load')}
            value={form.idCarga}
            inputMode="numeric"
            autoComplete="off"
            maxLength={LOAD_NUMBER_MAX_DIGITS}
            onChange={(e) => onChange({ idCarga: e.currentTarget.value.replace(/\D/g, '') })}
          />
        </Grid.Col>
        {showProvider && (
          <Grid.Col span={{ ...span, lg: 3 }}>
            <TextInput
              label={t('loads.list.filters.provider')}
              placeholder={t('loads.list.filters.providerPlaceholder')}
              value={form.fornecedor}
              maxLength={LOAD_LIST_SUPPLIER_MAX}
              onChange={(e) => onChange({ fornecedor: e.currentTarget.value })}
            />
          </Grid.Col>
        )}
        <Grid.Col span={span}>
          <ChoiceSelect field="status" bind={bind} label={t('loads.list.filters.status')} data={statusOptions} />
        </Grid.Col>
        <DateRangeFields
          fields={['dtEntregaIni', 'dtEntregaFim']}
          labels={[t('loads.list.filters.from'), t('loads.list.filters.to')]}
          bind={bind}
          span={span}
        />
      </Grid>
    </FilterForm>
  );
}
