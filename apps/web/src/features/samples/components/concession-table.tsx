import { Box, Table } from '@mantine/core';
import { SAMPLE_CONCESSION_TRUNCATE, type SampleConcessionDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ListTable } from '../../../components/ui/data-table';
import { EditLinkIcon } from '../../../components/ui/edit-link-icon';
import { NameWithCode } from '../../../components/ui/name-with-code';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { formatDateTime } from '../../../lib/format-date';
import { ConcessionStatusBadge } from './concession-status-badge';

/**
 * The details page of a concession (?id=, and the id in the navigation state), remembering the list's filters
 * (`listSearch`) so that its Back returns to the same search.
 */
export function concessionLink(id: number, listSearch = '') {
  return { to: `/order-sample-details?id=${id}`, state: { idConcessao: id, listSearch } };
}

/**
 * The concessions of /order-sample-list (spec 001 §2, decided columns): the supplier (code and name), the original
 * and the sample order, the description cut at 200 characters (the whole text on hover), the status, when it was
 * registered and last changed (dd/mm/yyyy hh:mm), and the edit icon.
 */
export function ConcessionTable({ rows }: { rows: readonly SampleConcessionDto[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <ListTable
      compact
      texts="samples.list"
      minWidth={1000}
      columns={[
        'supplier',
        'order',
        'sampleOrder',
        'description',
        'status',
        'createdAt',
        'updatedAt',
        { key: 'actions', w: 64 },
      ]}
    >
      {rows.map((row) => {
        const link = concessionLink(row.id, search);
        return (
          <Table.Tr key={row.id}>
            <Table.Td miw={160}>
              <NameWithCode name={row.nomeFornecedor} code={row.codigoFornecedor} />
            </Table.Td>
            <Table.Td>{row.pedido}</Table.Td>
            <Table.Td>{row.pedidoAmostra}</Table.Td>
            <Table.Td miw={220} maw={360}>
              <TruncatedText text={row.descricao} max={SAMPLE_CONCESSION_TRUNCATE} />
            </Table.Td>
            <Table.Td>
              {/* the badge keeps its whole text: the cell may not squeeze it */}
              <Box w="max-content">
                <ConcessionStatusBadge status={row.status} />
              </Box>
            </Table.Td>
            <Table.Td>{formatDateTime(row.dataCadastro)}</Table.Td>
            <Table.Td>{formatDateTime(row.dataModificacao)}</Table.Td>
            <Table.Td>
              <EditLinkIcon
                link={link}
                label={t('samples.list.edit', { id: row.id, pedidoAmostra: row.pedidoAmostra })}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
