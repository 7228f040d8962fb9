import { Card, Stack } from '@mantine/core';
import { boxStampDefault, TAG_MODELS, type BoxStampItem, type BoxStampLayout, type TagOutput } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_FILE_PATHS, type LabelFileRequest } from '../api/label-files';
import type { OrderHead } from '../../../lib/order-head';
import { useLabelForm } from '../hooks/use-label-form';
import { boxStampMarks, resetToDefaults } from '../model/box-stamp-marks';
import { requestItems } from '../model/quantity-draft';
import type { PrinterControl } from '../printer/use-printer';
import { BoxStampOptions } from './box-stamp-options';
import { BoxStampTable } from './box-stamp-table';
import { LabelAccessAlert } from './label-access-alert';
import { LabelGenerateSection } from './label-generate-section';

/** The default nomeArquivo of box stamps. */
export const BOX_STAMP_FILE_NAME = 'selos-caixa.zpl';

interface BoxStampFormProps {
  order: OrderHead;
  items: readonly BoxStampItem[];
  permissions: readonly string[];
  printer: PrinterControl;
}

/** The box stamps of one order: layout, multipack, the items with their quantities, the model, Print / Download. */
export function BoxStampForm({ order, items, permissions, printer }: BoxStampFormProps) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<BoxStampLayout>('PADRAO');
  const [multipack, setMultipack] = useState(false);
  const form = useLabelForm('selo', order, permissions, items, (item) => boxStampDefault(item, multipack));
  const { selection } = form;
  const { draft, refused } = selection;

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

  const blockedReason = form.locked
    ? t('labels.output.unavailable')
    : draft.size === 0
      ? t('labels.boxTag.selectItems')
      : marks.size > 0
        ? t('labels.boxTag.fixMarked', { n: marks.size })
        : null;

  const request = (model: TagOutput, fileName: string): LabelFileRequest => ({
    path: LABEL_FILE_PATHS.selo,
    body: {
      idPedido: order.id,
      itens: requestItems(items, draft),
      nomeArquivo: fileName,
      multipack,
      tipoSelo: layout,
      modelo: model === 'zpl' ? TAG_MODELS.ZPL : TAG_MODELS.TXT,
    },
  });

  return (
    <Stack gap="lg">
      <LabelAccessAlert access={form.access} />
      <BoxStampOptions
        layout={layout}
        onLayout={setLayout}
        multipack={multipack}
        onMultipack={(next) => {
          setMultipack(next);
          selection.clearRefused();
          selection.setDraft((current) => resetToDefaults(items, current, next));
        }}
        disabled={form.locked || form.files.busy !== null}
      />
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t('labels.boxTag.itemsTitle')}>
        <BoxStampTable
          items={items}
          selection={selection}
          multipack={multipack}
          marked={marked}
          disabled={form.locked}
        />
      </Card>
      <LabelGenerateSection
        form={form}
        orderId={order.id}
        defaultFileName={BOX_STAMP_FILE_NAME}
        blockedReason={blockedReason}
        printer={printer}
        request={request}
      />
    </Stack>
  );
}
