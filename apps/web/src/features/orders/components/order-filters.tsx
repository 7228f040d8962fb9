import { Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  COMPANIES,
  ORDER_NATURES,
  ORDER_SORTS,
  ORDER_STATUSES,
  type OrderNature,
  type OrderSort,
  type OrderStatus,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { FilterForm } from '../../../components/ui/filter-form';
import { WeekField } from '../../../components/ui/week-field';
import { useRegisterCds } from '../../../lib/cd-list';
import type { OrderFilterField, OrderFilterForm } from '../model/order-filter-form';
import { useStatusNames } from '../../../lib/order-status-text';
import { natureLabel } from '../model/order-export';

interface OrderFiltersProps {
  form: OrderFilterForm;
  errors: Partial<Record<OrderFilterField, 'invalid' | 'dateRange'>>;
  onChange: (patch: Partial<OrderFilterForm>) => void;
  onSearch: () => void;
  onClear: () => void;
  /** permission filter-provider */
  canFilterProvider: boolean;
  /** permission filter-company */
  canFilterCompany: boolean;
  searching: boolean;
}

const digits = (value: string) => value.replace(/\D/g, '');

/** The filters of the order inquiry (spec 000 §2), in the shared FilterForm: Enter in any field searches. */
export function OrderFilters(props: OrderFiltersProps) {
  const { form, errors, onChange, canFilterProvider, canFilterCompany } = props;
  const { t } = useTranslation();
  const statusNames = useStatusNames();
  const cds = useRegisterCds();
  const errorOf = (field: OrderFilterField) => {
    const error = errors[field];
    if (!error) return undefined;
    return t(`orders.inquiry.filters.errors.${field === 'anoSemanaComercial' ? 'yearWeek' : error}`);
  };
  /** An order or load number: digits only, at most an id's length. */
  const numberField = (field: 'id' | 'carga', label: string) => (
    <TextInput
      label={label}
      inputMode="numeric"
      value={form[field]}
      maxLength={12}
      error={errorOf(field)}
      onChange={(e) => onChange({ [field]: digits(e.currentTarget.value) })}
    />
  );

  return (
    <FilterForm texts="orders.inquiry.filters" onSubmit={props.onSearch} onClear={props.onClear} busy={props.searching}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4, xl: 6 }} spacing="sm" verticalSpacing="xs">
        {numberField('id', t('orders.inquiry.filters.order'))}
        <WeekField
          label={t('orders.inquiry.filters.week')}
          value={form.semanaComercial}
          error={errorOf('semanaComercial')}
          onChange={(semanaComercial) => onChange({ semanaComercial })}
        />
        <TextInput
          label={t('orders.inquiry.filters.yearWeek')}
          placeholder={t('orders.inquiry.filters.yearWeekPlaceholder')}
          value={form.anoSemanaComercial}
          maxLength={7}
          error={errorOf('anoSemanaComercial')}
          onChange={(e) => onChange({ anoSemanaComercial: e.currentTarget.value.replace(/[^\d/-]/g, '') })}
        />
        <Select
          label={t('orders.inquiry.filters.status')}
          placeholder={t('orders.inquiry.filters.any')}
          clearable
          data={ORDER_STATUSES.map((s) => ({ value: s, label: statusNames.orderLabel(s) }))}
          value={form.status || null}
          onChange={(value) => onChange({ status: (value ?? '') as OrderStatus | '' })}
        />
        <Select
          label={t('orders.inquiry.filters.nature')}
          placeholder={t('orders.inquiry.filters.any')}
          clearable
          data={ORDER_NATURES.map((n) => ({ value: n, label: natureLabel(n) }))}
          value={form.naturezaPedido || null}
          onChange={(value) => onChange({ naturezaPedido: (value ?? '') as OrderNature | '' })}
        />
        <Select
          label={t('orders.inquiry.filters.dc')}
          placeholder={cds.isPending ? t('orders.inquiry.filters.dcLoading') : t('orders.inquiry.filters.any')}
          clearable
          searchable
          nothingFoundMessage={t('orders.inquiry.filters.nothingFound')}
          data={(cds.data ?? []).map((cd) => ({ value: String(cd.id), label: `${cd.codigo} - ${cd.nome}` }))}
          value={form.cd || null}
          onChange={(value) => onChange({ cd: value ?? '' })}
        />
        {numberField('carga', t('orders.inquiry.filters.load'))}
        <DateRangeFields
          fields={['dataAgendamentoInicial', 'dataAgendamentoFinal']}
          labels={[t('orders.inquiry.filters.scheduledFrom'), t('orders.inquiry.filters.scheduledTo')]}
          bind={{ form, onChange, errorOf }}
        />
        {canFilterProvider && (
          <TextInput
            label={t('orders.inquiry.filters.provider')}
            value={form.fornecedor}
            maxLength={100}
            error={errorOf('fornecedor')}
            onChange={(e) => onChange({ fornecedor: e.currentTarget.value })}
          />
        )}
        {canFilterCompany && (
          <Select
            label={t('orders.inquiry.filters.company')}
            placeholder={t('orders.inquiry.filters.any')}
            clearable
            data={COMPANIES.map((c) => ({ value: String(c.id), label: `${c.code} - ${c.name}` }))}
            value={form.idEmpresa || null}
            onChange={(value) => onChange({ idEmpresa: value ?? '' })}
          />
        )}
        <Select
          label={t('orders.inquiry.filters.sort')}
          allowDeselect={false}
          data={ORDER_SORTS.map((s) => ({ value: s, label: t(`orders.inquiry.sorts.${s}`) }))}
          value={form.ordenacao}
          onChange={(value) => onChange({ ordenacao: (value ?? 'pedido') as OrderSort })}
        />
      </SimpleGrid>
    </FilterForm>
  );
}
