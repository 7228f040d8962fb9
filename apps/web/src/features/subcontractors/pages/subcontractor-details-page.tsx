import { Stack } from '@mantine/core';
import type { SubcontractorDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DetailsQueryState } from '../../../components/ui/details-query-state';
import { InvalidIdPage } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useListReturnPath, useReplaceWithCreated } from '../../../lib/list-return';
import { usePageId } from '../../../lib/page-id';
import { usePageTitle } from '../../../lib/page-title';
import { useSubcontractor } from '../api/get-subcontractor';
import { LinkedProvidersCard } from '../components/linked-providers-card';
import { SubcontractorFormCard } from '../components/subcontractor-form-card';
import { subcontractorDetailsPath } from '../components/subcontractor-table';
import { formOf, NEW_SUBCONTRACTOR } from '../model/subcontractor-form';

/**
 * /subcontractor-details (subcontractor-details: Admin, Logistica; spec 001 §2): without an id a new subcontractor
 * (Active), with `?id=` (or the state's idSubcontratado) the saved one. After creating, the page becomes the new
 * subcontractor's (its address names it) so providers can be linked. Back returns to the list with its filters.
 */
export function SubcontractorDetailsPage() {
  const { t } = useTranslation();
  const replaceWithCreated = useReplaceWithCreated();
  const pageId = usePageId('idSubcontratado');
  const subcontractor = useSubcontractor(pageId.id);
  const back = { label: t('subcontractors.details.back'), to: useListReturnPath('/subcontractor-list') };
  usePageTitle(subcontractor.data?.nomeFantasia ?? null);
  const title = t('screens.subcontractor-details');

  if (pageId.problem === 'invalid')
    return <InvalidIdPage title={title} text={t('subcontractors.details.noIdText')} action={back} />;

  // the new subcontractor's page becomes its own: same history entry, the list's filters still in the state
  const created = (saved: SubcontractorDto) => {
    replaceWithCreated(subcontractorDetailsPath(saved.id), { idSubcontratado: saved.id });
  };

  if (pageId.id === null)
    return (
      <Stack gap="lg">
        <PageHeader title={title} intro={t('subcontractors.details.newIntro')} back={back} />
        <SubcontractorFormCard key="new" initial={NEW_SUBCONTRACTOR} idSubcontratado={null} onSaved={created} />
        <LinkedProvidersCard idSubcontratado={null} />
      </Stack>
    );

  const id = pageId.id;
  return (
    <DetailsQueryState
      query={subcontractor}
      header={<PageHeader title={title} />}
      texts="subcontractors.details"
      back={back}
    >
      {(data) => (
        <Stack gap="lg">
          <PageHeader title={title} intro={data.nomeFantasia} back={back} />
          <SubcontractorFormCard key={id} initial={formOf(data)} idSubcontratado={id} onSaved={() => undefined} />
          <LinkedProvidersCard idSubcontratado={id} />
        </Stack>
      )}
    </DetailsQueryState>
  );
}
