import { CNPJ_INPUT_MAX, formatCnpj, PROVIDER_NAME_FILTER_MAX } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { ListFilterProps } from '../../../components/ui/filtered-list-cards';
import { TextFilterForm } from '../../../components/ui/text-filter-form';
import type { ProviderFilterForm } from '../model/provider-filter';

/** The filters of /provider-list (spec 001 §2): name and CNPJ, each "contains". */
export function ProviderFilters(props: ListFilterProps<ProviderFilterForm>) {
  const { t } = useTranslation();
  const f = (key: string) => t(`providers.list.filters.${key}`);
  return (
    <TextFilterForm
      {...props}
      label={f('title')}
      submitLabel={f('search')}
      clearLabel={f('clear')}
      span={{ base: 12, sm: 6 }}
      fields={[
        { field: 'nome', label: f('name'), placeholder: f('namePlaceholder'), max: PROVIDER_NAME_FILTER_MAX },
        { field: 'cnpj', label: f('cnpj'), placeholder: f('cnpjPlaceholder'), max: CNPJ_INPUT_MAX, mask: formatCnpj },
      ]}
    />
  );
}
