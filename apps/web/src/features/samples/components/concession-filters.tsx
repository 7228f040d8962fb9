import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { SAMPLE_CONCESSION_SUPPLIER_FILTER_MAX } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { FilterForm } from '../../../components/ui/filter-form';
import {
  isStatusChoice,
  ORDER_DIGITS,
  STATUS_CHOICES,
  type ConcessionFilterForm,
  type FilterErrors,
} from '../model/concession-filters';
import { useConcessionStatusName } from './concession-status-badge';

interface ConcessionFiltersProps {
  form: ConcessionFilterForm;
  errors: FilterErrors;
  onChange: (patch: Partial<ConcessionFilterForm>) => void;
  /** the search button and Enter in any field */
  onSubmit: () => void;
  onClear: () => void;
  busy: boolean;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** The filters of /order-sample-list: supplier (code or name), original order, sample order, status, registration days. */
export function ConcessionFilters({ form, errors, onChange, onSubmit, onClear, busy }: ConcessionFiltersProps) {
  const { t } = useTranslation();
  const statusName = useConcessionStatusName();
  const span = { base: 12, sm: 6, lg: 4 };
  const dateError = (field: keyof FilterErrors) =>
    errors[field] === 'dateRange'
      ? t('samples.list.filters.dateRange')
      : errors[field] === 'date'
        ? t('ui.dateField.invalid')
        : undefined;

  return (
    <FilterForm
      label={t('samples.list.filters.title')}
      onSubmit={onSubmit}
      onClear={onClear}
      submitLabel={t('samples.list.filters.search')}
      clearLabel={t('samples.list.filters.clear')}
      busy={busy}
    >
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
          <NativeSelect
            label={t('samples.list.filters.status')}
            data={[
              { value: '', label: t('samples.list.filters.statusAll') },
              ...STATUS_CHOICES.map((value) => ({ value, label: statusName(Number(value)) })),
            ]}
            value={form.status}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isStatusChoice(value)) onChange({ status: value });
            }}
          />
        </Grid.Col>
        <DateRangeFields
          fields={['dataCadastroInicial', 'dataCadastroFinal']}
          values={form}
          labels={[t('samples.list.filters.from'), t('samples.list.filters.to')]}
          errorOf={dateError}
          onChange={onChange}
          span={span}
        />
      </Grid>
    </FilterForm>
  );
}
