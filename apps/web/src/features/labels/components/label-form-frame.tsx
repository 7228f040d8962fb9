import { Card, Stack } from '@mantine/core';
import type { TagOutput } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelFileRequest } from '../api/label-files';
import type { LabelForm } from '../hooks/use-label-form';
import type { PrinterControl } from '../printer/use-printer';
import { LabelAccessAlert } from './label-access-alert';
import { LabelGenerateSection } from './label-generate-section';

interface LabelFormFrameProps {
  form: LabelForm<unknown>;
  orderId: number;
  /** The items card's accessible name. */
  itemsTitle: string;
  /** The kind's own choices, above the items (the box stamp's layout and multipack). */
  options?: ReactNode;
  /** The items table. */
  table: ReactNode;
  defaultFileName: string;
  /** "Select the items" of this kind of label. */
  selectItemsText: string;
  /** What the kind's rules still refuse in the ticked rows; null when nothing. */
  problem: string | null;
  printer: PrinterControl;
  request: (output: TagOutput, fileName: string) => LabelFileRequest;
}

/**
 * What every label form looks like: what the user may not do, the kind's options, the items in a card, then the
 * output with Print and Download, which stay off while the order is locked, nothing is ticked, or the rules refuse.
 */
export function LabelFormFrame(props: LabelFormFrameProps) {
  const { form, problem } = props;
  const { t } = useTranslation();
  const blockedReason = form.locked
    ? t('labels.output.unavailable')
    : form.selection.draft.size === 0
      ? props.selectItemsText
      : problem;
  return (
    <Stack gap="lg">
      <LabelAccessAlert access={form.access} />
      {props.options}
      <Card withBorder radius="md" padding="lg" component="section" aria-label={props.itemsTitle}>
        {props.table}
      </Card>
      <LabelGenerateSection
        form={form}
        orderId={props.orderId}
        defaultFileName={props.defaultFileName}
        blockedReason={blockedReason}
        printer={props.printer}
        request={props.request}
      />
    </Stack>
  );
}
