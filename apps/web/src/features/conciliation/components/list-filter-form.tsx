import { Grid, Select, TextInput } from '@mantine/core';
import { CONCILIATION_ORDER_BY, CONCILIATION_STATUSES, RFM_STATUSES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { FilterForm } from '../../../components/ui/filter-form';
import type { ListFilterProps } from '../../../components/ui/filtered-list-cards';
import { useStatusNames } from '../../../lib/order-status-text';
import {
  FILTER_MAX_LENGTH,
  isOrderBy,
  type ConciliationFilterForm,
  type FilterErrors,
  type FilterField,
} from '../model/list-filter-form';

/** The CD select of the report (absent on the list). */
export interface FilterCdChoice {
  options: { value: string; label: string }[];
  loading: boolean;
  /** a CD-bound user: the select shows its CD and cannot change */
  locked: boolean;
}

/** The filter props (onSubmit: the submit button and Enter in any field; busy: the search or download runs). */
interface ConciliationFiltersProps extends ListFilterProps<ConciliationFilterForm> {
  errors: FilterErrors;
  /** the search button's words: search on the list, get the report on the report */
  submitLabel: string;
  cd?: FilterCdChoice;
}

const digits = (value: string) => value.replace(/\D/g, '');

type TextFilter = 'conciliacao' | 'pedido' | 'nomeFornecedor' | 'notaFiscal';
/** The free-text inputs: their label key, longest text, and whether they take digits only. */
const TEXT_FIELDS: Record<TextFilter, { label: string; maxLength: number; numeric?: boolean }> = {
  conciliacao: { label: 'conciliation', maxLength: FILTER_MAX_LENGTH.id, numeric: true },
  pedido: { label: 'order', maxLength: FILTER_MAX_LENGTH.id, numeric: true },
  nomeFornecedor: { label: 'provider', maxLength: FILTER_MAX_LENGTH.nomeFornecedor },
  notaFiscal: { label: 'invoice', maxLength: FILTER_MAX_LENGTH.notaFiscal },
};

type StatusFilter = 'statusComercial' | 'statusFiscal' | 'statusRFM';
const STATUS_LABELS: Record<StatusFilter, string> = {
  statusComercial: 'commercialStatus',
  statusFiscal: 'fiscalStatus',
  statusRFM: 'rfmStatus',
};

/**
 * The filters shared by /conciliation-list and /conciliation-report (spec 000 §3). Enter in any field
 * submits the form (search, or get the report); Clear empties every field.
 */
export function ConciliationFilters(props: ConciliationFiltersProps) {
  const { form, errors, onChange, cd } = props;
  const { t } = useTranslation();
  const statusNames = useStatusNames();
  const errorOf = (field: FilterField) => {
    const error = errors[field];
    return error ? t(`conciliation.list.filters.errors.${error}`) : undefined;
  };
  const statusOptions = (ids: readonly number[], name: (id: number) => string) =>
    ids.map((id) => ({ value: String(id), label: `${id} - ${name(id)}` }));
  const conciliationOptions = statusOptions(CONCILIATION_STATUSES, statusNames.conciliation);
  const rfmOptions = statusOptions(RFM_STATUSES, statusNames.rfm);

  // a 60-column grid: five fields a row on the list; six on the report, whose order-by takes two places
  const span = { base: 60, xs: 30, md: 20, lg: cd ? 10 : 12 };
  const sortSpan = { ...span, lg: cd ? 20 : 12 };

  const textCol = (field: TextFilter) => {
    const { label, maxLength, numeric } = TEXT_FIELDS[field];
    return (
      <Grid.Col span={span}>
        <TextInput
          label={t(`conciliation.list.filters.${label}`)}
          inputMode={numeric ? 'numeric' : undefined}
          value={form[field]}
          maxLength={maxLength}
          error={errorOf(field)}
          onChange={(e) => onChange({ [field]: numeric ? digits(e.currentTarget.value) : e.currentTarget.value })}
        />
      </Grid.Col>
    );
  };
  const statusCol = (field: StatusFilter, data: { value: string; label: string }[]) => (
    <Grid.Col span={span}>
      <Select
        label={t(`conciliation.list.filters.${STATUS_LABELS[field]}`)}
        placeholder={t('conciliation.list.filters.any')}
        clearable
        data={data}
        value={form[field] || null}
        error={errorOf(field)}
        onChange={(value) => onChange({ [field]: value ?? '' })}
      />
    </Grid.Col>
  );

  return (
    <FilterForm
      texts="conciliation.list.filters"
      submitLabel={props.submitLabel}
      onSubmit={props.onSubmit}
      onClear={props.onClear}
      busy={props.busy}
    >
      <Grid columns={60} gutter="sm">
        {textCol('conciliacao')}
        {textCol('pedido')}
        {textCol('nomeFornecedor')}
        <DateRangeFields
          fields={['dataConciliacaoInicial', 'dataConciliacaoFinal']}
          labels={[t('conciliation.list.filters.dateFrom'), t('conciliation.list.filters.dateTo')]}
          bind={{ form, onChange, errorOf }}
          span={span}
        />
        {statusCol('statusComercial', conciliationOptions)}
        {statusCol('statusFiscal', conciliationOptions)}
        {statusCol('statusRFM', rfmOptions)}
        {textCol('notaFiscal')}
        {cd && (
          <Grid.Col span={span}>
            <Select
              label={t('conciliation.list.filters.cd')}
              placeholder={cd.loading ? t('conciliation.list.filters.cdLoading') : t('conciliation.list.filters.any')}
              clearable={!cd.locked}
              disabled={cd.locked}
              searchable
              nothingFoundMessage={t('conciliation.list.filters.nothingFound')}
              data={cd.options}
              value={form.idCd || null}
              error={errorOf('idCd')}
              onChange={(value) => onChange({ idCd: value ?? '' })}
            />
          </Grid.Col>
        )}
        <Grid.Col span={sortSpan}>
          <Select
            label={t('conciliation.list.filters.orderBy')}
            allowDeselect={false}
            data={CONCILIATION_ORDER_BY.map((value) => ({ value, label: t(`conciliation.list.orderBy.${value}`) }))}
            value={form.orderBy}
            error={errorOf('orderBy')}
            onChange={(value) => onChange({ orderBy: isOrderBy(value) ? value : 'pedido' })}
          />
        </Grid.Col>
      </Grid>
    </FilterForm>
  );
}
