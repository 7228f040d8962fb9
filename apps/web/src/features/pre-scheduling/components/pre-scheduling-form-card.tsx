import { Button, Grid, Group, NativeSelect, TextInput } from '@mantine/core';
import {
  BRASILIA_TIME_ZONE_ID,
  PRE_SCHEDULING_LIMITS,
  TIME_ZONES,
  WORK_HOUR_TYPES,
  type PreSchedulingDto,
} from '@portal/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { SectionCard } from '../../../components/ui/section-card';
import { TimeField } from '../../../components/ui/time-field';
import { ApiError, errorText, notifySuccessCode } from '../../../lib/api-client';
import { useCdPickerList } from '../../../lib/cd-list';
import { notifyError } from '../../../lib/notify';
import { useFormReferences } from '../api/form-references';
import { useSavePreScheduling } from '../api/save-pre-scheduling';
import {
  checkPreScheduling,
  isDateRange,
  withWorkHourType,
  YES_NO_FIELDS,
  type FieldProblem,
  type FieldProblems,
  type PreSchedulingField,
  type PreSchedulingForm,
} from '../model/pre-scheduling-form';
import { WeekdayCheckboxes } from './weekday-checkboxes';
import { YesNoRadios } from './yes-no-radios';

interface PreSchedulingFormCardProps {
  initial: PreSchedulingForm;
  /** null: a new pre-scheduling (Save creates it). */
  idPreAgendamento: number | null;
  /** the provider whose capacity it reserves */
  idFornecedor: number;
  onSaved: (saved: PreSchedulingDto) => void;
}

/** A refused save's toast: the server's own words (an over-capacity refusal), registerError for a failure. */
function saveErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return errorText(error);
  return fallback;
}

/**
 * The pre-scheduling form (spec 001 §2, §4, §5): description, capacity, company (the first by default) and its
 * CDs, the work hours (the end date only for a date range), the read-only time zone, four yes/no radios and the
 * weekday tab. It is checked with the server's schema before anything is sent; Save creates or updates.
 */
