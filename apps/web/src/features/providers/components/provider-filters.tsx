import { CNPJ_INPUT_MAX, formatCnpj, PROVIDER_NAME_FILTER_MAX } from '@portal/domain';
import type { ListFilterProps } from '../../../components/ui/filtered-list-cards';
import { TextFilterForm, type TextFilterField } from '../../../components/ui/text-filter-form';
import type { ProviderFilterForm } from '../model/provider-filter';

const FIELDS: readonly TextFilterField<ProviderFilterForm>[] = [
  { field: 'nome', label: 'name', placeholder: 'namePlaceholder', max: PROVIDER_NAME_FILTER_MAX },
  { field: 'cnpj', label: 'cnpj', placeholder: 'cnpjPlaceholder', max: CNPJ_INPUT_MAX, mask: formatCnpj },
];

/** The filters of /provider-list (spec 001 §2): name and CNPJ, each "contains". */
export function ProviderFilters(props: ListFilterProps<ProviderFilterForm>) {
  return <TextFilterForm {...props} texts="providers.list" span={{ base: 12, sm: 6 }} fields={FIELDS} />;
}
