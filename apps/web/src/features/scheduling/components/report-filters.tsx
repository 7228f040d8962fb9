import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { COMPANIES } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { FilterForm } from '../../../components/ui/filter-form';
import { ReportMenu } from '../../../components/ui/report-menu';
import type { ReportFormat } from '../hooks/use-report-download';
import type { ReportForm, ReportFormErrors } from '../model/report-query';

interface ReportFiltersProps {
  form: ReportForm;
  errors: ReportFormErrors;
  onChange: (patch: Partial<ReportForm>) => void;
  /** Get report (Enter in a field asks for the CSV) */
  onReport: (format: ReportFormat) => void;
  onClear: () => void;
  /** permission scheduling-report-change-company */
  canChangeCompany: boolean;
  /** a download is running */
  busy: boolean;
}

const ALL = 'all';

/** The filters of the scheduling report and its "get report" menu (CSV or PDF). */
export function ReportFilters({
  form,
  errors,
  onChange,
  onReport,
  onClear,
  canChangeCompany,
  busy,
}: ReportFiltersProps) {
  const { t } = useTranslation();
  const errorOf = (field: keyof ReportFormErrors) => {
    const error = errors[field];
    return error ? t(`scheduling.report.errors.${error}`) : undefined;
  };

  // Enter in a text or date field runs the report in its default format, the CSV
  return (
    <FilterForm
      texts="scheduling.report"
      label={t('scheduling.report.filters')}
      onSubmit={() => onReport('csv')}
      onClear={onClear}
      busy={busy}
      submitControl={<ReportMenu texts="scheduling.report" busy={busy} onReport={onReport} />}
    >
      {/* six fields fit one line only on a wide screen: three a line below it (dates would be cut at 1024 px) */}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: canChangeCompany ? 6 : 5 }} spacing="sm" verticalSpacing="xs">
        {canChangeCompany && (
          <Select
            label={t('scheduling.report.company')}
            allowDeselect={false}
            data={[
              { value: ALL, label: t('scheduling.report.allCompanies') },
              ...COMPANIES.map((c) => ({ value: String(c.id), label: `${c.name} ${c.code}` })),
            ]}
            value={form.idEmpresa || ALL}
            onChange={(value) => onChange({ idEmpresa: !value || value === ALL ? '' : value })}
          />
        )}
        <TextInput
          label={t('scheduling.report.provider')}
          value={form.nomeFornecedor}
          maxLength={100}
          onChange={(e) => onChange({ nomeFornecedor: e.currentTarget.value })}
        />
        <TextInput
          label={t('scheduling.report.gate')}
          value={form.nomePortao}
          maxLength={50}
          onChange={(e) => onChange({ nomePortao: e.currentTarget.value })}
        />
        <TextInput
          label={t('scheduling.report.reference')}
          placeholder="AG-0000000-0"
          value={form.referencia}
          maxLength={30}
          error={errorOf('referencia')}
          onChange={(e) => onChange({ referencia: e.currentTarget.value })}
        />
        <DateRangeFields
          fields={['dtEntregaIni', 'dtEntregaFim']}
          labels={[t('scheduling.report.from'), t('scheduling.report.to')]}
          bind={{ form, onChange, errorOf }}
        />
      </SimpleGrid>
    </FilterForm>
  );
}
