import { Card, Stack } from '@mantine/core';
import { canGeneratePriceTags, TAG_MODELS, type PriceTagItem, type TagOutput } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_FILE_PATHS, type LabelFileRequest } from '../api/label-files';
import type { OrderHead } from '../../../lib/order-head';
import { useLabelForm } from '../hooks/use-label-form';
import { quantitiesOf, requestItems } from '../model/quantity-draft';
import type { PrinterControl } from '../printer/use-printer';
import { LabelAccessAlert } from './label-access-alert';
import { LabelGenerateSection } from './label-generate-section';
import { PriceTagTable } from './price-tag-table';

/** The default nomeArquivo; the hint shows what it becomes (tagDownloadName). */
export const PRICE_TAG_FILE_NAME = 'etiquetas-preco.zpl';

interface PriceTagFormProps {
  order: OrderHead;
  items: readonly PriceTagItem[];
  permissions: readonly string[];
  printer: PrinterControl;
}

/** The price tags of one order: the items with their quantities, the output, and Print / Download. */
export function PriceTagForm({ order, items, permissions, printer }: PriceTagFormProps) {
  const { t } = useTranslation();
  const form = useLabelForm('etiqueta', order, permissions, items, (item) => item.qtCompra);
  const { selection } = form;
  const { draft } = selection;

  const canGenerate = useMemo(() => canGeneratePriceTags(items, quantitiesOf(draft)), [items, draft]);
  const blockedReason = form.locked
    ? t('labels.output.unavailable')
    : draft.size === 0
      ? t('labels.priceTag.selectItems')
      : !canGenerate
        ? t('labels.priceTag.quantityMissing')
        : null;

  const request = (model: TagOutput, fileName: string): LabelFileRequest => {
    const itens = requestItems(items, draft);
    if (model === 'pdf') return { path: LABEL_FILE_PATHS.camicadoPdf, body: { idPedido: order.id, itens } };
    return {
      path: LABEL_FILE_PATHS.etiqueta,
      body: {
        idPedido: order.id,
        itens,
        nomeArquivo: fileName,
        tipoEtiqueta: model === 'zpl' ? TAG_MODELS.ZPL : TAG_MODELS.TXT,
      },
    };
  };

  return (
    <Stack gap="lg">
      <LabelAccessAlert access={form.access} />
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t('labels.priceTag.itemsTitle')}>
        <PriceTagTable items={items} selection={selection} marked={selection.refused} disabled={form.locked} />
      </Card>
      <LabelGenerateSection
        form={form}
        orderId={order.id}
        defaultFileName={PRICE_TAG_FILE_NAME}
        blockedReason={blockedReason}
        printer={printer}
        request={request}
      />
    </Stack>
  );
}
