import { Anchor, Table } from '@mantine/core';
import { formatWeekKey, type LoadListItemDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loadDate, loadTime, quantity } from '../model/format';
import { LoadStatusBadge } from './status-badges';

interface LoadListTableProps {
  loads: readonly LoadListItemDto[];
  /** internal users see whose load it is */
  showProvider: boolean;
}

const detailsPath = (id: number) => `/load-details?id=${id}`;

/** The loads of /load; the load number is the link, and a click anywhere on the row opens it too. */
export function LoadListTable({ loads, showProvider }: LoadListTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // what a user looks for first leads (status, when and where it is delivered), so a narrow screen (1024 px with the
  // menu, a phone) shows it before the table scrolls; the totals close the row
  const columns = [
    'load',
    'status',
    'delivery',
    'gate',
    'week',
    'cd',
    ...(showProvider ? (['provider'] as const) : []),
    'orders',
    'pieces',
    'volumes',
  ] as const;
  const numeric = new Set<string>(['orders', 'pieces', 'volumes']);
  return (
    <Table.ScrollContainer minWidth={showProvider ? 720 : 640} type="native">
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label={t('loads.list.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c} ta={numeric.has(c) ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {t(`loads.list.columns.${c}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loads.map((load) => (
            <Table.Tr
              key={load.idCarga}
              style={{ cursor: 'pointer' }}
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('a')) return;
                void navigate(detailsPath(load.idCarga));
              }}
            >
              <Table.Td>
                <Anchor
                  component={Link}
                  to={detailsPath(load.idCarga)}
                  fw={600}
                  fz="sm"
                  aria-label={t('loads.list.openLoad', { id: load.idCarga })}
                >
                  {load.idCarga}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <LoadStatusBadge status={load.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {[loadDate(load.dtEntrega), loadTime(load.horaEntrega)].filter(Boolean).join(' ')}
              </Table.Td>
              <Table.Td>{load.nomePortao ?? ''}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWeekKey(load.anoSemanaComercial)}</Table.Td>
              <Table.Td>{load.centroDistribuicao}</Table.Td>
              {showProvider && <Table.Td>{load.nomeFornecedor}</Table.Td>}
              <Table.Td ta="right">{quantity(load.qtPedidos, i18n.language)}</Table.Td>
              <Table.Td ta="right">{quantity(load.totalPecas, i18n.language)}</Table.Td>
              <Table.Td ta="right">{quantity(load.totalVolumes, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
