import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatCnpj, type RegisterRequestView } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';

/** One date of the request (asked, decided) under its name. */
function DatePair({ label, date }: { label: string; date: string | null | undefined }) {
  return (
    <div>
      <Text component="dt" fz="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {formatDateTime(date)}
      </Text>
    </div>
  );
}

/** What the request asked for and when: a definition list the pending and refused states share. */
function RequestFacts({ request }: { request: RegisterRequestView }) {
  const { t } = useTranslation();
  const decided = request.status !== 'pending' && request.decididoEm;
  return (
    <Stack component="dl" gap="xs" m={0}>
      <div>
        <Text component="dt" fz="sm" c="dimmed">
          {request.cd ? t('register.askedCd') : t('register.askedSupplier')}
        </Text>
        <Text component="dd" m={0} fw={600}>
          {request.cd
            ? `${request.cd.codigo} - ${request.cd.nome}`
            : request.fornecedor
              ? `${request.fornecedor.codigo} - ${request.fornecedor.nome}`
              : '-'}
        </Text>
        {request.fornecedor && (
          <Text component="dd" m={0} fz="sm">
            {t('register.supplierCnpj', { cnpj: formatCnpj(request.fornecedor.cnpj) })}
          </Text>
        )}
      </div>
      <DatePair label={t('register.askedAt')} date={request.solicitadoEm} />
      {decided && <DatePair label={t('register.decidedAt')} date={request.decididoEm} />}
    </Stack>
  );
}

/** The request awaits an Admin (or was approved and waits for a new sign-in): no form, only the way out. */
export function RegisterRequestWaiting({ request, onLeave }: { request: RegisterRequestView; onLeave: () => void }) {
  const { t } = useTranslation();
  const approved = request.status === 'approved';
  return (
    <Stack gap="md">
      <Alert
        color={approved ? 'green' : 'blue'}
        variant="light"
        title={approved ? t('register.approvedTitle') : t('register.pendingTitle')}
        role="status"
      >
        <Text size="sm">{approved ? t('register.approvedText') : t('register.pendingText')}</Text>
      </Alert>
      <RequestFacts request={request} />
      <Group justify="flex-end" mt="sm">
        <Button variant={approved ? 'filled' : 'default'} onClick={onLeave}>
          {approved ? t('register.signInAgain') : t('register.backToLogin')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The last request was refused: its reason, above the form for a new one. */
export function RegisterRequestRefused({ request }: { request: RegisterRequestView }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('register.refusedTitle')} mb="lg">
      <Stack gap="xs">
        <Text size="sm">{t('register.refusedText')}</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text component="span" fw={700} size="sm">
            {t('register.reason')}:
          </Text>{' '}
          {request.motivo}
        </Text>
        <RequestFacts request={request} />
      </Stack>
    </Alert>
  );
}
