import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { CNPJ_INPUT_MAX, COMPANIES, formatCnpj, YES_NO } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../components/ui/filter-form';
import { ReportMenu } from '../../../components/ui/report-menu';
import { currentLanguage } from '../../../i18n/i18n';
import type { ReportFormat } from '../../../lib/use-report-download';
import type { ReportForm } from '../model/report-query';

interface ReportFiltersProps {
  form: ReportForm;
  onChange: (patch: Partial<ReportForm>) => void;
  /** Get report (Enter in a field asks for the CSV) */
  onReport: (format: ReportFormat) => void;
  onClear: () => void;
  /** permission pre-scheduling-report-change-company */
  canChangeCompany: boolean;
  /** a download is running */
  busy: boolean;
}

/** The filters of /pre-scheduling-report (spec 001 §2) and its "get report" menu (CSV or PDF). */
export function ReportFilters({ form, onChange, onReport, onClear, canChangeCompany, busy }: ReportFiltersProps) {
  const { t } = useTranslation();
  const yesNo = YES_NO[currentLanguage()];
  const text = (key: string) => t(`preScheduling.report.${key}`);
  return (
    <FilterForm
      texts="preScheduling.report"
      label={text('filters')}
      onSubmit={() => onReport('csv')}
      onClear={onClear}
      busy={busy}
      submitControl={<ReportMenu texts="preScheduling.report" busy={busy} onReport={onReport} />}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: canChangeCompany ? 5 : 4 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={text('provider')}
          value={form.nomeFornecedor}
          maxLength={100}
          onChange={(e) => onChange({ nomeFornecedor: e.currentTarget.value })}
        />
        <TextInput
          label={text('cnpj')}
          placeholder={text('cnpjPlaceholder')}
          value={form.cnpjFornecedor}
          maxLength={CNPJ_INPUT_MAX}
          onChange={(e) => onChange({ cnpjFornecedor: formatCnpj(e.currentTarget.value) })}
        />
        {canChangeCompany && (
          <NativeSelect
            label={text('company')}
            value={form.nomeEmpresa}
            data={[
              { value: '', label: text('allCompanies') },
              ...COMPANIES.map((c) => ({ value: c.name, label: `${c.code} - ${c.name}` })),
            ]}
            onChange={(e) => onChange({ nomeEmpresa: e.currentTarget.value })}
          />
        )}
        <TextInput
          label={text('cd')}
          value={form.nomeCd}
          maxLength={100}
          onChange={(e) => onChange({ nomeCd: e.currentTarget.value })}
        />
        <NativeSelect
          label={text('active')}
          value={form.ativo}
          data={[
            { value: '', label: text('all') },
            { value: 'Sim', label: yesNo.yes },
            { value: 'Não', label: yesNo.no },
          ]}
          onChange={(e) => onChange({ ativo: e.currentTarget.value as ReportForm['ativo'] })}
        />
      </SimpleGrid>
    </FilterForm>
  );
}
