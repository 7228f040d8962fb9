import { Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ItemPedidoDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { TableHeader } from '../../../../components/ui/data-table';
import { FieldList } from './field-list';

const COUNTRIES = ['BR', 'UY'] as const;

/** An item's details: sizes and colours per country, composition, classification, origin and package data. */
export function ItemDetails({ item }: { item: ItemPedidoDto }) {
  const { t } = useTranslation();
  const d = item.detalhe;
  const label = (key: string) => t(`orders.options.itemDetail.${key}`);
  const characteristics = d?.caracteristicas ?? [];
  return (
    <Stack gap="sm" p="sm" data-testid={`item-details-${item.id}`}>
      <div>
        <Title order={4} size="sm" mb={4}>
          {label('characteristics')}
        </Title>
        <Table withTableBorder striped={false} fz="sm">
          <TableHeader columns={[label('country'), label('size'), label('colour')]} />
          <Table.Tbody>
            {COUNTRIES.map((country) => {
              const c = characteristics.find((x) => x.pais.toUpperCase() === country);
              return (
                <Table.Tr key={country}>
                  <Table.Td>{country}</Table.Td>
                  <Table.Td>{c?.tamanho ?? '—'}</Table.Td>
                  <Table.Td>{c?.cor ?? '—'}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      <FieldList
        fields={[
          { key: 'descricao', label: label('description'), value: item.descricao },
          { key: 'skuCompra', label: label('sku'), value: item.skuCompra },
          { key: 'referencia', label: label('reference'), value: item.referencia },
          { key: 'pantone', label: label('pantone'), value: item.pantone },
          { key: 'composicao', label: label('composition'), value: item.composicao },
          { key: 'classe', label: label('class'), value: [d?.classe, d?.subclasse].filter(Boolean).join(' / ') },
          { key: 'grupoMaterial', label: label('materialGroup'), value: d?.grupoMaterial },
          { key: 'medida', label: label('measure'), value: d?.medida },
          { key: 'paisOrigem', label: label('originCountry'), value: d?.paisOrigem },
          { key: 'vpn', label: label('vpn'), value: d?.vpn },
          {
            key: 'aliquotas',
            label: label('taxRates'),
            value: `ICMS ${item.aliquotaIcms}% · IPI ${item.aliquotaIpi}%`,
          },
          {
            key: 'quantidades',
            label: label('quantities'),
            value: t('orders.options.itemDetail.quantitiesValue', {
              cancelled: item.qtCancelada,
              received: item.qtRecebida,
              volumes: item.qtVolume,
            }),
          },
          {
            key: 'pacote',
            label: label('package'),
            value: t('orders.options.itemDetail.packageValue', {
              case: item.qtCase,
              package: item.qtPacote,
              items: item.qtItens,
              inner: item.tamPacoteInterno ?? '—',
              supp: item.tamPacoteSupp ?? '—',
            }),
          },
          {
            key: 'pack',
            label: label('pack'),
            value: item.packInd ? (item.packNo ?? t('orders.options.yes')) : t('orders.options.no'),
          },
          { key: 'itemPai', label: label('parentItem'), value: item.itemPai },
          { key: 'formaEnvio', label: label('shippingForm'), value: item.formaEnvio },
          { key: 'nivelArredondamento', label: label('roundLevel'), value: item.nivelArredondamento },
          { key: 'unidadeVarejo', label: label('retailUnit'), value: item.unidadeVarejo },
        ]}
      />
      {d && d.insumos.length > 0 && (
        <div>
          <Title order={4} size="sm" mb={4}>
            {label('inputs')}
          </Title>
          <Group gap="md">
            {d.insumos.map((i) => (
              <Text key={i.codigo} size="sm">
                {i.descricao} ({i.percentual}%)
              </Text>
            ))}
          </Group>
        </div>
      )}
    </Stack>
  );
}
