import { Card, Stack } from '@mantine/core';
import {
  boxStampDefault,
  tagDownloadName,
  TAG_MODELS,
  type BoxStampItem,
  type BoxStampLayout,
  type TagOutput,
} from '@portal/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { LABEL_FILE_PATHS, useLabelFiles, type LabelFileRequest } from '../api/label-files';
import type { LabelOrder } from '../api/label-order';
import { boxStampMarks, resetToDefaults } from '../model/box-stamp-marks';
import { labelAccess } from '../model/label-access';
import { refusedItemIds } from '../model/label-refusal';
import { requestItems, toggleAll, toggleRow, typeQuantity, type QuantityDraft } from '../model/quantity-draft';
import { fileNameForOutput, fileNameProblem } from '../model/tag-file-name';
import { PrinterPanel } from '../printer/printer-panel';
import type { PrinterControl } from '../printer/use-printer';
import { BoxStampOptions } from './box-stamp-options';
import { BoxStampTable } from './box-stamp-table';
import { LabelAccessAlert } from './label-access-alert';
import { TagOutputPanel } from './tag-output-panel';

/** The default nomeArquivo of box stamps. */
export const BOX_STAMP_FILE_NAME = 'selos-caixa.zpl';

interface BoxStampFormProps {
  order: LabelOrder;
  items: readonly BoxStampItem[];
  permissions: readonly string[];
  printer: PrinterControl;
}

/** The box stamps of one order: layout, multipack, the items with their quantities, the model, Print / Download. */
export function BoxStampForm({ order, items, permissions, printer }: BoxStampFormProps) {
  const { t } = useTranslation();
  const access = labelAccess('selo', order, permissions);
  const [layout, setLayout] = useState<BoxStampLayout>('PADRAO');
  const [multipack, setMultipack] = useState(false);
  const [draft, setDraft] = useState<QuantityDraft>(() => new Map());
  const [output, setOutput] = useState<TagOutput>(access.outputs[0] ?? 'zpl');
  const [fileName, setFileName] = useState(() => fileNameForOutput(BOX_STAMP_FILE_NAME, access.outputs[0] ?? 'zpl'));
  const [refused, setRefused] = useState<ReadonlyMap<number, string>>(() => new Map());

  const files = useLabelFiles({
    onRefusal: (error: ApiError) => {
      const text = errorText(error);
      setRefused(new Map(refusedItemIds(error).map((id) => [id, text])));
    },
  });

  const locked = access.block !== null || access.outputs.length === 0;
  const marks = useMemo(() => boxStampMarks(items, multipack, draft), [items, multipack, draft]);
  const marked = useMemo(() => {
    const all = new Map(refused);
    const warning = t('boxTagVolumeWarning', { ns: 'errors' });
    for (const [id, mark] of marks) {
      all.set(
        id,
        mark.kind === 'required'
          ? t('labels.boxTag.quantityRequired', { min: mark.min, max: mark.max })
          : t('labels.boxTag.outOfTolerance', { message: warning, min: mark.min, max: mark.max }),
      );
    }
    return all;
  }, [refused, marks, t]);

  const nameProblem = fileNameProblem(fileName);
  const blockedReason = locked
    ? t('labels.output.unavailable')
    : draft.size === 0
      ? t('labels.boxTag.selectItems')
      : marks.size > 0
        ? t('labels.boxTag.fixMarked', { n: marks.size })
        : null;

  const forget = (id: number) =>
    setRefused((current) => {
      if (!current.has(id)) return current;
      const next = new Map(current);
      next.delete(id);
      return next;
    });

  const request = (model: TagOutput): LabelFileRequest => ({
    path: LABEL_FILE_PATHS.selo,
    body: {
      idPedido: order.id,
      itens: requestItems(items, draft),
      nomeArquivo: fileName.trim(),
      multipack,
      tipoSelo: layout,
      modelo: model === 'zpl' ? TAG_MODELS.ZPL : TAG_MODELS.TXT,
    },
  });

  const download = async () => {
    if (blockedReason) return;
    setRefused(new Map());
    const saved = await files.download(request(output), tagDownloadName(fileName, order.id));
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
      <BoxStampOptions
        layout={layout}
        onLayout={setLayout}
        multipack={multipack}
        onMultipack={(next) => {
          setMultipack(next);
          setRefused(new Map());
          setDraft((current) => resetToDefaults(items, current, next));
        }}
        disabled={locked || files.busy !== null}
      />
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t('labels.boxTag.itemsTitle')}>
        <BoxStampTable
          items={items}
          draft={draft}
          multipack={multipack}
          marked={marked}
          disabled={locked}
          onToggle={(item, checked) => {
            forget(item.id);
            setDraft((current) => toggleRow(current, item.id, checked, boxStampDefault(item, multipack)));
          }}
          onToggleAll={(checked) => {
            setRefused(new Map());
            setDraft((current) => toggleAll(current, items, checked, (item) => boxStampDefault(item, multipack)));
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
      {!locked && <PrinterPanel printer={printer} />}
    </Stack>
  );
}
