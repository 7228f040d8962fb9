import { CNPJ_INPUT_MAX, formatCnpj, SUBCONTRACTOR_LIMITS } from '@portal/domain';
import type { ListFilterProps } from '../../../components/ui/filtered-list-cards';
import { TextFilterForm, type TextFilterField } from '../../../components/ui/text-filter-form';
import type { SubcontractorFilterForm } from '../model/subcontractor-filter';

const FIELDS: readonly TextFilterField<SubcontractorFilterForm>[] = [
  { field: 'cnpj', label: 'cnpj', max: CNPJ_INPUT_MAX, mask: formatCnpj },
  { field: 'email', label: 'email', max: SUBCONTRACTOR_LIMITS.email },
  { field: 'nomeFantasia', label: 'nomeFantasia', max: SUBCONTRACTOR_LIMITS.nomeFantasia },
  { field: 'razaoSocial', label: 'razaoSocial', max: SUBCONTRACTOR_LIMITS.razaoSocial },
];

/** The filters of /subcontractor-list (spec 001 §2): CNPJ, e-mail, trade name and legal name, each "contains". */
export function SubcontractorFilters(props: ListFilterProps<SubcontractorFilterForm>) {
  return <TextFilterForm {...props} texts="subcontractors.list" span={{ base: 12, sm: 6, lg: 3 }} fields={FIELDS} />;
}
