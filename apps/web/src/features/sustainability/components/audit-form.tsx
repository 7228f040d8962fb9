import { Alert, Button, Grid, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  auditStatusName,
  AUDIT_STATUSES,
  SUSTAINABILITY_CODE_MAX,
  SUSTAINABILITY_NOTES_MAX,
  SUSTAINABILITY_RATING_MAX,
  type Language,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { auditProblems, type AuditForm, type TriState } from '../model/audit-form';

export interface AuditFormProps {
  form: AuditForm;
  onChange: (patch: Partial<AuditForm>) => void;
  onSave: () => void;
  /** the user holds edit-sustainability-status: otherwise every field is disabled (SU24) */
  canEdit: boolean;
  saving: boolean;
  /** the problems are shown once a save was tried */
  tried: boolean;
}

/** Every audit field of SU22, disabled without edit-sustainability-status; Save sends the optional ones when filled. */
export function CertificateAuditForm({ form, onChange, onSave, canEdit, saving, tried }: AuditFormProps) {
  const { t, i18n } = useTranslation();
  const text = (key: string) => t(`sustainability.status.audit.${key}`);
  const problems = tried ? auditProblems(form) : {};
  const disabled = !canEdit || saving;
  const yesNo = [
    { value: 'true', label: text('yes') },
    { value: 'false', label: text('no') },
  ];
  const flag = (field: keyof AuditForm, label: string) => (
    <Grid.Col span={{ base: 12, sm: 6 }}>
      <Select
        label={label}
        data={[{ value: '', label: text('unknown') }, ...yesNo]}
        value={form[field]}
        allowDeselect={false}
        disabled={disabled}
        onChange={(value) => onChange({ [field]: (value ?? '') as TriState })}
      />
    </Grid.Col>
  );
  return (
    <Stack gap="md">
      {!canEdit && (
        <Alert color="gray" variant="light" role="status">
          {text('readOnly')}
        </Alert>
      )}
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={text('status')}
            data={AUDIT_STATUSES.map((id) => ({
              value: String(id),
              label: auditStatusName(id, i18n.language as Language),
            }))}
            value={form.status}
            allowDeselect={false}
            disabled={disabled}
            data-testid="audit-status"
            onChange={(value) => onChange({ status: (value ?? '0') as AuditForm['status'] })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={text('valid')}
            data={[
              { value: 'Sim', label: text('yes') },
              { value: 'Não', label: text('no') },
            ]}
            value={form.certificadoValido}
            allowDeselect={false}
            disabled={disabled}
            data-testid="audit-valid"
            onChange={(value) => onChange({ certificadoValido: value === 'Sim' ? 'Sim' : 'Não' })}
          />
        </Grid.Col>
        {flag('conciliacaoAprovada', text('conciliationApproved'))}
        {flag('buyerIDNumberIgualALoja', text('buyerId'))}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={text('bccuQuantity')}
            value={form.qtdBCCUs}
            inputMode="decimal"
            disabled={disabled}
            error={problems.qtdBCCUs && text(problems.qtdBCCUs)}
            onChange={(e) => onChange({ qtdBCCUs: e.currentTarget.value })}
          />
        </Grid.Col>
        {flag('qtdBCCUsDentroDaMargemDeErro', text('bccuWithinMargin'))}
        {flag('codigoODNRepetido', text('odnRepeated'))}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={text('odnCode')}
            value={form.codigoCertificadoODN}
            maxLength={SUSTAINABILITY_CODE_MAX}
            disabled={disabled}
            onChange={(e) => onChange({ codigoCertificadoODN: e.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateField
            label={text('validUntil')}
            value={form.dataValidade}
            disabled={disabled}
            onChange={(value) => onChange({ dataValidade: value })}
          />
        </Grid.Col>
        {flag('certificadoComPeriodoVigenciaAtivo', text('activePeriod'))}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={text('rating')}
            value={form.avaliacao}
            maxLength={SUSTAINABILITY_RATING_MAX}
            disabled={disabled}
            onChange={(e) => onChange({ avaliacao: e.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={text('notes')}
            description={text('notesHint')}
            value={form.anotacoes}
            maxLength={SUSTAINABILITY_NOTES_MAX}
            autosize
            minRows={3}
            disabled={disabled}
            data-testid="audit-notes"
            error={problems.anotacoes && text(problems.anotacoes)}
            onChange={(e) => onChange({ anotacoes: e.currentTarget.value })}
          />
        </Grid.Col>
      </Grid>
      {canEdit && (
        <Group justify="flex-end">
          <Button onClick={onSave} loading={saving} data-testid="audit-save">
            {text('save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
