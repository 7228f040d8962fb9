import { Badge } from '@mantine/core';
import type { ComplianceDocumentKind, StatusDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useStatusNames } from '../../../lib/order-status-text';

/** How many characters of the last rejection reason the table shows before the tooltip takes over. */
export const REASON_TRUNCATE = 40;

/** "12345 - 1": the invoice number and its series ('' without an invoice). */
export function invoiceText(notaFiscal: string | null, serie: string | null): string {
  if (!notaFiscal) return '';
  return serie ? `${notaFiscal} - ${serie}` : notaFiscal;
}

/** The RFM status: green when issued, grey when not (an unknown id shows the server's descricao). */
export function RfmStatusBadge({ status }: { status: StatusDto }) {
  const statusNames = useStatusNames();
  return (
    <Badge
      color={status.id === 1 ? 'green' : 'gray'}
      variant="light"
      tt="none"
      data-status={status.id}
      style={{ whiteSpace: 'nowrap' }}
    >
      {statusNames.rfm(status)}
    </Badge>
  );
}

/** The marker of a cancelled conciliation. */
export function CancelledBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="dark" variant="outline" tt="none" size="sm" style={{ whiteSpace: 'nowrap' }}>
      {t('conciliation.list.cancelled')}
    </Badge>
  );
}

/** A document the supplier reconciled on that the retailer has still to audit (issue 16): short, full text on hover. */
export function AwaitingAuditBadge({ kind }: { kind: ComplianceDocumentKind }) {
  const { t } = useTranslation();
  return (
    <Badge
      color="yellow"
      variant="light"
      tt="none"
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
      title={t(`conciliation.list.awaitingAudit.${kind}.full`)}
    >
      {t(`conciliation.list.awaitingAudit.${kind}.short`)}
    </Badge>
  );
}
