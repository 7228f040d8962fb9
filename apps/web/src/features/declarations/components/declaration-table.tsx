import { Table } from '@mantine/core';
import { cellText, type DeclarationDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/ui/data-table';
import { OpenRowCell, RowActions } from '../../../components/ui/row-actions';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { formatDate } from '../../../lib/format-date';
import { DeclarationStatusBadge, FecomercioStatusText, ValidityText } from './declaration-badges';

/** The provider's name in the table: 20 characters before the tooltip (spec 001 §9 "20 for provider"). */
export const PROVIDER_TRUNCATE = 20;

export const declarationDetailsPath = (id: number) => `/declaration-details?id=${id}`;

interface DeclarationTableProps {
  rows: readonly DeclarationDto[];
  today: string;
  /** declaration-details: the edit icon to the audit form */
  canOpen: boolean;
  onDownload: (id: number) => void;
  downloading: number | null;
}

/**
 * The table of /declaration-list (decision A21's columns): order, provider, status, Fecomercio status, declaration
 * date, registration date, validity (flagged when expiring or expired), the file, and the way to the audit form.
 */
export function DeclarationTable({ rows, today, canOpen, onDownload, downloading }: DeclarationTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable
      texts="declarations.list"
      minWidth={980}
      columns={[
        { key: 'order', w: 80 },
        'supplier',
        { key: 'status', w: 120 },
        { key: 'fecomercio', w: 150 },
        { key: 'declaredOn', w: 105 },
        { key: 'createdAt', w: 100 },
        { key: 'validUntil', w: 150 },
        { key: 'file', w: 95 },
        ...(canOpen ? [{ key: 'actions', w: 80 }] : []),
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id} data-declaration-id={row.id}>
          <Table.Td>{row.idPedido}</Table.Td>
          <Table.Td>
            <TruncatedText text={cellText(row.nomeFornecedor)} max={PROVIDER_TRUNCATE} />
          </Table.Td>
          <Table.Td>
            <DeclarationStatusBadge status={row.status} />
          </Table.Td>
          <Table.Td>
            <FecomercioStatusText status={row.statusFecomercio} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{cellText(formatDate(row.dataDeclaracao))}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{cellText(formatDate(row.dataCadastro))}</Table.Td>
          <Table.Td>
            <ValidityText validUntil={row.dataValidade} today={today} />
          </Table.Td>
          <Table.Td>
            <RowActions
              actions={[
                {
                  label: t('declarations.list.download'),
                  ariaLabel: t('declarations.list.downloadLabel', { order: row.idPedido }),
                  onClick: () => onDownload(row.id),
                  loading: downloading === row.id,
                },
              ]}
            />
          </Table.Td>
          {canOpen && (
            <OpenRowCell
              texts="declarations.list.edit"
              name={String(row.idPedido)}
              link={{ to: declarationDetailsPath(row.id), state: { idDeclaracao: row.id } }}
            />
          )}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
