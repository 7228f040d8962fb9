import { Grid, TextInput } from '@mantine/core';
import {
  auditStatusName,
  certificateTypeName,
  SUSTAINABILITY_PROVIDER_FILTER_MAX,
  type Language,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { DateRangeFields, useDateRangeErrors } from '../../../components/ui/date-range-fields';
import { FilterForm } from '../../../components/ui/filter-form';
import type { ListFilterProps } from '../../../components/ui/filtered-list-cards';
import {
  ORDER_DIGITS,
  STATUS_CHOICES,
  TYPE_CHOICES,
  type CertificateFilterForm,
  type FilterErrors,
} from '../model/certificate-filters';

interface CertificateFiltersProps extends ListFilterProps<CertificateFilterForm> {
  errors: FilterErrors;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** The filters of /sustainability-list (SU15): order, provider, type, audit status, creation and order days. */
export function CertificateFilters({ form, errors, onChange, onSubmit, onClear, busy }: CertificateFiltersProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const text = (key: string) => t(`sustainability.list.filters.${key}`);
  const span = { base: 12, sm: 6, lg: 3 };
  const bind = { form, onChange, errorOf: useDateRangeErrors(errors, 'sustainability.list.filters.dateRange') };
  return (
    <FilterForm texts="sustainability.list.filters" onSubmit={onSubmit} onClear={onClear} busy={busy}>
      <Grid gutter="sm" align="flex-start">
        <Grid.Col span={span}>
          <TextInput
            label={text('order')}
            value={form.numeroPedido}
            inputMode="numeric"
            maxLength={ORDER_DIGITS}
            onChange={(e) => onChange({ numeroPedido: digits(e.currentTarget.value) })}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <TextInput
            label={text('supplier')}
            placeholder={text('supplierPlaceholder')}
            value={form.fornecedor}
            maxLength={SUSTAINABILITY_PROVIDER_FILTER_MAX}
            onChange={(e) => onChange({ fornecedor: e.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <ChoiceSelect
            field="tipoCertificado"
            bind={bind}
            label={text('type')}
            data={[
              { value: '' as const, label: text('typeAll') },
              ...TYPE_CHOICES.map((value) => ({ value, label: certificateTypeName(Number(value), language) })),
            ]}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <ChoiceSelect
            field="statusAuditoria"
            bind={bind}
            label={text('status')}
            data={[
              { value: '' as const, label: text('statusAll') },
              ...STATUS_CHOICES.map((value) => ({ value, label: auditStatusName(Number(value), language) })),
            ]}
          />
        </Grid.Col>
        <DateRangeFields
          fields={['dataCriacaoInicial', 'dataCriacaoFinal']}
          labels={[text('createdFrom'), text('createdTo')]}
          bind={bind}
          span={span}
        />
        <DateRangeFields
          fields={['dataPedidoInicial', 'dataPedidoFinal']}
          labels={[text('orderedFrom'), text('orderedTo')]}
          bind={bind}
          span={span}
        />
      </Grid>
    </FilterForm>
  );
}
