import { CNPJ_INPUT_MAX, formatCnpj, SUBCONTRACTOR_LIMITS } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { ListFilterProps } from '../../../components/ui/filtered-list-cards';
import { TextFilterForm } from '../../../components/ui/text-filter-form';
import type { SubcontractorFilterForm } from '../model/subcontractor-filter';

/** The filters of /subcontractor-list (spec 001 §2): CNPJ, e-mail, trade name and legal name, each "contains". */
export function SubcontractorFilters(props: ListFilterProps<SubcontractorFilterForm>) {
  const { t } = useTranslation();
  const f = (key: string) => t(`subcontractors.list.filters.${key}`);
  return (
    <TextFilterForm
      {...props}
      label={f('title')}
      submitLabel={f('search')}
      clearLabel={f('clear')}
      span={{ base: 12, sm: 6, lg: 3 }}
      fields={[
        { field: 'cnpj', label: f('cnpj'), max: CNPJ_INPUT_MAX, mask: formatCnpj },
        { field: 'email', label: f('email'), max: SUBCONTRACTOR_LIMITS.email },
        { field: 'nomeFantasia', label: f('nomeFantasia'), max: SUBCONTRACTOR_LIMITS.nomeFantasia },
        { field: 'razaoSocial', label: f('razaoSocial'), max: SUBCONTRACTOR_LIMITS.razaoSocial },
      ]}
    />
  );
}
