import { Button, Grid, Group, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { SAMPLE_CONCESSION_STATUSES, SAMPLE_CONCESSION_TEXT_MAX } from '@portal/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { ORDER_DIGITS } from '../model/concession-filters';
import type { ConcessionField, ConcessionForm as FormValues, FormErrors } from '../model/concession-form';
import { useConcessionStatusName } from './concession-status-badge';

export interface ConcessionFormProps {
  form: FormValues;
  /** The form's own problems (checked with the domain's schema before saving). */
  errors: FormErrors;
  /** A server refusal naming a field, already in the user's language. */
  refusal: { field: ConcessionField; text: string } | null;
  /** An edit: the two order keys are locked and any status may be chosen; a new one starts Em Aprovação. */
  editing: boolean;
  saving: boolean;
  onChange: (patch: Partial<FormValues>) => void;
  onSubmit: () => void;
}

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The concession form of /order-sample-details (spec 001 §5): description (required, 255), sample order and
 * original order (required; locked once saved), status (required; Em Aprovação for a new one), reason (255).
 */
export function ConcessionForm({ form, errors, refusal, editing, saving, onChange, onSubmit }: ConcessionFormProps) {
  const { t } = useTranslation();
  const statusName = useConcessionStatusName();
  const label = (field: ConcessionField) => t(`samples.details.fields.${field}`);
  const errorOf = (field: ConcessionField) => {
    const problem = errors[field];
    if (problem) return t(`samples.details.errors.${problem}`, { max: SAMPLE_CONCESSION_TEXT_MAX });
    return refusal?.field === field ? refusal.text : undefined;
  };
  const counter = (text: string) =>
    t('samples.details.counter', { count: text.length, max: SAMPLE_CONCESSION_TEXT_MAX });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const keyInput = (field: 'pedidoAmostra' | 'pedido') => (
    <TextInput
      label={label(field)}
      required
      value={form[field]}
      inputMode="numeric"
      maxLength={ORDER_DIGITS}
      readOnly={editing}
      variant={editing ? 'filled' : 'default'}
      description={editing ? t('samples.details.keysLocked') : undefined}
      error={errorOf(field)}
      onChange={(e) => onChange({ [field]: digits(e.currentTarget.value) })}
    />
  );

  // description (required) and reason: up to 255 characters, with a counter
  const textInput = (field: 'descricao' | 'motivo') => (
    <Textarea
      label={label(field)}
      required={field === 'descricao'}
      autosize
      minRows={2}
      maxLength={SAMPLE_CONCESSION_TEXT_MAX}
      value={form[field]}
      description={counter(form[field])}
      error={errorOf(field)}
      onChange={(e) => onChange({ [field]: e.currentTarget.value })}
    />
  );

  return (
    <SectionCard title={t('samples.details.formTitle')}>
      <form onSubmit={submit} noValidate aria-label={t('samples.details.formTitle')}>
        <Grid gutter="md">
          <Grid.Col span={12}>{textInput('descricao')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{keyInput('pedidoAmostra')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>{keyInput('pedido')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NativeSelect
              label={label('status')}
              required
              disabled={!editing}
              description={editing ? undefined : t('samples.details.startsPending')}
              data={SAMPLE_CONCESSION_STATUSES.map((id) => ({ value: String(id), label: statusName(id) }))}
              value={form.status}
              error={errorOf('status')}
              onChange={(e) => onChange({ status: e.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={12}>{textInput('motivo')}</Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={saving}>
            {t('samples.details.save')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
