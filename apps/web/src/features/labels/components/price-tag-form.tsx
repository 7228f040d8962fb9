import { Card, Stack } from '@mantine/core';
import {
  canGeneratePriceTags,
  CAMICADO_PDF_FILE_NAME,
  tagDownloadName,
  TAG_MODELS,
  type PriceTagItem,
  type TagOutput,
} from '@portal/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { LABEL_FILE_PATHS, useLabelFiles, type LabelFileRequest } from '../api/label-files';
import type { LabelOrder } from '../api/label-order';
import { labelAccess } from '../model/label-access';
import { refusedItemIds } from '../model/label-refusal';
import {
  quantitiesOf,
  requestItems,
  toggleAll,
  toggleRow,
  typeQuantity,
  type QuantityDraft,
} from '../model/quantity-draft';
import { fileNameForOutput, fileNameProblem } from '../model/tag-file-name';
import { PrinterPanel } from '../printer/printer-panel';
import type { PrinterControl } from '../printer/use-printer';
import { LabelAccessAlert } from './label-access-alert';
import { PriceTagTable } from './price-tag-table';
import { TagOutputPanel } from './tag-output-panel';

/** The default nomeArquivo; the hint shows what it becomes (tagDownloadName). */
export const PRICE_TAG_FILE_NAME = 'etiquetas-preco.zpl';

interface PriceTagFormProps {
  order: LabelOrder;
  items: readonly PriceTagItem[];
  permissions: readonly string[];
  printer: PrinterControl;
}

/** The price tags of one order: the items with their quantities, the output, and Print / Download. */
export function PriceTagForm({ order, items, permissions, printer }: PriceTagFormProps) {
  const { t } = useTranslation();
  const access = labelAccess('etiqueta', order, permissions);
  const [draft, setDraft] = useState<QuantityDraft>(() => new Map());
  const [output, setOutput] = useState<TagOutput>(access.outputs[0] ?? 'zpl');
  const [fileName, setFileName] = useState(() => fileNameForOutput(PRICE_TAG_FILE_NAME, access.outputs[0] ?? 'zpl'));
  const [refused, setRefused] = useState<ReadonlyMap<number, string>>(() => new Map());

  const onRefusal = (error: ApiError) => {
    const ids = refusedItemIds(error);
    const text = errorText(error);
    setRefused(new Map(ids.map((id) => [id, text])));
  };
  const files = useLabelFiles({ onRefusal });

  const locked = access.block !== null || access.outputs.length === 0;
  const canGenerate = useMemo(() => canGeneratePriceTags(items, quantitiesOf(draft)), [items, draft]);
  const nameProblem = fileNameProblem(fileName);
  const blockedReason = locked
    ? t('labels.output.unavailable')
    : draft.size === 0
      ? t('labels.priceTag.selectItems')
      : !canGenerate
        ? t('labels.priceTag.quantityMissing')
        : null;

  const forget = (id: number) =>
    setRefused((current) => {
      if (!current.has(id)) return current;
      const next = new Map(current);
      next.delete(id);
      return next;
    });

  const request = (model: TagOutput): LabelFileRequest => {
    const itens = requestItems(items, draft);
    if (model === 'pdf') return { path: LABEL_FILE_PATHS.camicadoPdf, body: { idPedido: order.id, itens } };
    return {
      path: LABEL_FILE_PATHS.etiqueta,
      body: {
        idPedido: order.id,
        itens,
        nomeArquivo: fileName.trim(),
        tipoEtiqueta: model === 'zpl' ? TAG_MODELS.ZPL : TAG_MODELS.TXT,
      },
    };
  };

  const download = async () => {
    if (blockedReason) return;
    setRefused(new Map());
    const fallback = output === 'pdf' ? CAMICADO_PDF_FILE_NAME : tagDownloadName(fileName, order.id);
    const saved = await files.download(request(output), fallback);
    if (saved) notifySuccess(t('labels.output.downloaded', { name: saved }));
  };

  const print = async () => {
    if (blockedReason || output !== 'zpl') return;
    setRefused(new Map());
    const zpl = await files.fetchText(request('zpl'));
    if (zpl !== null) await printer.print(zpl);
  };

  return (
    <Stack gap="lg">
      <LabelAccessAlert block={access.block} noOutput={access.outputs.length === 0} />
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t('labels.priceTag.itemsTitle')}>
        <PriceTagTable
          items={items}
          draft={draft}
          marked={refused}
          disabled={locked}
          onToggle={(item, checked) => {
            forget(item.id);
            setDraft((current) => toggleRow(current, item.id, checked, item.qtCompra));
          }}
          onToggleAll={(checked) => {
            setRefused(new Map());
            setDraft((current) => toggleAll(current, items, checked, (item) => item.qtCompra));
          }}
          onQuantity={(item, text) => {
            forget(item.id);
            setDraft((current) => typeQuantity(current, item.id, text));
          }}
        />
      </Card>
      {!locked && (
        <TagOutputPanel
          outputs={access.outputs}
          output={output}
          onOutput={(next) => {
            setOutput(next);
            setFileName((name) => fileNameForOutput(name, next));
          }}
          fileName={fileName}
          onFileName={setFileName}
          fileNameError={nameProblem ? t(`labels.output.fileNameProblem.${nameProblem}`) : null}
          finalName={nameProblem ? null : tagDownloadName(fileName, order.id)}
          blockedReason={blockedReason}
          busy={files.busy}
          progress={files.progress}
          printerBusy={printer.state === 'printing'}
          onPrint={() => void print()}
          onDownload={() => void download()}
          onCancel={files.cancel}
        />
      )}
      {!locked && access.outputs.includes('zpl') && <PrinterPanel printer={printer} />}
    </Stack>
  );
}
