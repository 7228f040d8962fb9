import { Grid, TextInput } from '@mantine/core';
import { DECLARATION_LIMITS, DECLARATION_SORTS, DECLARATION_STATUS_NAMES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { DateRangeFields, useDateRangeErrors } from '../../../components/ui/date-range-fields';
import { FilterForm } from '../../../components/ui/filter-form';
import type { ListFilterProps } from '../../../components/ui/filtered-list-cards';
import { currentLanguage } from '../../../i18n/i18n';
import {
  ORDER_DIGITS,
  STATUS_CHOICES,
  type DeclarationFilterForm,
  type FilterErrors,
} from '../model/declaration-filters';

interface DeclarationFiltersProps extends ListFilterProps<DeclarationFilterForm> {
  errors: FilterErrors;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** The filters of /declaration-list (spec 001 §2): order, provider, status, order days, registration days, sort. */
export function DeclarationFilters({ form, errors, onChange, onSubmit, onClear, busy }: DeclarationFiltersProps) {
  const { t } = useTranslation();
  const names = DECLARATION_STATUS_NAMES[currentLanguage()];
  const span = { base: 12, sm: 6, lg: 3 };
  const bind = { form, onChange, errorOf: useDateRangeErrors(errors, 'declarations.list.filters.dateRange') };
  const statusOptions = [
    { value: '' as const, label: t('declarations.list.filters.statusAll') },
    ...STATUS_CHOICES.map((value) => ({ value, label: names[Number(value) as 1 | 2 | 3] })),
  ];
  const sortOptions = DECLARATION_SORTS.map((value) => ({
    value,
    label: t(`declarations.list.filters.sorts.${value}`),
  }));

  return (
    <FilterForm texts="declarations.list.filters" onSubmit={onSubmit} onClear={onClear} busy={busy}>
      <Grid gutter="sm" align="flex-start">
        <Grid.Col span={span}>
          <TextInput
            label={t('declarations.list.filters.order')}
            value={form.pedido}
            inputMode="numeric"
            maxLength={ORDER_DIGITS}
            onChange={(e) => onChange({ pedido: digits(e.currentTarget.value) })}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <TextInput
            label={t('declarations.list.filters.supplier')}
            placeholder={t('declarations.list.filters.supplierPlaceholder')}
            value={form.fornecedor}
            maxLength={DECLARATION_LIMITS.fornecedor}
            onChange={(e) => onChange({ fornecedor: e.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <ChoiceSelect field="status" bind={bind} label={t('declarations.list.filters.status')} data={statusOptions} />
        </Grid.Col>
        <Grid.Col span={span}>
          <ChoiceSelect field="orderBy" bind={bind} label={t('declarations.list.filters.sort')} data={sortOptions} />
        </Grid.Col>
        <DateRangeFields
          fields={['dataPedidoInicial', 'dataPedidoFinal']}
          labels={[t('declarations.list.filters.orderFrom'), t('declarations.list.filters.orderTo')]}
          bind={bind}
          span={span}
        />
        <DateRangeFields
          fields={['dataCadastroInicial', 'dataCadastroFinal']}
          labels={[t('declarations.list.filters.createdFrom'), t('declarations.list.filters.createdTo')]}
          bind={bind}
          span={span}
        />
      </Grid>
    </FilterForm>
  );
}
