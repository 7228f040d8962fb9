import { Grid, TextInput } from '@mantine/core';
import { CNPJ_INPUT_MAX, formatCnpj, SUBCONTRACTOR_LIMITS } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../components/ui/filter-form';
import type { SubcontractorFilterForm } from '../model/subcontractor-filter';

interface SubcontractorFiltersProps {
  form: SubcontractorFilterForm;
  onChange: (patch: Partial<SubcontractorFilterForm>) => void;
  /** the search button and Enter in any field */
  onSubmit: () => void;
  onClear: () => void;
  busy: boolean;
}

/** The fields in the spec's order, with the longest text each takes. */
const FIELDS = {
  cnpj: CNPJ_INPUT_MAX,
  email: SUBCONTRACTOR_LIMITS.email,
  nomeFantasia: SUBCONTRACTOR_LIMITS.nomeFantasia,
  razaoSocial: SUBCONTRACTOR_LIMITS.razaoSocial,
} as const satisfies Record<keyof SubcontractorFilterForm, number>;

/** The filters of /subcontractor-list (spec 001 §2): CNPJ, e-mail, trade name and legal name, each "contains". */
export function SubcontractorFilters({ form, onChange, onSubmit, onClear, busy }: SubcontractorFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterForm
      label={t('subcontractors.list.filters.title')}
      onSubmit={onSubmit}
      onClear={onClear}
      submitLabel={t('subcontractors.list.filters.search')}
      clearLabel={t('subcontractors.list.filters.clear')}
      busy={busy}
    >
      <Grid gutter="sm">
        {(Object.keys(FIELDS) as (keyof SubcontractorFilterForm)[]).map((field) => (
          <Grid.Col key={field} span={{ base: 12, sm: 6, lg: 3 }}>
            <TextInput
              label={t(`subcontractors.list.filters.${field}`)}
              value={form[field]}
              maxLength={FIELDS[field]}
              // the CNPJ's mask follows what is typed; a part of a CNPJ searches too
              onChange={(e) => {
                const value = e.currentTarget.value;
                onChange({ [field]: field === 'cnpj' ? formatCnpj(value) : value });
              }}
            />
          </Grid.Col>
        ))}
      </Grid>
    </FilterForm>
  );
}
