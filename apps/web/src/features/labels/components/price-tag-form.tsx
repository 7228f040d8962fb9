import { canGeneratePriceTags, TAG_MODELS, type PriceTagItem, type TagOutput } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_FILE_PATHS, type LabelFileRequest } from '../api/label-files';
import { useLabelForm } from '../hooks/use-label-form';
import { quantitiesOf, requestItems } from '../model/quantity-draft';
import { LabelFormFrame } from './label-form-frame';
import type { LabelFormProps } from './label-page-shell';
import { PriceTagTable } from './price-tag-table';

/** The default nomeArquivo; the hint shows what it becomes (tagDownloadName). */
export const PRICE_TAG_FILE_NAME = 'etiquetas-preco.zpl';

/** The price tags of one order: the items with their quantities, the output, and Print / Download. */
export function PriceTagForm({ order, items, permissions, printer }: LabelFormProps<PriceTagItem>) {
  const { t } = useTranslation();
  const form = useLabelForm('etiqueta', order, permissions, items, (item) => item.qtCompra);
  const { selection } = form;
  const { draft } = selection;

  const canGenerate = useMemo(() => canGeneratePriceTags(items, quantitiesOf(draft)), [items, draft]);

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
    <LabelFormFrame
      form={form}
      orderId={order.id}
      itemsTitle={t('labels.priceTag.itemsTitle')}
      table={<PriceTagTable items={items} selection={selection} marked={selection.refused} disabled={form.locked} />}
      defaultFileName={PRICE_TAG_FILE_NAME}
      selectItemsText={t('labels.priceTag.selectItems')}
      problem={canGenerate ? null : t('labels.priceTag.quantityMissing')}
      printer={printer}
      request={request}
    />
  );
}
