import { Alert, Button, Group, Stack } from '@mantine/core';
import { hasPermission } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailsQueryState } from '../../../components/ui/details-query-state';
import { MissingIdState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useListReturnPath } from '../../../lib/list-return';
import { usePageId } from '../../../lib/page-id';
import { usePageTitle } from '../../../lib/page-title';
import type { SessionUser } from '../../../lib/session-user';
import { useProvider } from '../api/get-provider';
import { LinkedSubcontractorsCard } from '../components/linked-subcontractors-card';
import { ProviderFlagsCard } from '../components/provider-flags-card';
import { ProviderSummary } from '../components/provider-summary';

export interface ProviderDetailsPageProps {
  user: Pick<SessionUser, 'permissions'>;
}

/**
 * /provider-details?id= (provider-details: Admin, Logistica; spec 001 §2): the provider's data, its three flags and
 * its linked subcontractors. Changing flags and links needs edit-provider-list (Admin); Logistica sees it all
 * read-only. Back returns to /provider-list with the filters it had.
 */
export function ProviderDetailsPage({ user }: ProviderDetailsPageProps) {
  const { t } = useTranslation();
  const pageId = usePageId('idFornecedor');
  const provider = useProvider(pageId.id);
  const canEdit = hasPermission(user.permissions, 'edit-provider-list');
  // the pre-scheduling pages are Admin's only (A35): Logistica sees the provider without the way there
  const canPreSchedule = hasPermission(user.permissions, 'pre-scheduling-list');
  const canOpenIdgf = hasPermission(user.permissions, 'idgf-any-supplier');
  const back = { label: t('providers.details.back'), to: useListReturnPath('/provider-list') };
  usePageTitle(provider.data?.nome ?? null);

  if (pageId.id === null)
    return (
      <Stack gap="lg">
        <PageHeader title={t('screens.provider-details')} />
        <MissingIdState
          problem={pageId.problem}
          title={t('providers.details.noId')}
          text={t('providers.details.noIdText')}
          action={back}
        />
      </Stack>
    );

  return (
    <DetailsQueryState
      query={provider}
      header={<PageHeader title={t('screens.provider-details')} />}
      texts="providers.details"
      back={back}
    >
      {(data) => (
        <Stack gap="lg">
          <PageHeader
            title={t('screens.provider-details')}
            intro={data.nome}
            back={back}
            actions={
              (canPreSchedule || canOpenIdgf) && (
                <Group gap="xs">
                  {canPreSchedule && (
                    <Button
                      component={Link}
                      to={`/pre-scheduling-list?id=${data.id}`}
                      state={{ idFornecedor: data.id }}
                      variant="light"
                    >
                      {t('providers.details.preSchedulings')}
                    </Button>
                  )}
                  {canOpenIdgf && (
                    <Button component={Link} variant="default" to={`/provider-details/idgf?id=${data.id}`}>
                      {t('menu.idgf')}
                    </Button>
                  )}
                </Group>
              )
            }
          />
          {!canEdit && (
            <Alert color="blue" variant="light">
              {t('providers.details.readOnly')}
            </Alert>
          )}
          <ProviderSummary provider={data} />
          <ProviderFlagsCard provider={data} canEdit={canEdit} />
          <LinkedSubcontractorsCard idFornecedor={data.id} canEdit={canEdit} />
        </Stack>
      )}
    </DetailsQueryState>
  );
}
