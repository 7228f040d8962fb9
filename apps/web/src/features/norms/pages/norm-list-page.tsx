import { Button, Stack, Text } from '@mantine/core';
import { hasPermission } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert, QueryState } from '../../../components/ui/query-state';
import { TitledCard } from '../../../components/ui/titled-card';
import { useListReturnState } from '../../../lib/list-return';
import type { SessionUser } from '../../../lib/session-user';
import { useNormList } from '../api/list-norms';
import { normDetailsPath, NormTable } from '../components/norm-table';

/**
 * /norm-list (norm-list: Admin, Usuario, Logistica; spec 001 §2): every norm by code (a register of tens, on one
 * page), New for those who may open the form (norm-details) and edit (edit-norm-details).
 */
export function NormListPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const returnState = useListReturnState();
  const norms = useNormList();
  const canOpen = hasPermission(user.permissions, 'norm-details');
  const canEdit = canOpen && hasPermission(user.permissions, 'edit-norm-details');
  return (
    <Stack gap="md">
      <PageHeader
        title={t('screens.norm-list')}
        intro={t('norms.list.intro')}
        actions={
          canEdit && (
            <Button component={Link} to={normDetailsPath()} state={returnState}>
              {t('norms.list.new')}
            </Button>
          )
        }
      />
      <TitledCard
        title={t('norms.list.results')}
        actions={
          norms.data && (
            <Text size="sm" c="dimmed" role="status">
              {t('norms.list.count', { count: norms.data.length })}
            </Text>
          )
        }
      >
        <QueryState
          query={norms}
          loading={t('norms.list.loading')}
          failed={
            <ErrorAlert
              title={t('norms.list.error')}
              error={norms.error}
              retryLabel={t('norms.list.retry')}
              onRetry={() => void norms.refetch()}
            />
          }
        >
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState
                compact
                icon="empty"
                title={t('norms.list.empty')}
                text={canEdit ? t('norms.list.emptyText') : undefined}
              />
            ) : (
              <NormTable rows={rows} canEdit={canEdit} canOpen={canOpen} />
            )
          }
        </QueryState>
      </TitledCard>
    </Stack>
  );
}
