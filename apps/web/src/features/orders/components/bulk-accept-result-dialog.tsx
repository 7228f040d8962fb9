import { Badge, Button, Group, Modal, ScrollArea, Table, Text } from '@mantine/core';
import type { ResultadoCienciaPedidoDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-client';

interface BulkAcceptResultDialogProps {
  /** the server's answer, one result per order; null: closed */
  results: readonly ResultadoCienciaPedidoDto[] | null;
  onClose: () => void;
}

/** What became of each order of a bulk acceptance: accepted, or refused with the error code's text. */
export function BulkAcceptResultDialog({ results, onClose }: BulkAcceptResultDialogProps) {
  const { t } = useTranslation();
  const accepted = results?.filter((r) => r.aceito).length ?? 0;
  const refused = (results?.length ?? 0) - accepted;
  return (
    <Modal opened={results !== null} onClose={onClose} title={t('orders.bulkAccept.resultTitle')} size="lg" centered>
      <Text fw={500} mb="sm" role="status">
        {t('orders.bulkAccept.summary', { accepted, refused })}
      </Text>
      <ScrollArea.Autosize mah="55vh" type="auto">
        <Table striped verticalSpacing="xs" aria-label={t('orders.bulkAccept.resultTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('orders.bulkAccept.order')}</Table.Th>
              <Table.Th scope="col">{t('orders.bulkAccept.outcome')}</Table.Th>
              <Table.Th scope="col">{t('orders.bulkAccept.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results?.map((r) => (
              <Table.Tr key={r.idPedido}>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{r.idPedido}</Table.Td>
                <Table.Td>
                  {/* as wide as its word: a narrow phone table would otherwise cut it */}
                  <Badge color={r.aceito ? 'green' : 'red'} variant="light" tt="none" w="max-content">
                    {t(r.aceito ? 'orders.bulkAccept.accepted' : 'orders.bulkAccept.refused')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {r.aceito ? '' : errorText({ code: r.codigoErro ?? undefined, message: r.mensagem ?? undefined })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('orders.bulkAccept.close')}
        </Button>
      </Group>
    </Modal>
  );
}
