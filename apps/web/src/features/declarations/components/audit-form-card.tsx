import { Button, Grid, Group, NativeSelect, Textarea, TextInput } from '@mantine/core';
import {
  DECLARATION_LIMITS,
  DECLARATION_STATUS_NAMES,
  DECLARATION_STATUSES,
  type DeclarationDto,
  type NormDto,
} from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { SectionCard } from '../../../components/ui/section-card';
import { currentLanguage } from '../../../i18n/i18n';
import { ApiError, errorText, notifySuccessCode } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useSaveAudit } from '../api/declaration-audit';
import { auditFormOf, checkAudit, type AuditField, type AuditForm, type AuditProblems } from '../model/audit-form';

interface AuditFormCardProps {
  declaration: DeclarationDto;
  /** the active norms (listarNormas ativas); undefined while they load */
  norms: readonly NormDto[] | undefined;
  /** edit-declaration-details: without it every field and Save are disabled (spec 001 §2) */
  canEdit: boolean;
}

/** The server's refusals that name a field of the form. */
const FIELD_OF_CODE: Partial<Record<string, AuditField>> = {
  documentDatesReversed: 'dataValidade',
  normInactive: 'idNorma',
};

/**
 * The audit form (spec 001 §2 "Declaration details"): status, norm (the active norms; the current one stays even
 * when inactive), FOB min and max, declaration and validity dates, DJO number and date, currency and the note the
 * supplier reads with a rejection. Checked with the domain's schema and rules before it is sent; only filled
 * fields are sent.
 */
export function AuditFormCard({ declaration, norms, canEdit }: AuditFormCardProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<AuditForm>(() => auditFormOf(declaration));
  const [problems, setProblems] = useState<AuditProblems>({});
  const save = useSaveAudit(declaration.id, declaration.idPedido);
  const names = DECLARATION_STATUS_NAMES[currentLanguage()];
  const label = (key: string) => t(`declarations.details.form.${key}`);

  const edit = (patch: Partial<AuditForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblems({});
  };
  const problemOf = (field: AuditField) => {
    const problem = problems[field];
    if (!problem) return undefined;
    if (problem === 'tooLong')
      return t('declarations.details.form.problems.tooLong', {
        max: field === 'numeroDJO' ? DECLARATION_LIMITS.numeroDJO : DECLARATION_LIMITS.observacao,
      });
    return t(`declarations.details.form.problems.${problem}`, {
      defaultValue: t('declarations.details.form.problems.invalid'),
    });
  };

  const current = declaration.norma;
  const normOptions = [
    { value: '', label: label('normNone') },
    ...(current && !current.ativo
      ? [{ value: String(current.id), label: t('declarations.details.form.normInactive', { code: current.codigo }) }]
      : []),
    ...(norms ?? []).map((norm) => ({ value: String(norm.id), label: norm.codigo })),
  ];

  const submit = () => {
    const check = checkAudit(form);
    if (!check.ok) {
      setProblems(check.problems);
      return;
    }
    save.mutate(check.input, {
      onSuccess: () => notifySuccessCode('registerSuccess'),
      onError: (error) => {
        const field = error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined;
        if (field && error instanceof ApiError) setProblems({ [field]: error.code });
        const known = error instanceof ApiError && error.status > 0 && error.status < 500;
        notifyError(known ? errorText(error) : t('registerError', { ns: 'errors' }));
      },
    });
  };

  const text = (
    field: Exclude<AuditField, 'status' | 'idNorma' | 'observacao'>,
    extra: Record<string, unknown> = {},
  ) => ({
    label: label(FIELD_LABEL[field]),
    name: field,
    value: form[field],
    disabled: !canEdit,
    error: problemOf(field),
    ...extra,
  });

  return (
    <SectionCard title={label('title')}>
      <form
        noValidate
        aria-label={label('title')}
        onSubmit={(e) => {
          e.preventDefault();
          if (canEdit) submit();
        }}
      >
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <NativeSelect
              label={label('status')}
              name="status"
              required
              disabled={!canEdit}
              value={form.status}
              data={DECLARATION_STATUSES.map((id) => ({ value: String(id), label: names[id] }))}
              onChange={(e) => edit({ status: e.currentTarget.value as AuditForm['status'] })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <NativeSelect
              label={label('norm')}
              name="idNorma"
              disabled={!canEdit}
              value={form.idNorma}
              error={problemOf('idNorma')}
              data={normOptions}
              onChange={(e) => edit({ idNorma: e.currentTarget.value })}
            />
          </Grid.Col>
          {(['itemFOBMin', 'itemFOBMax'] as const).map((field) => (
            <Grid.Col key={field} span={{ base: 12, sm: 6, md: 3 }}>
              <TextInput
                {...text(field, { inputMode: 'decimal' })}
                onChange={(e) => edit({ [field]: e.currentTarget.value })}
              />
            </Grid.Col>
          ))}
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput
              {...text('moeda', { description: label('currencyHint'), maxLength: 3 })}
              onChange={(e) => edit({ moeda: e.currentTarget.value.toUpperCase() })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput
              {...text('numeroDJO', { description: label('djoNumberHint'), maxLength: DECLARATION_LIMITS.numeroDJO })}
              onChange={(e) => edit({ numeroDJO: e.currentTarget.value })}
            />
          </Grid.Col>
          {(['dataDeclaracao', 'dataValidade', 'dataDJO'] as const).map((field) => (
            <Grid.Col key={field} span={{ base: 12, sm: 6, md: 4 }}>
              <DateField {...text(field)} onChange={(value) => edit({ [field]: value })} />
            </Grid.Col>
          ))}
          <Grid.Col span={12}>
            <Textarea
              label={label('note')}
              description={label('noteHint')}
              name="observacao"
              autosize
              minRows={3}
              maxRows={8}
              disabled={!canEdit}
              value={form.observacao}
              maxLength={DECLARATION_LIMITS.observacao}
              error={problemOf('observacao')}
              onChange={(e) => edit({ observacao: e.currentTarget.value })}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={save.isPending} disabled={!canEdit}>
            {label('save')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}

const FIELD_LABEL: Record<Exclude<AuditField, 'status' | 'idNorma' | 'observacao'>, string> = {
  itemFOBMin: 'fobMin',
  itemFOBMax: 'fobMax',
  dataDeclaracao: 'declaredOn',
  dataValidade: 'validUntil',
  numeroDJO: 'djoNumber',
  dataDJO: 'djoDate',
  moeda: 'currency',
};
