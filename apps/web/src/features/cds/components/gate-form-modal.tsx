import { Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { defaultGateHours, GATE_NAME_MAX, type CdDetailDto, type GateDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useSaveGate } from '../api/save-gate';
import { useCdForm } from '../hooks/use-cd-form';
import { checkGateForm, type GateFormValues } from '../model/gate-form';
import { gateRowsOf, newGateRows } from '../model/hours-form';
import { GateHoursFormModal } from './gate-hours-form-modal';

const DESCRIPTION_MAX = 250;

interface GateFormModalProps {
  cd: CdDetailDto;
  /** null: a new gate */
  gate: GateDto | null;
  readOnly: boolean;
  onClose: () => void;
}

function initialValues(cd: CdDetailDto, gate: GateDto | null): GateFormValues {
  if (!gate) {
    return {
      nome: '',
      descricao: '',
      capacidadeDinamica: false,
      horarios: newGateRows(defaultGateHours(), cd.horarioCd),
    };
  }
  return {
    nome: gate.nome,
    descricao: gate.descricao ?? '',
    capacidadeDinamica: gate.capacidadeDinamica,
    horarios: gateRowsOf(gate.horarios),
  };
}

/**
 * New, edit or view a gate (spec 000 §3, §5): name (required, max 50), description, dynamic capacity and the
 * seven weekday rows; checked with the domain's gateInputSchema and the CD's hours before anything is sent.
 */
export function GateFormModal({ cd, gate, readOnly, onClose }: GateFormModalProps) {
  const { t } = useTranslation();
  const form = useCdForm({
    initial: () => initialValues(cd, gate),
    check: (values: GateFormValues) => checkGateForm(values, cd.id, cd.horarioCd),
    save: useSaveGate(cd.id),
    variables: (input) => ({ input, idPortao: gate?.id }),
    success: gate ? 'gate001' : 'gate002',
    onClose,
  });
  const { values } = form;
  const title = readOnly ? t('cds.gates.viewTitle') : gate ? t('cds.gates.editTitle') : t('cds.gates.newTitle');

  const setDynamic = (on: boolean) =>
    form.setValues((v) => ({
      ...v,
      capacidadeDinamica: on,
      // without dynamic capacity a slot takes one load
      horarios: on ? v.horarios : v.horarios.map((r) => ({ ...r, carga: 1 })),
    }));

  return (
    <GateHoursFormModal
      form={form}
      title={gate ? `${title}: ${gate.nome}` : title}
      readOnly={readOnly}
      dynamic={values.capacidadeDinamica}
      hoursLabel={t('cds.gates.hoursLabel')}
    >
      <Group align="flex-start" grow wrap="wrap">
        <TextInput
          label={t('cds.gates.name')}
          {...form.textField('nome', GATE_NAME_MAX)}
          required
          disabled={readOnly}
        />
        <Textarea
          label={t('cds.gates.description')}
          {...form.textField('descricao', DESCRIPTION_MAX)}
          autosize
          minRows={1}
          maxRows={3}
          disabled={readOnly}
        />
      </Group>
      <Stack gap={4}>
        <Switch
          label={t('cds.gates.dynamic')}
          checked={values.capacidadeDinamica}
          disabled={readOnly}
          onChange={(e) => setDynamic(e.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          {t('cds.gates.dynamicHint')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('cds.gates.capacityHint')}
        </Text>
      </Stack>
    </GateHoursFormModal>
  );
}
