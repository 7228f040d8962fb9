import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderHeadCards } from '../../../components/ui/order-head-cards';
import { SummaryCard, SummaryCards } from '../../../components/ui/summary-cards';
import type { OrderHead } from '../../../lib/order-head';
import { useStatusNames } from '../../../lib/order-status-text';
import type { InvoiceOrder } from '../api/invoice-order';

interface InvoiceOrderHeadProps {
  head: OrderHead;
  /** The order's pieces, subcontractor use and conciliation; undefined while it loads. */
  order: InvoiceOrder | undefined;
  locked: boolean;
}

/** The order the invoices are for: number, supplier, pieces and subcontractor use, its current conciliation. */
export function InvoiceOrderHead({ head, order, locked }: InvoiceOrderHeadProps) {
  const { t, i18n } = useTranslation();
  const names = useStatusNames();
  const current = order?.conciliacaos[0];
  return (
    <SummaryCards label={t('subcontractors.invoice.head.label')} columns={4}>
      <OrderHeadCards
        order={head}
        nature={names.nature(head.naturezaPedido)}
        labels={{ order: t('subcontractors.invoice.head.order'), supplier: t('subcontractors.invoice.head.supplier') }}
        numberTestId="invoice-order-number"
      />
      <SummaryCard label={t('subcontractors.invoice.head.pieces')}>
        {order ? (
          <>
            <Text fw={600}>
              {t('subcontractors.invoice.head.piecesValue', { count: order.qtPecas.toLocaleString(i18n.language) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('subcontractors.invoice.head.usesSubcontractor', {
                answer: t(`subcontractors.invoice.head.${order.utilizaSubContratado ? 'yes' : 'no'}`),
              })}
            </Text>
          </>
        ) : (
          <Text c="dimmed">…</Text>
        )}
      </SummaryCard>
      <SummaryCard label={t('subcontractors.invoice.head.conciliation')}>
        {!order ? (
          <Text c="dimmed">…</Text>
        ) : !current ? (
          <Text fw={600}>{t('subcontractors.invoice.head.noConciliation')}</Text>
        ) : (
          <>
            {locked && (
              <Badge color="teal" variant="light" tt="none" w="fit-content">
                {t('subcontractors.invoice.head.approved')}
              </Badge>
            )}
            <Text size="sm">
              {t('subcontractors.invoice.head.conciliationSides', {
                commercial: names.conciliation(current.statusConciliacaoComercial),
                fiscal: names.conciliation(current.statusConciliacaoFiscal),
              })}
            </Text>
          </>
        )}
      </SummaryCard>
    </SummaryCards>
  );
}
