import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { formatCnpj, type SubcontractorInvoiceDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { formatDate } from '../../../lib/format-date';

/** An empty cell (spec: '---'). */
const NONE = '---';

const COLUMNS = [
  'subcontractor',
  'outboundNumber',
  'outboundDate',
  'outboundPieces',
  'returnNumber',
  'returnDate',
  'returnPieces',
  'actions',
] as const;
const FIGURES = new Set<string>(['outboundPieces', 'returnPieces']);

interface InvoiceTableProps {
  invoices: readonly SubcontractorInvoiceDto[];
  /** Edit and delete offered (not once the conciliation is 2/2); otherwise View only. */
  canEdit: boolean;
  canDelete: boolean;
  onOpen: (invoice: SubcontractorInvoiceDto) => void;
  onDelete: (invoice: SubcontractorInvoiceDto) => void;
}

/** The order's invoices (spec 001 §2): subcontractor, outbound and return invoices with dates and pieces, actions. */
export function InvoiceTable({ invoices, canEdit, canDelete, onOpen, onDelete }: InvoiceTableProps) {
  const { t, i18n } = useTranslation();
  const pieces = (n: number | null) => (n === null ? NONE : n.toLocaleString(i18n.language));
  return (
    <DataTable
      striped
      verticalSpacing="xs"
      label={t('subcontractors.invoice.list.tableLabel')}
      minWidth={980}
      columns={COLUMNS.map((c) => {
        const label = t(`subcontractors.invoice.list.columns.${c}`);
        return FIGURES.has(c) ? { label, ta: 'right' as const } : label;
      })}
    >
      {invoices.map((invoice) => {
        const number = invoice.numeroNotaFiscalSaida;
        const subcontractor = invoice.subcontratado;
        return (
          <Table.Tr key={invoice.id}>
            <Table.Td>
              <Stack gap={0}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {subcontractor.nomeFantasia}
                  </Text>
                  {subcontractor.status.id !== 1 && (
                    <Badge size="sm" color="gray" variant="light" tt="none">
                      {t('subcontractors.invoice.list.inactive')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {formatCnpj(subcontractor.cnpj)}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td>{number}</Table.Td>
            <Table.Td>{formatDate(invoice.dataNotaFiscalSaida)}</Table.Td>
            <Table.Td ta="right">{pieces(invoice.quantidadePecasSaida)}</Table.Td>
            <Table.Td>{invoice.numeroNotaFiscalRetorno ?? NONE}</Table.Td>
            <Table.Td>{invoice.dataNotaFiscalRetorno ? formatDate(invoice.dataNotaFiscalRetorno) : NONE}</Table.Td>
            <Table.Td ta="right">{pieces(invoice.quantidadePecasRetorno)}</Table.Td>
            <Table.Td>
              <RowActions
                actions={[
                  {
                    label: t(canEdit ? 'subcontractors.invoice.list.edit' : 'subcontractors.invoice.list.view'),
                    ariaLabel: t(
                      canEdit ? 'subcontractors.invoice.list.editOf' : 'subcontractors.invoice.list.viewOf',
                      {
                        number,
                      },
                    ),
                    onClick: () => onOpen(invoice),
                  },
                  canDelete && {
                    label: t('subcontractors.invoice.list.delete'),
                    ariaLabel: t('subcontractors.invoice.list.deleteOf', { number }),
                    onClick: () => onDelete(invoice),
                    danger: true,
                  },
                ]}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
