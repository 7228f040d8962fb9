import { Grid, Select, TextInput } from '@mantine/core';
import { CONCILIATION_ORDER_BY, CONCILIATION_STATUSES, RFM_STATUSES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { FilterForm } from '../../../components/ui/filter-form';
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

interface ConciliationFiltersProps {
  form: ConciliationFilterForm;
  errors: FilterErrors;
  onChange: (patch: Partial<ConciliationFilterForm>) => void;
  /** the submit button and Enter in any field */
  onSubmit: () => void;
  onClear: () => void;
  submitLabel: string;
  /** the search or download is running */
  busy: boolean;
  cd?: FilterCdChoice;
}

const digits = (value: string) => value.replace(/\D/g, '');

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
  const statusOptions = CONCILIATION_STATUSES.map((id) => ({
    value: String(id),
    label: `${id} - ${statusNames.conciliation(id)}`,
  }));

  // a 60-column grid: five fields a row on the list; six on the report, whose order-by takes two places
  const span = { base: 60, xs: 30, md: 20, lg: cd ? 10 : 12 };
  const sortSpan = { ...span, lg: cd ? 20 : 12 };

  return (
    <FilterForm
      label={t('conciliation.list.filters.title')}
      onSubmit={props.onSubmit}
      onClear={props.onClear}
      submitLabel={props.submitLabel}
      clearLabel={t('conciliation.list.filters.clear')}
      busy={props.busy}
    >
      <Grid columns={60} gutter="sm">
        <Grid.Col span={span}>
          <TextInput
            label={t('conciliation.list.filters.conciliation')}
            inputMode="numeric"
            value={form.conciliacao}
            maxLength={FILTER_MAX_LENGTH.id}
            error={errorOf('conciliacao')}
            onChange={(e) => onChange({ conciliacao: digits(e.currentTarget.value) })}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <TextInput
            label={t('conciliation.list.filters.order')}
            inputMode="numeric"
            value={form.pedido}
            maxLength={FILTER_MAX_LENGTH.id}
            error={errorOf('pedido')}
            onChange={(e) => onChange({ pedido: digits(e.currentTarget.value) })}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <TextInput
            label={t('conciliation.list.filters.provider')}
            value={form.nomeFornecedor}
            maxLength={FILTER_MAX_LENGTH.nomeFornecedor}
            error={errorOf('nomeFornecedor')}
            onChange={(e) => onChange({ nomeFornecedor: e.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <DateField
            label={t('conciliation.list.filters.dateFrom')}
            value={form.dataConciliacaoInicial}
            error={errorOf('dataConciliacaoInicial')}
            onChange={(dataConciliacaoInicial) => onChange({ dataConciliacaoInicial })}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <DateField
            label={t('conciliation.list.filters.dateTo')}
            value={form.dataConciliacaoFinal}
            error={errorOf('dataConciliacaoFinal')}
            onChange={(dataConciliacaoFinal) => onChange({ dataConciliacaoFinal })}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <Select
            label={t('conciliation.list.filters.commercialStatus')}
            placeholder={t('conciliation.list.filters.any')}
            clearable
            data={statusOptions}
            value={form.statusComercial || null}
            error={errorOf('statusComercial')}
            onChange={(value) => onChange({ statusComercial: value ?? '' })}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <Select
            label={t('conciliation.list.filters.fiscalStatus')}
            placeholder={t('conciliation.list.filters.any')}
            clearable
            data={statusOptions}
            value={form.statusFiscal || null}
            error={errorOf('statusFiscal')}
            onChange={(value) => onChange({ statusFiscal: value ?? '' })}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <Select
            label={t('conciliation.list.filters.rfmStatus')}
            placeholder={t('conciliation.list.filters.any')}
            clearable
            data={RFM_STATUSES.map((id) => ({
              value: String(id),
              label: `${id} - ${statusNames.rfm(id)}`,
            }))}
            value={form.statusRFM || null}
            error={errorOf('statusRFM')}
            onChange={(value) => onChange({ statusRFM: value ?? '' })}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <TextInput
            label={t('conciliation.list.filters.invoice')}
            value={form.notaFiscal}
            maxLength={FILTER_MAX_LENGTH.notaFiscal}
            error={errorOf('notaFiscal')}
            onChange={(e) => onChange({ notaFiscal: e.currentTarget.value })}
          />
        </Grid.Col>
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
