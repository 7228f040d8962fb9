import { Grid, TextInput } from '@mantine/core';
import { CNPJ_INPUT_MAX, formatCnpj, PROVIDER_NAME_FILTER_MAX } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../components/ui/filter-form';
import type { ProviderFilterForm } from '../model/provider-filter';

interface ProviderFiltersProps {
  form: ProviderFilterForm;
  onChange: (patch: Partial<ProviderFilterForm>) => void;
  /** the search button and Enter in any field */
  onSubmit: () => void;
  onClear: () => void;
  busy: boolean;
}

/** The filters of /provider-list (spec 001 §2): name and CNPJ, each "contains". */
export function ProviderFilters({ form, onChange, onSubmit, onClear, busy }: ProviderFiltersProps) {
  const { t } = useTranslation();
  const span = { base: 12, sm: 6 };
  return (
    <FilterForm
      label={t('providers.list.filters.title')}
      onSubmit={onSubmit}
      onClear={onClear}
      submitLabel={t('providers.list.filters.search')}
      clearLabel={t('providers.list.filters.clear')}
      busy={busy}
    >
      <Grid gutter="sm">
        <Grid.Col span={span}>
          <TextInput
            label={t('providers.list.filters.name')}
            placeholder={t('providers.list.filters.namePlaceholder')}
            value={form.nome}
            maxLength={PROVIDER_NAME_FILTER_MAX}
            onChange={(e) => onChange({ nome: e.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <TextInput
            label={t('providers.list.filters.cnpj')}
            placeholder={t('providers.list.filters.cnpjPlaceholder')}
            value={form.cnpj}
            maxLength={CNPJ_INPUT_MAX}
            // the mask follows what is typed; a part of a CNPJ searches too
            onChange={(e) => onChange({ cnpj: formatCnpj(e.currentTarget.value) })}
          />
        </Grid.Col>
      </Grid>
    </FilterForm>
  );
}
