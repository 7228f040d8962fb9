import { Grid, TextInput } from '@mantine/core';
import { ORIGIN_CERTIFICATE_CODE_MAX, ORIGIN_CERTIFICATE_ORDER_DIGITS } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DateRangeFields, useDateRangeErrors } from '../../../components/ui/date-range-fields';
import { FilterForm } from '../../../components/ui/filter-form';
import type { ListFilterProps } from '../../../components/ui/filtered-list-cards';
import type { CertificateFilterForm, FilterErrors } from '../model/certificate-filters';
import { orderDigits } from '../model/upload-form';

interface CertificateFiltersProps extends ListFilterProps<CertificateFilterForm> {
  errors: FilterErrors;
}

const PREFIX = 'originCertificates.list.filters';

/** The filters of /origin-certificate (spec 001 §2): code, order, the order's days and the update days. */
export function CertificateFilters({ form, errors, onChange, onSubmit, onClear, busy }: CertificateFiltersProps) {
  const { t } = useTranslation();
  const span = { base: 12, sm: 6, lg: 3 };
  const bind = { form, onChange, errorOf: useDateRangeErrors(errors, `${PREFIX}.dateRange`) };

  return (
    <FilterForm texts={PREFIX} onSubmit={onSubmit} onClear={onClear} busy={busy}>
      <Grid gutter="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t(`${PREFIX}.code`)}
            placeholder={t(`${PREFIX}.codePlaceholder`)}
            value={form.codigo}
            maxLength={ORIGIN_CERTIFICATE_CODE_MAX}
            onChange={(e) => onChange({ codigo: e.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t(`${PREFIX}.order`)}
            value={form.pedido}
            inputMode="numeric"
            maxLength={ORIGIN_CERTIFICATE_ORDER_DIGITS}
            onChange={(e) => onChange({ pedido: orderDigits(e.currentTarget.value) })}
          />
        </Grid.Col>
        <DateRangeFields
          fields={['dtPedidoInicial', 'dtPedidoFinal']}
          labels={[t(`${PREFIX}.orderFrom`), t(`${PREFIX}.orderTo`)]}
          bind={bind}
          span={span}
        />
        <DateRangeFields
          fields={['dtAtualizacaoInicial', 'dtAtualizacaoFinal']}
          labels={[t(`${PREFIX}.updatedFrom`), t(`${PREFIX}.updatedTo`)]}
          bind={bind}
          span={span}
        />
      </Grid>
    </FilterForm>
  );
}
