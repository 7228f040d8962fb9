import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { truncateText, type StatusDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';

const TIME_ZONE = 'America/Sao_Paulo';

/** How many characters of the last rejection reason the table shows before the tooltip takes over. */
export const REASON_TRUNCATE = 40;

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/mm/yyyy hh:mm of an ISO 8601 instant, read in São Paulo whatever the browser's zone ('' when none). */
export function conciliationDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(DATE_TIME.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** "12345 - 1": the invoice number and its series ('' without an invoice). */
export function invoiceText(notaFiscal: string | null, serie: string | null): string {
  if (!notaFiscal) return '';
  return serie ? `${notaFiscal} - ${serie}` : notaFiscal;
}

/**
 * A text cut to `max` characters; the full text shows in a tooltip on hover or keyboard focus, and screen
 * readers read it whole.
 */
export function TruncatedText({ text, max }: { text: string | null | undefined; max: number }) {
  const full = text ?? '';
  const short = truncateText(full, max);
  if (short === full) return <>{full}</>;
  return (
    <Tooltip
      label={full}
      events={{ hover: true, focus: true, touch: true }}
      withArrow
      multiline
      maw={420}
      style={{ whiteSpace: 'pre-wrap' }}
    >
      <span tabIndex={0} data-full-text={full}>
        <span aria-hidden="true">{short}</span>
        <VisuallyHidden>{full}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}

/** The RFM status: green when issued, grey when not (an unknown id shows the server's descricao). */
export function RfmStatusBadge({ status }: { status: StatusDto }) {
  const { t } = useTranslation();
  const known = status.id === 0 || status.id === 1;
  return (
    <Badge
      color={status.id === 1 ? 'green' : 'gray'}
      variant="light"
      tt="none"
      data-status={status.id}
      style={{ whiteSpace: 'nowrap' }}
    >
      {known ? t(`conciliation.sides.rfmStatus.${status.id}`) : status.descricao}
    </Badge>
  );
}

/** The marker of a cancelled conciliation. */
export function CancelledBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="dark" variant="outline" tt="none" size="sm" style={{ whiteSpace: 'nowrap' }}>
      {t('conciliationList.list.cancelled')}
    </Badge>
  );
}
