import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, MissingIdState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert, QueryState } from '../../../components/ui/query-state';
import { TitledCard } from '../../../components/ui/titled-card';
import { usePageId } from '../../../lib/page-id';
import { usePageTitle } from '../../../lib/page-title';
import { usePreSchedulingList } from '../api/list-pre-schedulings';
import { preSchedulingDetailsLink, PreSchedulingTable } from '../components/pre-scheduling-table';

/**
 * /pre-scheduling-list?id= (pre-scheduling-list: Admin; spec 001 §2): one provider's pre-schedulings (the provider
 * from `?id=` or the state's idFornecedor), New, and each row's edit icon. A failure shows an error with its message
 * (§10). Back goes to /provider-list.
 */
export function PreSchedulingListPage() {
  const { t } = useTranslation();
  const pageId = usePageId('idFornecedor');
  const list = usePreSchedulingList(pageId.id);
  const providerName = list.data?.[0]?.fornecedor.nome ?? null;
  usePageTitle(providerName);
  const back = { label: t('preScheduling.list.back'), to: '/provider-list' };
  const title = t('screens.pre-scheduling-list');

  if (pageId.id === null)
    return (
      <Stack gap="lg">
        <PageHeader title={title} back={back} />
        <MissingIdState
          problem={pageId.problem}
          title={t('preScheduling.list.noId')}
          text={t('preScheduling.list.noIdText')}
          action={back}
        />
      </Stack>
    );

  const newLink = preSchedulingDetailsLink({ idFornecedor: pageId.id });
  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        intro={providerName ?? t('preScheduling.list.intro', { id: pageId.id })}
        back={back}
        actions={
          <Button component={Link} to={newLink.to} state={newLink.state}>
            {t('preScheduling.list.new')}
          </Button>
        }
      />
      <TitledCard
        title={t('preScheduling.list.results')}
        actions={
          list.data && (
            <Text size="sm" c="dimmed" role="status">
              {t('preScheduling.list.count', { count: list.data.length })}
            </Text>
          )
        }
      >
        <QueryState
          query={list}
          loading={t('preScheduling.list.loading')}
          failed={
            <ErrorAlert
              title={t('preScheduling.list.error')}
              error={list.error}
              retryLabel={t('preScheduling.list.retry')}
              onRetry={() => void list.refetch()}
            />
          }
        >
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState
                compact
                icon="empty"
                title={t('preScheduling.list.empty')}
                text={t('preScheduling.list.emptyText')}
              />
            ) : (
              <PreSchedulingTable rows={rows} />
            )
          }
        </QueryState>
      </TitledCard>
    </Stack>
  );
}
