import { Badge, Table } from '@mantine/core';
import { cellText, YES_NO, type NormDto } from '@portal/domain';
import { ListTable } from '../../../components/ui/data-table';
import { OpenRowCell, type RowLink } from '../../../components/ui/row-actions';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { currentLanguage } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format-date';

/** How many characters of a description the table shows before the tooltip takes over. */
export const DESCRIPTION_TRUNCATE = 80;

/** The address of a norm's form (no id: a new one). */
export const normDetailsPath = (id?: number) => (id === undefined ? '/norm-details' : `/norm-details?id=${id}`);

const normLink = (id: number): RowLink => ({ to: normDetailsPath(id), state: { idNorma: id } });

/**
 * The table of /norm-list (spec 001 §2 "Norm list"; the columns are decision A21's proposal): code, description,
 * created date, active (Sim/Não) and the way to the form (Edit with edit-norm-details, View with norm-details only;
 * Usuario, without the form, sees no action column).
 */
export function NormTable({
  rows,
  canEdit,
  canOpen,
}: {
  rows: readonly NormDto[];
  canEdit: boolean;
  canOpen: boolean;
}) {
  const yesNo = YES_NO[currentLanguage()];
  const open = canEdit ? 'norms.list.edit' : 'norms.list.view';
  return (
    <ListTable
      texts="norms.list"
      minWidth={760}
      columns={[
        { key: 'code', w: 220 },
        'description',
        { key: 'createdAt', w: 110 },
        { key: 'active', w: 90 },
        ...(canOpen ? [{ key: 'actions', w: 90 }] : []),
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id} data-norm-id={row.id}>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{cellText(row.codigo)}</Table.Td>
          <Table.Td>
            <TruncatedText text={cellText(row.descricao)} max={DESCRIPTION_TRUNCATE} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{cellText(formatDate(row.dataCriacao))}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={row.ativo ? 'teal' : 'gray'}>
              {row.ativo ? yesNo.yes : yesNo.no}
            </Badge>
          </Table.Td>
          {canOpen && <OpenRowCell texts={open} name={row.codigo} link={normLink(row.id)} />}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
