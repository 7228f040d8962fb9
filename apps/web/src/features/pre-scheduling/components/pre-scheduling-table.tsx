import { Table } from '@mantine/core';
import { cellText, type PreSchedulingRowDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/ui/data-table';
import { EditLinkIcon } from '../../../components/ui/edit-link-icon';
import type { RowLink } from '../../../components/ui/row-actions';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { YesNoBadge } from '../../../components/ui/yes-no-badge';

/** How many characters of a description the table shows before the tooltip takes over. */
export const DESCRIPTION_TRUNCATE = 60;

/** The list of one provider's pre-schedulings (Back from the form goes there). */
export const preSchedulingListPath = (idFornecedor: number) => `/pre-scheduling-list?id=${idFornecedor}`;

/** The form of a saved pre-scheduling, or a new one for the provider. */
export function preSchedulingDetailsLink(target: { id: number } | { idFornecedor: number }): RowLink {
  return 'id' in target
    ? { to: `/pre-scheduling-details?id=${target.id}`, state: { idPreAgendamento: target.id } }
    : {
        to: `/pre-scheduling-details?fornecedor=${target.idFornecedor}`,
        state: { idFornecedor: target.idFornecedor },
      };
}

/**
 * The table of /pre-scheduling-list (spec 001 §2): description, active (Sim/Não), capacity, company, distribution
 * center and the edit icon; '---' for an empty cell.
 */
export function PreSchedulingTable({ rows }: { rows: readonly PreSchedulingRowDto[] }) {
  const { t } = useTranslation();
  return (
    <ListTable
      texts="preScheduling.list"
      minWidth={760}
      columns={[
        'description',
        { key: 'active', w: 90 },
        { key: 'capacity', w: 110 },
        'company',
        'cd',
        { key: 'actions', w: 70 },
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id} data-pre-scheduling-id={row.id}>
          <Table.Td>
            <TruncatedText text={cellText(row.descricao)} max={DESCRIPTION_TRUNCATE} />
          </Table.Td>
          <Table.Td>
            <YesNoBadge value={row.ativo} />
          </Table.Td>
          <Table.Td>{cellText(row.capacidade)}</Table.Td>
          <Table.Td>{cellText(row.empresa.nome)}</Table.Td>
          <Table.Td>{cellText(row.cd.nome)}</Table.Td>
          <Table.Td>
            <EditLinkIcon
              link={preSchedulingDetailsLink({ id: row.id })}
              label={t('preScheduling.list.editLabel', { name: row.descricao })}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
