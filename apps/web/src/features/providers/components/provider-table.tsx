import { Table } from '@mantine/core';
import { cellText, formatCnpj, TRUNCATE, type ProviderDto } from '@portal/domain';
import { ListTable } from '../../../components/ui/data-table';
import { OpenRowCell, type RowLink } from '../../../components/ui/row-actions';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { YesNoBadge } from '../../../components/ui/yes-no-badge';

/** A provider's details: its address, and the state naming it (the list adds its filters, for Back). */
export const providerLink = (id: number): RowLink => ({
  to: `/provider-details?id=${id}`,
  state: { idFornecedor: id },
});

/** City/UF, or '---' when the ERP has neither. */
function placeOf(provider: ProviderDto): string {
  const parts = [provider.cidade.trim(), provider.uf.trim()].filter(Boolean);
  return cellText(parts.join('/'));
}

/**
 * The table of /provider-list (spec 001 §2 gives no columns; checklist PV1's proposal): code, name (cut at 20,
 * spec 001 §9, whole on hover), CNPJ with its mask, city/UF, e-mail, the three flags, and the way to the details.
 */
export function ProviderTable({ rows }: { rows: readonly ProviderDto[] }) {
  return (
    <ListTable
      texts="providers.list"
      minWidth={1040}
      columns={[
        { key: 'id', w: 90 },
        'name',
        { key: 'cnpj', w: 170 },
        'place',
        'email',
        { key: 'producerDeclaration', w: 120 },
        { key: 'subcontractor', w: 110 },
        { key: 'originCertificate', w: 120 },
        { key: 'actions', w: 100 },
      ]}
    >
      {rows.map((provider) => (
        <Table.Tr key={provider.id} data-provider-id={provider.id}>
          <Table.Td>{provider.id}</Table.Td>
          <Table.Td>
            <TruncatedText text={cellText(provider.nome)} max={TRUNCATE.provider} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{cellText(formatCnpj(provider.cnpj))}</Table.Td>
          <Table.Td>{placeOf(provider)}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{cellText(provider.email)}</Table.Td>
          <Table.Td>
            <YesNoBadge value={provider.exigirDeclProdutor} />
          </Table.Td>
          <Table.Td>
            <YesNoBadge value={provider.isSubcontratado} />
          </Table.Td>
          <Table.Td>
            <YesNoBadge value={provider.exigirCertifOrigem} />
          </Table.Td>
          <OpenRowCell texts="providers.list.open" name={provider.nome} link={providerLink(provider.id)} />
        </Table.Tr>
      ))}
    </ListTable>
  );
}
