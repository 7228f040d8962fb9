import { Anchor, Table } from '@mantine/core';
import type { CdListItemDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { CompanyBadges } from './company-badges';

interface CdTableProps {
  cds: readonly CdListItemDto[];
  /** cd-details: a row opens the CD; otherwise the rows are plain text */
  canOpen: boolean;
}

const detailsPath = (cd: CdListItemDto) => `/cd-details?id=${cd.id}`;

/** The table of /cd-list (spec 000 §2): code, name, city, state, companies. */
export function CdTable({ cds, canOpen }: CdTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DataTable
      striped
      highlightOnHover={canOpen}
      verticalSpacing="sm"
      label={t('cds.list.tableLabel')}
      minWidth={720}
      columns={[
        { label: t('cds.list.columns.code'), w: 110 },
        t('cds.list.columns.name'),
        t('cds.list.columns.city'),
        { label: t('cds.list.columns.state'), w: 70 },
        t('cds.list.columns.companies'),
      ]}
    >
      {cds.map((cd) => (
        <Table.Tr
          key={cd.id}
          style={canOpen ? { cursor: 'pointer' } : undefined}
          // the link in the name cell is the keyboard way; a click anywhere on the row does the same
          onClick={canOpen ? () => void navigate(detailsPath(cd)) : undefined}
        >
          <Table.Td>{cd.codigo}</Table.Td>
          <Table.Td>
            {canOpen ? (
              <Anchor
                component={Link}
                to={detailsPath(cd)}
                fw={600}
                aria-label={t('cds.list.open', { code: cd.codigo, name: cd.nome })}
                onClick={(e) => e.stopPropagation()}
              >
                {cd.nome}
              </Anchor>
            ) : (
              cd.nome
            )}
          </Table.Td>
          <Table.Td>{cd.cidade}</Table.Td>
          <Table.Td>{cd.uf}</Table.Td>
          <Table.Td>
            <CompanyBadges companies={cd.empresas} />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
