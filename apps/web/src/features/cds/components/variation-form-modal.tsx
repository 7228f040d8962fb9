import { Group, Select, Text, TextInput, Textarea } from '@mantine/core';
import {
  defaultVariationHours,
  formatDateBr,
  VARIATION_REASON_MAX,
  variationEnd,
  type CdDetailDto,
  type GateDto,
  type GateVariationDto,
} from '@portal/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useVariationDates } from '../api/get-variation-dates';
import { useSaveVariation } from '../api/save-variation';
import { useCdForm } from '../hooks/use-cd-form';
import { checkVariationForm, type VariationFormValues } from '../model/gate-form';
import { gateRowsOf } from '../model/hours-form';
import { proposedStart, startOptions } from '../model/variation-dates';
import { GateHoursFormModal } from './gate-hours-form-modal';
import { SectionLoading } from './query-state';

interface VariationFormModalProps {
  cd: CdDetailDto;
  gate: GateDto;
  /** null: a new variation */
  variation: GateVariationDto | null;
  readOnly: boolean;
  onClose: () => void;
}

/**
 * New, edit or view a gate variation (spec 000 §3, §5): reason (required, max 250), a Sunday start (never before
 * dataMinima), the end shown as start + 6, and the seven weekday rows (defaults: defaultVariationHours).
 */
export function VariationFormModal({ cd, gate, variation, readOnly, onClose }: VariationFormModalProps) {
  const { t } = useTranslation();
  const dates = useVariationDates(gate.id, !readOnly);
  // an existing variation may keep a start that is now before the minimum
  const dataMinima = dates.data?.dataMinima ?? null;
  const minimum = variation && dataMinima && variation.dataInicial < dataMinima ? null : dataMinima;
  const form = useCdForm({
    initial: (): VariationFormValues => ({
      motivo: variation?.motivo ?? '',
      dataInicial: variation?.dataInicial ?? '',
      horarios: gateRowsOf(variation ? variation.novosHorarios : defaultVariationHours(gate.horarios)),
    }),
    check: (values: VariationFormValues) =>
      checkVariationForm(values, {
        idPortao: gate.id,
        dynamic: gate.capacidadeDinamica,
        cdHours: cd.horarioCd,
        minimum,
      }),
    save: useSaveVariation(gate.id),
    variables: (input) => ({ input, id: variation?.id }),
    success: variation ? 'variation001' : 'variation002',
    onClose,
  });
  const { values, setValues, check } = form;

  // a new variation proposes its start once the dates arrive
  const proposal = !variation && dates.data ? proposedStart(dates.data) : null;
  useEffect(() => {
    if (proposal) setValues((v) => (v.dataInicial === '' ? { ...v, dataInicial: proposal } : v));
  }, [proposal, setValues]);

  const options = startOptions(dates.data, variation?.dataInicial ?? null).map((d) => ({
    value: d,
    label: formatDateBr(d),
  }));
  const title = variation
    ? t('cds.variations.editTitle', { gate: gate.nome })
    : t('cds.variations.newTitle', { gate: gate.nome });

  const startError =
    check?.dataInicial === 'required'
      ? t('cds.form.required')
      : check?.dataInicial === 'notSunday'
        ? t('variation004', { ns: 'errors' })
        : check?.dataInicial === 'beforeMinimum'
          ? t('cds.variations.beforeMinimum', { date: formatDateBr(dates.data?.dataMinima) })
          : undefined;

  return (
    <GateHoursFormModal
      form={form}
      title={title}
      readOnly={readOnly}
      dynamic={gate.capacidadeDinamica}
      hoursLabel={t('cds.variations.hoursLabel')}
    >
      <Textarea
        label={t('cds.variations.reason')}
        {...form.textField('motivo', VARIATION_REASON_MAX)}
        autosize
        minRows={2}
        maxRows={4}
        required
        disabled={readOnly}
      />
      {!readOnly && dates.isPending ? (
        <SectionLoading message={t('cds.variations.loadingDates')} />
      ) : (
        <Group align="flex-start" wrap="wrap">
          <Select
            label={t('cds.variations.start')}
            description={
              dates.data ? t('cds.variations.startHint', { date: formatDateBr(dates.data.dataMinima) }) : undefined
            }
            data={options}
            value={values.dataInicial || null}
            onChange={(value) => form.set('dataInicial')(value ?? '')}
            searchable
            allowDeselect={false}
            required
            disabled={readOnly}
            error={startError}
            w={240}
          />
          <TextInput
            label={t('cds.variations.end')}
            value={values.dataInicial ? formatDateBr(variationEnd(values.dataInicial)) : ''}
            readOnly
            description={readOnly ? undefined : t('cds.variations.endHint')}
            variant="filled"
            w={200}
          />
        </Group>
      )}
      {!variation && !readOnly && (
        <Text size="sm" c="dimmed">
          {t('cds.variations.defaultsHint')}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('cds.gates.capacityHint')}
      </Text>
    </GateHoursFormModal>
  );
}
