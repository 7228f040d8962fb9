import { Alert, Badge, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ReasonDto } from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStatusNames } from '../../../lib/order-status-text';
import type { ReconcileOutcome } from '../model/reconcile-flow';
import { statusLink } from '../model/status-link';
import { isFileProblem, isOrderConciliationProblem } from '../model/reconcile-problem';
import { ReconcileNotice, ToStatus } from './reconcile-notice';
import { ReconcileProblemAlert } from './reconcile-problem-alert';

const SEVERITY_COLORS: Record<ReasonDto['gravidade'], string> = {
  blocking: 'red',
  conditional: 'yellow',
  commercial: 'orange',
  event: 'gray',
};

function Divergences({ reasons }: { reasons: readonly ReasonDto[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <Stack gap={4} mt="xs">
      <Text size="sm" fw={600}>
        {t('conciliation.reconcile.outcome.divergences')}
      </Text>
      <List size="sm" spacing={4} listStyleType="none" aria-label={t('conciliation.reconcile.outcome.divergences')}>
        {reasons.map((r, i) => (
          <List.Item key={`${r.codigo}-${i}`}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Badge
                size="sm"
                variant="light"
                color={SEVERITY_COLORS[r.gravidade] ?? 'gray'}
                tt="none"
                mt={2}
                style={{ flexShrink: 0 }}
              >
                {t(`conciliation.reconcile.outcome.severity.${r.gravidade}`)}
              </Badge>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.texto}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function Reason({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <Text span fw={600}>
        {t('conciliation.reconcile.outcome.reason')}:
      </Text>{' '}
      {text}
    </Text>
  );
}

/** A run one side rejected: the side's title and text, what it gave as reasons, and the way to the status. */
function Rejected({
  side,
  idPedido,
  children,
}: {
  side: 'commercial' | 'fiscal';
  idPedido: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const texts = `conciliation.reconcile.outcome.${side}Rejected`;
  return (
    <ReconcileNotice color="red" role="alert" title={t(`${texts}.title`)} text={t(`${texts}.text`)} idPedido={idPedido}>
      {children}
    </ReconcileNotice>
  );
}

interface ReconcileOutcomeViewProps {
  outcome: ReconcileOutcome;
  idPedido: number;
  onAccept: () => void;
}

/** How a run ended on this page: the refusal and its reasons, or the conditional offer, with the way to the status. */
export function ReconcileOutcomeView({ outcome, idPedido, onAccept }: ReconcileOutcomeViewProps) {
  const { t } = useTranslation();
  const statusNames = useStatusNames();
  const [confirming, setConfirming] = useState(false);

  switch (outcome.kind) {
    case 'error':
      return (
        <ReconcileProblemAlert problem={outcome.problem} title={t('conciliation.reconcile.outcome.error.title')}>
          {isFileProblem(outcome.problem) && (
            <Text size="sm" mt={4}>
              {t('conciliation.reconcile.outcome.error.pickAnother')}
            </Text>
          )}
          {(outcome.conciliationId !== null || isOrderConciliationProblem(outcome.problem)) && (
            <ToStatus idPedido={idPedido} />
          )}
        </ReconcileProblemAlert>
      );
    case 'commercialRejected':
      return (
        <Rejected side="commercial" idPedido={idPedido}>
          <Reason text={outcome.commercial.motivoReprovacao} />
        </Rejected>
      );
    case 'fiscalRejected':
      return (
        <Rejected side="fiscal" idPedido={idPedido}>
          {/* the divergences are the reasons one by one; the joined text only when the list is empty */}
          {outcome.fiscal.divergencias.length > 0 ? (
            <Divergences reasons={outcome.fiscal.divergencias} />
          ) : (
            <Reason text={outcome.fiscal.motivoReprovacao} />
          )}
        </Rejected>
      );
    case 'unexpected':
      return (
        <ReconcileNotice
          color="yellow"
          role="alert"
          title={t('conciliation.reconcile.outcome.unexpected.title')}
          text={t('conciliation.reconcile.outcome.unexpected.text', {
            commercial: statusNames.conciliation(outcome.fiscal.statusConciliacaoComercial),
            fiscal: statusNames.conciliation(outcome.fiscal.statusConciliacaoFiscal),
          })}
          idPedido={idPedido}
        >
          <Reason text={outcome.fiscal.motivoReprovacao} />
        </ReconcileNotice>
      );
    case 'conditional': {
      const link = statusLink(idPedido);
      return (
        <Alert color="yellow" variant="light" title={t('conciliation.reconcile.outcome.conditional.title')}>
          <Text size="sm">{t('conciliation.reconcile.outcome.conditional.text')}</Text>
          <Divergences reasons={outcome.fiscal.divergencias} />
          {outcome.problem && (
            <Stack mt="sm">
              <ReconcileProblemAlert
                problem={outcome.problem}
                title={t('conciliation.reconcile.outcome.error.title')}
              />
            </Stack>
          )}
          <Group mt="sm">
            <Button onClick={() => setConfirming(true)} loading={outcome.accepting}>
              {t('conciliation.reconcile.outcome.conditional.accept')}
            </Button>
            <Button component={Link} to={link.to} state={link.state} variant="default">
              {t('conciliation.reconcile.toStatus')}
            </Button>
          </Group>
          <Modal
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={t('conciliation.reconcile.outcome.conditional.confirmTitle')}
          >
            <Text>
              {t('conciliation.reconcile.outcome.conditional.confirmText', {
                id: outcome.fiscal.idConciliacao,
                order: idPedido,
              })}
            </Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
                {t('conciliation.reconcile.outcome.conditional.back')}
              </Button>
              <Button
                onClick={() => {
                  setConfirming(false);
                  onAccept();
                }}
              >
                {t('conciliation.reconcile.outcome.conditional.confirm')}
              </Button>
            </Group>
          </Modal>
        </Alert>
      );
    }
  }
}
