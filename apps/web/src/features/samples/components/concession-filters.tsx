import { Grid, TextInput } from '@mantine/core';
import { SAMPLE_CONCESSION_SUPPLIER_FILTER_MAX } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { DateRangeFields, useDateRangeErrors } from '../../../components/ui/date-range-fields';
import { FilterForm } from '../../../components/ui/filter-form';
import type { ListFilterProps } from '../../../components/ui/filtered-list-cards';
import {
  ORDER_DIGITS,
  STATUS_CHOICES,
  type ConcessionFilterForm,
  type FilterErrors,
} from '../model/concession-filters';
import { useConcessionStatusName } from './concession-status-badge';

interface ConcessionFiltersProps extends ListFilterProps<ConcessionFilterForm> {
  errors: FilterErrors;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** The filters of /order-sample-list: supplier (code or name), original order, sample order, status, registration days. */
export function ConcessionFilters({ form, errors, onChange, onSubmit, onClear, busy }: ConcessionFiltersProps) {
  const { t } = useTranslation();
  const statusName = useConcessionStatusName();
  const span = { base: 12, sm: 6, lg: 4 };
  const bind = { form, onChange, errorOf: useDateRangeErrors(errors, 'samples.list.filters.dateRange') };
  const statusOptions = [
    { value: '' as const, label: t('samples.list.filters.statusAll') },
    ...STATUS_CHOICES.map((value) => ({ value, label: statusName(Number(value)) })),
  ];

  return (
    <FilterForm texts="samples.list.filters" onSubmit={onSubmit} onClear={onClear} busy={busy}>
      <Grid gutter="sm" align="flex-start">
        <Grid.Col span={span}>
          <TextInput
            label={t('samples.list.filters.supplier')}
            placeholder={t('samples.list.filters.supplierPlaceholder')}
            value={form.fornecedor}
            maxLength={SAMPLE_CONCESSION_SUPPLIER_FILTER_MAX}
            onChange={(e) => onChange({ fornecedor: e.currentTarget.value })}
          />
        </Grid.Col>
        {(['pedido', 'pedidoAmostra'] as const).map((field) => (
          <Grid.Col key={field} span={span}>
            <TextInput
              label={t(field === 'pedido' ? 'samples.list.filters.order' : 'samples.list.filters.sampleOrder')}
              value={form[field]}
              inputMode="numeric"
              maxLength={ORDER_DIGITS}
              onChange={(e) => onChange({ [field]: digits(e.currentTarget.value) })}
            />
          </Grid.Col>
        ))}
        <Grid.Col span={span}>
          <ChoiceSelect field="status" bind={bind} label={t('samples.list.filters.status')} data={statusOptions} />
        </Grid.Col>
        <DateRangeFields
          fields={['dataCadastroInicial', 'dataCadastroFinal']}
          labels={[t('samples.list.filters.from'), t('samples.list.filters.to')]}
          bind={bind}
          span={span}
        />
      </Grid>
    </FilterForm>
  );
}
