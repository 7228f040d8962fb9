import { Table } from '@mantine/core';
import { cellText, formatCnpj, type SubcontractorDto } from '@portal/domain';
import { ListTable } from '../../../components/ui/data-table';
import { OpenRowCell, type RowLink } from '../../../components/ui/row-actions';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { formatDate } from '../../../lib/format-date';
import { SubcontractorStatusBadge } from './subcontractor-status-badge';

/** How many characters of a trade or legal name the table shows before the tooltip takes over. */
export const NAME_TRUNCATE = 40;

/** The address of a subcontractor's form (no id: a new one). */
export const subcontractorDetailsPath = (id?: number) =>
  id === undefined ? '/subcontractor-details' : `/subcontractor-details?id=${id}`;

/** A saved subcontractor's form: its address, and the state naming it (the list adds its filters, for Back). */
const subcontractorLink = (id: number): RowLink => ({
  to: subcontractorDetailsPath(id),
  state: { idSubcontratado: id },
});

/**
 * The table of /subcontractor-list (spec 001 §2): CNPJ with its mask, trade name, legal name, created date
 * (dd/mm/yyyy), status, e-mail and the way to the form.
 */
export function SubcontractorTable({ rows }: { rows: readonly SubcontractorDto[] }) {
  return (
    <ListTable
      texts="subcontractors.list"
      minWidth={980}
      columns={[
        { key: 'cnpj', w: 170 },
        'tradeName',
        'legalName',
        { key: 'createdAt', w: 110 },
        { key: 'status', w: 90 },
        'email',
        { key: 'actions', w: 90 },
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id} data-subcontractor-id={row.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{cellText(formatCnpj(row.cnpj))}</Table.Td>
          <Table.Td>
            <TruncatedText text={cellText(row.nomeFantasia)} max={NAME_TRUNCATE} />
          </Table.Td>
          <Table.Td>
            <TruncatedText text={cellText(row.razaoSocial)} max={NAME_TRUNCATE} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{cellText(formatDate(row.dataCadastro))}</Table.Td>
          <Table.Td>
            <SubcontractorStatusBadge status={row.status} />
          </Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{cellText(row.email)}</Table.Td>
          <OpenRowCell texts="subcontractors.list.edit" name={row.nomeFantasia} link={subcontractorLink(row.id)} />
        </Table.Tr>
      ))}
    </ListTable>
  );
}
