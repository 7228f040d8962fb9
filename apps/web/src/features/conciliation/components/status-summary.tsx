import { ActionIcon, Badge, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { formatCnpj, type ConciliationResultDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useStatusNames } from '../../../lib/order-status-text';
import { formatMoney, groupAccessKey } from '../model/status-format';
import { ConciliationBadge } from './conciliation-badge';
import { LineIcon } from '../../../components/ui/line-icon';
import { SummaryCard, SummaryCards } from '../../../components/ui/summary-cards';

function CopyIcon() {
  return (
    <LineIcon>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </LineIcon>
  );
}

/** The access key in groups of four, with a copy button (the key is copied without spaces). */
function AccessKey({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text ff="monospace" size="sm" data-testid="access-key" style={{ wordSpacing: '0.15em' }}>
        {groupAccessKey(value)}
      </Text>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('conciliation.status.cards.copied') : t('conciliation.status.cards.copy')}>
            <ActionIcon
              variant="subtle"
              color={copied ? 'green' : 'gray'}
              onClick={copy}
              aria-label={t('conciliation.status.cards.copy')}
            >
              {copied ? <span aria-hidden="true">✓</span> : <CopyIcon />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** The head of /conciliation-status: order and supplier, invoice, the conciliation and its sides, observation. */
export function StatusSummary({ result }: { result: ConciliationResultDto }) {
  const { t, i18n } = useTranslation();
  const none = t('conciliation.status.cards.none');
  const { pedido } = result;
  const statusNames = useStatusNames();
  const orderStatus = statusNames.orderLabel(pedido.status);
  const rfmIssued = result.statusRFM.id === 1;
  return (
    <SummaryCards label={t('conciliation.status.cards.label')} columns={{ base: 1, sm: 2, lg: 4 }}>
      <SummaryCard label={t('conciliation.status.cards.order')}>
        <Group gap="xs">
          <Text fw={700} size="lg">
            {pedido.id}
          </Text>
          <Badge variant="light" color="gray" tt="none">
            {orderStatus}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} mt={4}>
          {t('conciliation.status.cards.supplier')}
        </Text>
        <Text fw={600}>{pedido.fornecedor.nome}</Text>
        <Text size="sm" c="dimmed">
          {pedido.fornecedor.cnpj ? formatCnpj(pedido.fornecedor.cnpj) : pedido.fornecedor.id}
        </Text>
      </SummaryCard>

      <SummaryCard label={t('conciliation.status.cards.invoice')}>
        <Text fw={700} size="lg">
          {result.notaFiscal
            ? t('conciliation.status.cards.numberSeries', {
                number: result.notaFiscal,
                series: result.serieNotaFiscal ?? none,
              })
            : none}
        </Text>
        {result.dataNotaFiscal && (
          <Text size="sm">{t('conciliation.status.cards.issueDate', { date: formatDate(result.dataNotaFiscal) })}</Text>
        )}
        <Text size="sm">
          {t('conciliation.status.cards.total')}:{' '}
          <strong data-testid="invoice-total">
            {result.valorNotaFiscal ? formatMoney(result.valorNotaFiscal, i18n.language, true) : none}
          </strong>
        </Text>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} mt={4}>
          {t('conciliation.status.cards.accessKey')}
        </Text>
        {result.chaveAcesso ? <AccessKey value={result.chaveAcesso} /> : <Text size="sm">{none}</Text>}
      </SummaryCard>

      <SummaryCard label={t('conciliation.status.cards.conciliation')}>
        <Text fw={700} size="lg">
          {t('conciliation.status.cards.conciliationNumber', { id: result.id })}
        </Text>
        <Text size="sm">
          {t('conciliation.status.cards.conciliationDate', { date: formatDateTime(result.dataConciliacao) })}
        </Text>
        <Group gap={6} mt={4} data-testid="conciliation-state">
          {result.cancelada ? (
            // the sides' statuses are those before the cancel: a cancelled 2/2 is no longer "Conciliado"
            <Badge color="red" variant="filled" tt="none" data-tone="cancelled">
              {t('conciliation.status.cancelled.title')}
            </Badge>
          ) : (
            <>
              <ConciliationBadge
                status={result.statusConciliacaoComercial}
                label={t('conciliation.sides.commercial')}
              />
              <ConciliationBadge status={result.statusConciliacaoFiscal} label={t('conciliation.sides.fiscal')} />
            </>
          )}
        </Group>
        <Group gap={6} mt={4}>
          <Badge variant="light" color={rfmIssued ? 'green' : 'gray'} tt="none">
            {`${t('conciliation.sides.rfm')}: ${statusNames.rfm(result.statusRFM)}`}
          </Badge>
          {result.dataRFM && (
            <Text size="xs" c="dimmed">
              {t('conciliation.status.cards.rfmDate', { date: formatDateTime(result.dataRFM) })}
            </Text>
          )}
        </Group>
      </SummaryCard>

      <SummaryCard label={t('conciliation.status.cards.observation')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="observation">
          {result.observacao || t('conciliation.status.cards.noObservation')}
        </Text>
        {result.condicional && (
          <>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700} mt={4}>
              {t('conciliation.status.cards.conditional')}
            </Text>
            <Text size="sm" data-testid="conditional-acceptance">
              {t('conciliation.status.cards.conditionalBy', {
                user: result.condicional.usuario,
                date: formatDateTime(result.condicional.data),
              })}
            </Text>
          </>
        )}
      </SummaryCard>
    </SummaryCards>
  );
}
