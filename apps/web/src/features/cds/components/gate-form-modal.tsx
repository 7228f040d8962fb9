import { Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { defaultGateHours, GATE_NAME_MAX, type CdDetailDto, type GateDto } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveGate } from '../api/save-gate';
import { checkGateForm, type GateFormValues } from '../model/gate-form';
import { gateRowsOf, newGateRows } from '../model/hours-form';
import { textProblemText } from './field-problem';
import { GateHoursFormModal } from './gate-hours-form-modal';
import { saveCheckedForm } from './cd-form';

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
  const save = useSaveGate(cd.id);
  const [values, setValues] = useState<GateFormValues>(() => initialValues(cd, gate));
  const [submitted, setSubmitted] = useState(false);
  const result = checkGateForm(values, cd.id, cd.horarioCd);
  const check = submitted && !result.ok ? result.check : undefined;
  const title = readOnly ? t('cds.gates.viewTitle') : gate ? t('cds.gates.editTitle') : t('cds.gates.newTitle');

  const setDynamic = (on: boolean) =>
    setValues((v) => ({
      ...v,
      capacidadeDinamica: on,
      // without dynamic capacity a slot takes one load
      horarios: on ? v.horarios : v.horarios.map((r) => ({ ...r, carga: 1 })),
    }));

  const submit = () =>
    saveCheckedForm({
      result,
      markSubmitted: () => setSubmitted(true),
      save,
      variables: (input) => ({ input, idPortao: gate?.id }),
      success: gate ? 'gate001' : 'gate002',
      onClose,
    });

  return (
    <GateHoursFormModal
      title={gate ? `${title}: ${gate.nome}` : title}
      readOnly={readOnly}
      saving={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      hoursCheck={check?.hours}
      otherProblems={Boolean(check?.nome || check?.descricao)}
      rows={values.horarios}
      onRows={(horarios) => setValues((v) => ({ ...v, horarios }))}
      dynamic={values.capacidadeDinamica}
      hoursLabel={t('cds.gates.hoursLabel')}
    >
      <Group align="flex-start" grow wrap="wrap">
        <TextInput
          label={t('cds.gates.name')}
          value={values.nome}
          onChange={(e) => {
            const nome = e.currentTarget.value;
            setValues((v) => ({ ...v, nome }));
          }}
          maxLength={GATE_NAME_MAX}
          required
          disabled={readOnly}
          error={textProblemText(t, check?.nome, GATE_NAME_MAX)}
        />
        <Textarea
          label={t('cds.gates.description')}
          value={values.descricao}
          onChange={(e) => {
            const descricao = e.currentTarget.value;
            setValues((v) => ({ ...v, descricao }));
          }}
          maxLength={DESCRIPTION_MAX}
          autosize
          minRows={1}
          maxRows={3}
          disabled={readOnly}
          error={textProblemText(t, check?.descricao, DESCRIPTION_MAX)}
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