export function PreSchedulingFormCard({
  initial,
  idPreAgendamento,
  idFornecedor,
  onSaved,
}: PreSchedulingFormCardProps) {
  const { t } = useTranslation();
  const [draft, setForm] = useState(initial);
  const [problems, setProblems] = useState<FieldProblems>({});
  const save = useSavePreScheduling(idPreAgendamento);
  const references = useFormReferences();
  const cds = useCdPickerList();
  const formRef = useRef<HTMLFormElement>(null);
  const label = (field: PreSchedulingField) => t(`preScheduling.details.fields.${field}`);

  const companies = references.companies.data ?? [];
  // the company defaults to the first one (spec 001 §4) once the list is there
  const form: PreSchedulingForm = { ...draft, idEmpresa: draft.idEmpresa || String(companies[0]?.id ?? '') };
  const companyCds = (cds.data ?? []).filter((cd) => cd.empresas.some((e) => String(e.id) === form.idEmpresa));
  const workHourTypes = references.workHourTypes.data ?? WORK_HOUR_TYPES;
  const timeZone =
    references.timeZones.data?.find((z) => z.id === BRASILIA_TIME_ZONE_ID)?.descricao ?? TIME_ZONES[0]!.descricao;
  const dateRange = isDateRange(form);

  const problemText = (field: PreSchedulingField): string | undefined => {
    const problem: FieldProblem | undefined = problems[field];
    if (!problem) return undefined;
    if (problem === 'required') return t('requiredField', { ns: 'errors', field: label(field) });
    return t(`preScheduling.details.problems.${problem}`, {
      max: PRE_SCHEDULING_LIMITS.descricao,
      maxCapacity: PRE_SCHEDULING_LIMITS.capacidadeMax.toLocaleString(),
    });
  };

  const edit = (patch: Partial<PreSchedulingForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    const touched = Object.keys(patch) as PreSchedulingField[];
    if (touched.some((field) => problems[field]))
      setProblems((current) => {
        const next = { ...current };
        for (const field of touched) delete next[field];
        return next;
      });
  };

  const focusFirstProblem = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = () => {
    const check = checkPreScheduling(form, idFornecedor);
    if (!check.ok) {
      setProblems(check.problems);
      focusFirstProblem();
      return;
    }
    setProblems({});
    save.mutate(check.payload, {
      onSuccess: (saved) => {
        notifySuccessCode(idPreAgendamento === null ? 'registerSuccess' : 'saveSuccess');
        onSaved(saved);
      },
      onError: (error) => notifyError(saveErrorText(error, t('registerError', { ns: 'errors' }))),
    });
  };

  const select = (data: { value: string; label: string }[], placeholder: string) => [
    { value: '', label: placeholder, disabled: true },
    ...data,
  ];

  return (
    <SectionCard title={t('preScheduling.details.form.title')}>
      <form
        ref={formRef}
        noValidate
        aria-label={t('preScheduling.details.form.title')}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <TextInput
              label={label('descricao')}
              name="descricao"
              required
              value={form.descricao}
              maxLength={PRE_SCHEDULING_LIMITS.descricao}
              error={problemText('descricao')}
              onChange={(e) => edit({ descricao: e.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput
              label={label('capacidade')}
              name="capacidade"
              required
              inputMode="numeric"
              value={form.capacidade}
              maxLength={7}
              error={problemText('capacidade')}
              onChange={(e) => edit({ capacidade: e.currentTarget.value.replace(/\D/g, '') })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <NativeSelect
              label={label('idEmpresa')}
              name="idEmpresa"
              required
              value={form.idEmpresa}
              error={problemText('idEmpresa')}
              data={select(
                companies.map((c) => ({ value: String(c.id), label: `${c.codigo} - ${c.nome}` })),
                t('preScheduling.details.loadingChoices'),
              )}
              // another company's CDs are not this one's: the CD is chosen again
              onChange={(e) => edit({ idEmpresa: e.currentTarget.value, idCd: '' })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <NativeSelect
              label={label('idCd')}
              name="idCd"
              required
              value={form.idCd}
              error={problemText('idCd')}
              data={select(
                companyCds.map((cd) => ({ value: String(cd.id), label: `${cd.codigo} - ${cd.nome}` })),
                t(cds.isPending ? 'preScheduling.details.loadingChoices' : 'preScheduling.details.chooseCd'),
              )}
              onChange={(e) => edit({ idCd: e.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput
              label={t('preScheduling.details.fields.idFusoHorario')}
              name="idFusoHorario"
              required
              readOnly
              value={timeZone}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <NativeSelect
              label={label('idTipoHoraTrabalho')}
              name="idTipoHoraTrabalho"
              required
              value={form.idTipoHoraTrabalho}
              error={problemText('idTipoHoraTrabalho')}
              data={workHourTypes.map((type) => ({
                value: String(type.id),
                label: t(`preScheduling.workHourTypes.${type.id}`, { defaultValue: type.descricao }),
              }))}
              onChange={(e) => {
                const next = withWorkHourType(form, e.currentTarget.value);
                edit({ idTipoHoraTrabalho: next.idTipoHoraTrabalho, dataFinal: next.dataFinal });
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <DateField
              label={label('dataInicial')}
              name="dataInicial"
              required
              value={form.dataInicial}
              error={problemText('dataInicial')}
              onChange={(value) => edit({ dataInicial: value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <DateField
              label={label('dataFinal')}
              name="dataFinal"
              required={dateRange}
              disabled={!dateRange}
              description={dateRange ? undefined : t('preScheduling.details.endDateHint')}
              value={form.dataFinal}
              error={problemText('dataFinal')}
              onChange={(value) => edit({ dataFinal: value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <TimeField
              label={label('horaInicial')}
              name="horaInicial"
              required
              value={form.horaInicial}
              error={problemText('horaInicial')}
              onChange={(value) => edit({ horaInicial: value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <TimeField
              label={label('horaFinal')}
              name="horaFinal"
              required
              value={form.horaFinal}
              error={problemText('horaFinal')}
              onChange={(value) => edit({ horaFinal: value })}
            />
          </Grid.Col>
          {YES_NO_FIELDS.map((field) => (
            <Grid.Col key={field} span={{ base: 12, sm: 6, md: 3 }}>
              <YesNoRadios
                name={field}
                label={label(field)}
                value={form[field]}
                onChange={(v) => edit({ [field]: v })}
              />
            </Grid.Col>
          ))}
          <Grid.Col span={12}>
            <WeekdayCheckboxes
              days={form.diasDeTrabalho}
              error={problemText('diasDeTrabalho')}
              onChange={(days) => edit({ diasDeTrabalho: days })}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={save.isPending}>
            {t('preScheduling.details.form.save')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
