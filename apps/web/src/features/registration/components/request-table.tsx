import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { formatCnpj, type RegisterRequestRow } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { RequestStatusBadge } from './request-status-badge';

interface RequestTableProps {
  rows: readonly RegisterRequestRow[];
  onApprove: (row: RegisterRequestRow) => void;
  onRefuse: (row: RegisterRequestRow) => void;
}

/** What the request asks for: the supplier (code, name, CNPJ, and what the user typed) or the CD. */
function AskedCell({ row }: { row: RegisterRequestRow }) {
  const { t } = useTranslation();
  if (row.cd) {
    return (
      <Stack gap={0}>
        <Text fz="xs" c="dimmed">
          {t('registration.kind.cd')}
        </Text>
        <Text fz="sm">{t('registration.list.cd', { codigo: row.cd.codigo, nome: row.cd.nome })}</Text>
      </Stack>
    );
  }
  const supplier = row.fornecedor;
  return (
    <Stack gap={0}>
      <Text fz="sm">
        {supplier ? t('registration.list.supplier', { codigo: supplier.codigo, nome: supplier.nome }) : '-'}
      </Text>
      {supplier && (
        <Text fz="xs" c="dimmed">
          {t('registration.list.cnpj', { cnpj: formatCnpj(supplier.cnpj) })}
        </Text>
      )}
      <Text fz="xs" c="dimmed">
        {row.cnpjInformado !== null ? t('registration.list.typedCnpj') : t('registration.list.typedCode')}
      </Text>
    </Stack>
  );
}

function StatusCell({ row }: { row: RegisterRequestRow }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      <RequestStatusBadge status={row.status} />
      {row.decididoEm && (
        <Text fz="xs" c="dimmed">
          {t('registration.list.decidedBy', { name: row.decididoPor ?? '-', date: formatDateTime(row.decididoEm) })}
        </Text>
      )}
      {row.motivo && (
        <Text fz="xs" style={{ overflowWrap: 'anywhere' }}>
          {t('registration.list.reason', { reason: row.motivo })}
        </Text>
      )}
    </Stack>
  );
}

/** The requests of /register-requests; a pending one offers Approve and Refuse. */
export function RequestTable({ rows, onApprove, onRefuse }: RequestTableProps) {
  const { t } = useTranslation();
  const th = (key: string) => <Table.Th>{t(`registration.list.columns.${key}`)}</Table.Th>;
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table striped highlightOnHover verticalSpacing={8} fz="sm" aria-label={t('registration.list.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            {th('user')}
            {th('profile')}
            {th('asked')}
            {th('requestedAt')}
            {th('status')}
            {th('actions')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-request-id={row.id}>
              <Table.Td>
                <Stack gap={0}>
                  <Text fz="sm" fw={600}>
                    {row.usuario.nome}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {row.usuario.login}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t('registration.list.chapa', { chapa: row.usuario.chapa })}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{t(`registration.profiles.${row.usuario.perfil ?? 'unknown'}`)}</Table.Td>
              <Table.Td miw={220}>
                <AskedCell row={row} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.solicitadoEm)}</Table.Td>
              <Table.Td maw={260}>
                <StatusCell row={row} />
              </Table.Td>
              <Table.Td>
                {row.status === 'pending' && (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      onClick={() => onApprove(row)}
                      aria-label={t('registration.approve.label', { login: row.usuario.login })}
                    >
                      {t('registration.approve.button')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => onRefuse(row)}
                      aria-label={t('registration.refuse.label', { login: row.usuario.login })}
                    >
                      {t('registration.refuse.button')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
