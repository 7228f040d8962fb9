import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { isLastConciliationApproved, routeAfterSubcontractorInvoice } from '@portal/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { OrderPageShell, orderPageTexts } from '../../../components/ui/order-page-shell';
import { NextStepFooter } from '../../../components/ui/next-step-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert, QueryState } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useOrderHead, type OrderHead } from '../../../lib/order-head';
import { usePageOrderId } from '../../../lib/page-id';
import { RECONCILE_ORIGIN, usePageOrigin } from '../../../lib/page-origin';
import { useOrderInvoices } from '../api/invoice-list';
import { useInvoiceOrder, type InvoiceOrder } from '../api/invoice-order';
import { InvoiceModal, type InvoiceModalMode } from '../components/invoice-modal';
import { InvoiceOrderHead } from '../components/invoice-order-head';
import { InvoiceTable } from '../components/invoice-table';

/** Why no invoice may be registered: the conciliation is 2/2 (spec 001 §4), or the order uses no subcontractor. */
function blockedBy(order: InvoiceOrder): 'locked' | 'notUsed' | null {
  if (isLastConciliationApproved(order)) return 'locked';
  if (!order.utilizaSubContratado) return 'notUsed';
  return null;
}

/**
 * /subcontractor-invoice (spec 001 §2, §4, §5): the order's subcontractor invoices, registered, edited and deleted in
 * one modal. Reached from /main's Reconcile routing (navigation state `from: 'reconcile'`) it offers Next, on to the
 * step routeAfterSubcontractorInvoice gives once the order has an invoice; from the order options it does not.
 */
export function SubcontractorInvoicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pageId = usePageOrderId();
  const { origin, state } = usePageOrigin();
  const idPedido = pageId.id;
  const head = useOrderHead(idPedido);
  const order = useInvoiceOrder(idPedido);
  const invoices = useOrderInvoices(
    head.data ? { idPedido: head.data.id, idFornecedor: head.data.fornecedor.id } : null,
  );
  const [modal, setModal] = useState<InvoiceModalMode | null>(null);
  const blockedId = useId();

  const fromReconcile = origin === RECONCILE_ORIGIN;
  const back = () =>
    fromReconcile || idPedido === null
      ? void navigate('/main')
      : void navigate(`/order-options?id=${idPedido}`, { state: { idPedido } });
  const header = (title: string) => (
    <PageHeader
      title={title}
      intro={t('subcontractors.invoice.intro')}
      back={{ label: t('subcontractors.invoice.back'), onClick: back }}
    />
  );

  const orderPage = (orderHead: OrderHead, idPedido: number) => {
    const blocked = order.data ? blockedBy(order.data) : null;
    const list = invoices.data ?? [];
    const canRegister = order.data !== undefined && invoices.data !== undefined && blocked === null;
    const next = order.data ? routeAfterSubcontractorInvoice(order.data) : null;
    const nextHint = invoices.data !== undefined && list.length === 0;

    return (
      <>
        <InvoiceOrderHead head={orderHead} order={order.data} locked={blocked === 'locked'} />
        {order.isError && (
          <ErrorAlert
            title={t('subcontractors.invoice.error.order')}
            error={order.error}
            retryLabel={t('subcontractors.invoice.error.retry')}
            onRetry={() => void order.refetch()}
            maw={720}
          />
        )}
        {blocked === 'locked' && (
          <Alert color="teal" variant="light" title={t('subcontractors.invoice.locked.title')} maw={820}>
            {t('subcontractors.invoice.locked.text')}
          </Alert>
        )}
        {blocked === 'notUsed' && (
          <Alert color="yellow" variant="light" title={t('subcontractors.invoice.notUsed.title')} maw={820}>
            <Text size="sm">{t('subcontractors.invoice.notUsed.text')}</Text>
            <Button
              component={Link}
              to={`/order-options?id=${idPedido}`}
              state={{ idPedido }}
              variant="default"
              size="xs"
              mt="sm"
            >
              {t('subcontractors.invoice.notUsed.toOptions')}
            </Button>
          </Alert>
        )}
        <SectionCard
          title={t('subcontractors.invoice.list.title')}
          actions={
            <Group gap="sm">
              {list.length > 0 && (
                <Badge variant="light" color="gray" tt="none" size="lg">
                  {t('subcontractors.invoice.list.count', { count: list.length })}
                </Badge>
              )}
              <Button
                onClick={() => setModal({ kind: 'create' })}
                disabled={!canRegister}
                aria-describedby={blocked ? blockedId : undefined}
              >
                {t('subcontractors.invoice.actions.new')}
              </Button>
            </Group>
          }
        >
          {blocked && (
            <Text size="sm" c="dimmed" id={blockedId}>
              {t('subcontractors.invoice.actions.newBlocked', {
                reason: t(`subcontractors.invoice.reasons.${blocked}`),
              })}
            </Text>
          )}
          <QueryState
            query={invoices}
            loading={t('subcontractors.invoice.loading')}
            failed={
              <ErrorAlert
                title={t('subcontractors.invoice.error.list')}
                error={invoices.error}
                retryLabel={t('subcontractors.invoice.error.retry')}
                onRetry={() => void invoices.refetch()}
              />
            }
          >
            {(rows) =>
              rows.length === 0 ? (
                <EmptyState
                  compact
                  icon="empty"
                  title={t('subcontractors.invoice.list.empty')}
                  text={blocked ? undefined : t('subcontractors.invoice.list.emptyText')}
                />
              ) : (
                <InvoiceTable
                  invoices={rows}
                  canEdit={blocked === null}
                  canDelete={blocked !== 'locked'}
                  onOpen={(invoice) => setModal({ kind: 'edit', invoice, readOnly: blocked !== null })}
                  onDelete={(invoice) => setModal({ kind: 'delete', invoice })}
                />
              )
            }
          </QueryState>
        </SectionCard>
        {fromReconcile && (
          <NextStepFooter hint={nextHint ? t('subcontractors.invoice.actions.nextHint') : null}>
            {(describedBy) => (
              <Button
                size="md"
                disabled={next === null || list.length === 0}
                aria-describedby={describedBy}
                onClick={() => next && void navigate(`${next}?id=${idPedido}`, { state })}
              >
                {t('subcontractors.invoice.actions.next')}
              </Button>
            )}
          </NextStepFooter>
        )}
        {modal && order.data && (
          <InvoiceModal
            mode={modal}
            context={{
              idPedido,
              idFornecedor: orderHead.fornecedor.id,
              orderPieces: order.data.qtPecas,
              invoices: list,
            }}
            onClose={() => setModal(null)}
          />
        )}
      </>
    );
  };

  return (
    <OrderPageShell
      pageId={pageId}
      header={header}
      texts={{ ...orderPageTexts(t, 'subcontractors.invoice'), error: t('subcontractors.invoice.error.order') }}
      order={head}
      explainError
      maw={720}
    >
      {orderPage}
    </OrderPageShell>
  );
}
