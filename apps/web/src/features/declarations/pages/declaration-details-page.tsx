import { Alert, Button, Stack, Text } from '@mantine/core';
import { hasPermission, type NormDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DetailsQueryState } from '../../../components/ui/details-query-state';
import { MissingIdState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SummaryCard, SummaryCards } from '../../../components/ui/summary-cards';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useListReturnPath } from '../../../lib/list-return';
import { usePageId } from '../../../lib/page-id';
import { usePageTitle } from '../../../lib/page-title';
import type { SessionUser } from '../../../lib/session-user';
import { useDeclarationAudit } from '../api/declaration-audit';
import { useDeclarationFile } from '../api/declaration-file';
import { useDeclarationHistory } from '../api/order-declarations';
import { AuditFormCard } from '../components/audit-form-card';
import { HistoryCard, IntegrationCard, ItemsCard } from '../components/declaration-side-cards';

interface DeclarationDetailsPageProps {
  user: SessionUser;
  /** the active norms the audit may choose (the norms area's list, composed by app/); undefined while loading */
  norms: readonly NormDto[] | undefined;
}

/**
 * /declaration-details (declaration-details: Admin, Logistica; spec 001 §2): the audit form of the declaration of
 * `?id=` (or the state's idDeclaracao), editable with edit-declaration-details; the integrations' read-only
 * fields, the order's history with its files and the order's items. Back returns to the list with its filters.
 */
export function DeclarationDetailsPage({ user, norms }: DeclarationDetailsPageProps) {
  const { t } = useTranslation();
  const pageId = usePageId('idDeclaracao');
  const audit = useDeclarationAudit(pageId.id);
  const history = useDeclarationHistory(audit.data?.declaracao.idPedido ?? null);
  const file = useDeclarationFile();
  const canEdit = hasPermission(user.permissions, 'edit-declaration-details');
  const back = { label: t('declarations.details.back'), to: useListReturnPath('/declaration-list') };
  const order = audit.data?.declaracao.idPedido;
  usePageTitle(order === undefined ? null : String(order));
  const title = t('screens.declaration-details');

  if (pageId.id === null)
    return (
      <Stack gap="lg">
        <PageHeader title={title} />
        <MissingIdState
          problem={pageId.problem ?? 'missing'}
          title={t('declarations.details.notFound')}
          text={t('declarations.details.noIdText')}
          action={back}
        />
      </Stack>
    );

  return (
    <DetailsQueryState query={audit} header={<PageHeader title={title} />} texts="declarations.details" back={back}>
      {({ declaracao, itens }) => (
        <Stack gap="lg">
          <PageHeader
            title={title}
            intro={t('declarations.details.title', { order: declaracao.idPedido })}
            back={back}
          />
          {!canEdit && (
            <Alert color="gray" variant="light">
              {t('declarations.details.readOnly')}
            </Alert>
          )}
          <SummaryCards label={t('declarations.details.summary.label')} columns={3}>
            <SummaryCard label={t('declarations.details.summary.order')}>
              <Text fw={700} size="lg">
                {declaracao.idPedido}
              </Text>
              <Text size="sm" c="dimmed">
                {t('declarations.details.summary.orderDate', { date: formatDate(declaracao.dataPedido) })}
              </Text>
            </SummaryCard>
            <SummaryCard label={t('declarations.details.summary.supplier')}>
              <Text fw={600}>{declaracao.nomeFornecedor}</Text>
              <Text size="sm" c="dimmed">
                {t('declarations.details.summary.sentAt')} {formatDateTime(declaracao.dataCadastro)}
              </Text>
            </SummaryCard>
            <SummaryCard label={t('declarations.details.summary.file')}>
              <Button
                variant="light"
                size="compact-sm"
                loading={file.busy === declaracao.id}
                onClick={() => void file.download(declaracao.id)}
                style={{ maxWidth: '100%' }}
              >
                <Text size="sm" truncate>
                  {declaracao.nomeArquivo}
                </Text>
              </Button>
            </SummaryCard>
          </SummaryCards>
          <AuditFormCard key={declaracao.id} declaration={declaracao} norms={norms} canEdit={canEdit} />
          <IntegrationCard declaration={declaracao} />
          <HistoryCard
            query={history}
            currentId={declaracao.id}
            onDownload={(id) => void file.download(id)}
            downloading={file.busy}
          />
          <ItemsCard items={itens} />
        </Stack>
      )}
    </DetailsQueryState>
  );
}
