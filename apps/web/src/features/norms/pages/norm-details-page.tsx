import { Alert, Stack } from '@mantine/core';
import { hasPermission, type NormDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DetailsQueryState } from '../../../components/ui/details-query-state';
import { InvalidIdPage } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useListReturnPath, useReplaceWithCreated } from '../../../lib/list-return';
import { usePageId } from '../../../lib/page-id';
import { usePageTitle } from '../../../lib/page-title';
import type { SessionUser } from '../../../lib/session-user';
import { useNorm } from '../api/get-norm';
import { formOfNorm, NEW_NORM, NormFormCard } from '../components/norm-form-card';
import { normDetailsPath } from '../components/norm-table';

/**
 * /norm-details (norm-details: Admin, Logistica; spec 001 §2): without an id a new norm, with `?id=` (or the
 * state's idNorma) the saved one. Fields are disabled without edit-norm-details (Logistica reads). Back goes to
 * /norm-list with its address as the list sent it.
 */
export function NormDetailsPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const replaceWithCreated = useReplaceWithCreated();
  const pageId = usePageId('idNorma');
  const norm = useNorm(pageId.id);
  const canEdit = hasPermission(user.permissions, 'edit-norm-details');
  const back = { label: t('norms.details.back'), to: useListReturnPath('/norm-list') };
  usePageTitle(norm.data?.codigo ?? null);
  const title = t('screens.norm-details');
  const readOnly = !canEdit && (
    <Alert color="gray" variant="light">
      {t('norms.details.readOnly')}
    </Alert>
  );

  if (pageId.problem === 'invalid')
    return <InvalidIdPage title={title} text={t('norms.details.noIdText')} action={back} />;

  // the new norm's page becomes its own: same history entry, the list's address still in the state
  const created = (saved: NormDto) => {
    replaceWithCreated(normDetailsPath(saved.id), { idNorma: saved.id });
  };

  if (pageId.id === null)
    return (
      <Stack gap="lg">
        <PageHeader title={title} intro={t('norms.details.newIntro')} back={back} />
        {readOnly}
        <NormFormCard key="new" initial={NEW_NORM} idNorma={null} canEdit={canEdit} onSaved={created} />
      </Stack>
    );

  const id = pageId.id;
  return (
    <DetailsQueryState query={norm} header={<PageHeader title={title} />} texts="norms.details" back={back}>
      {(data) => (
        <Stack gap="lg">
          <PageHeader title={title} intro={data.codigo} back={back} />
          {readOnly}
          <NormFormCard key={id} initial={formOfNorm(data)} idNorma={id} canEdit={canEdit} onSaved={() => undefined} />
        </Stack>
      )}
    </DetailsQueryState>
  );
}
