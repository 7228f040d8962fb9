import { boxStampDefault, TAG_MODELS, type BoxStampItem, type BoxStampLayout, type TagOutput } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_FILE_PATHS, type LabelFileRequest } from '../api/label-files';
import { useLabelForm } from '../hooks/use-label-form';
import { boxStampMarks, resetToDefaults } from '../model/box-stamp-marks';
import { requestItems } from '../model/quantity-draft';
import { BoxStampOptions } from './box-stamp-options';
import { BoxStampTable } from './box-stamp-table';
import { LabelFormFrame } from './label-form-frame';
import type { LabelFormProps } from './label-page-shell';

/** The default nomeArquivo of box stamps. */
export const BOX_STAMP_FILE_NAME = 'selos-caixa.zpl';

/** The box stamps of one order: layout, multipack, the items with their quantities, the model, Print / Download. */
export function BoxStampForm({ order, items, permissions, printer }: LabelFormProps<BoxStampItem>) {
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
    <LabelFormFrame
      form={form}
      orderId={order.id}
      itemsTitle={t('labels.boxTag.itemsTitle')}
      options={
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
      }
      table={
        <BoxStampTable
          items={items}
          selection={selection}
          multipack={multipack}
          marked={marked}
          disabled={form.locked}
        />
      }
      defaultFileName={BOX_STAMP_FILE_NAME}
      selectItemsText={t('labels.boxTag.selectItems')}
      problem={marks.size > 0 ? t('labels.boxTag.fixMarked', { n: marks.size }) : null}
      printer={printer}
      request={request}
    />
  );
}
