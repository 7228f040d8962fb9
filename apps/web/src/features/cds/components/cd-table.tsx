import { Anchor, Table } from '@mantine/core';
import type { CdListItemDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
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
    <Table.ScrollContainer minWidth={720} type="native">
      <Table striped highlightOnHover={canOpen} verticalSpacing="sm" aria-label={t('cds.list.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>{t('cds.list.columns.code')}</Table.Th>
            <Table.Th>{t('cds.list.columns.name')}</Table.Th>
            <Table.Th>{t('cds.list.columns.city')}</Table.Th>
            <Table.Th w={70}>{t('cds.list.columns.state')}</Table.Th>
            <Table.Th>{t('cds.list.columns.companies')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
