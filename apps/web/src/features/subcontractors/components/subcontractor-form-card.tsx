import { Button, Grid, Group, NativeSelect, Textarea, TextInput } from '@mantine/core';
import {
  formatCnpj,
  formatPhone,
  isSubcontractorStatus,
  SUBCONTRACTOR_STATUSES,
  subcontractorStatusName,
  type SubcontractorDto,
} from '@portal/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { currentLanguage } from '../../../i18n/i18n';
import { ApiError, errorText, notifySuccessCode } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useSaveSubcontractor } from '../api/save-subcontractor';
import {
  checkSubcontractor,
  FIELD_MAX,
  problemsFromServer,
  type FieldProblem,
  type FieldProblems,
  type SubcontractorField,
  type SubcontractorForm,
} from '../model/subcontractor-form';

interface SubcontractorFormCardProps {
  /** What the fields start with: a new subcontractor's (Active) or the saved one's. */
  initial: SubcontractorForm;
  /** null: a new subcontractor (Save creates it). */
  idSubcontratado: number | null;
  onSaved: (saved: SubcontractorDto) => void;
}

/** The text fields and how they take what is typed (the CNPJ's mask follows the typing). */
const TEXT_FIELDS: readonly { field: Exclude<SubcontractorField, 'status' | 'anotacoes'>; span: number }[] = [
  { field: 'razaoSocial', span: 6 },
  { field: 'nomeFantasia', span: 6 },
  { field: 'cnpj', span: 4 },
  { field: 'codigoABVTEX', span: 4 },
  { field: 'email', span: 4 },
  { field: 'endereco', span: 12 },
  { field: 'telefonePrincipal', span: 4 },
  { field: 'outroTelefone', span: 4 },
];

/** A refused save's toast: the server's own words for what it refused, registerError for a failure (spec 001 §8). */
function saveErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return errorText(error);
  return fallback;
}

/**
 * The subcontractor's form (spec 001 §2, §5): the nine required fields and the notes, checked with the server's own
 * schema before anything is sent; Save creates or updates and says registerSuccess or why it could not.
 */
export function SubcontractorFormCard({ initial, idSubcontratado, onSaved }: SubcontractorFormCardProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<FieldProblems>({});
  const save = useSaveSubcontractor(idSubcontratado);
  const formRef = useRef<HTMLFormElement>(null);
  const label = (field: SubcontractorField) => t(`subcontractors.details.fields.${field}`);

  const problemText = (field: SubcontractorField, problem: FieldProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    if (problem === 'required') return t('requiredField', { ns: 'errors', field: label(field) });
    if (problem === 'tooLong') return t('subcontractors.details.problems.tooLong', { max: FIELD_MAX[field] });
    return t(`subcontractors.details.problems.${problem}`);
  };

  const edit = (field: SubcontractorField, value: string | number) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstProblem = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = () => {
    const check = checkSubcontractor(form);
    if (!check.ok) {
      setProblems(check.problems);
      focusFirstProblem();
      return;
    }
    setProblems({});
    save.mutate(check.input, {
      onSuccess: (saved) => {
        notifySuccessCode('registerSuccess');
        onSaved(saved);
      },
      onError: (error) => {
        setProblems(problemsFromServer(error));
        focusFirstProblem();
        notifyError(saveErrorText(error, t('registerError', { ns: 'errors' })));
      },
    });
  };

  const language = currentLanguage();
  return (
    <SectionCard title={t('subcontractors.details.form.title')}>
      <form
        ref={formRef}
        noValidate
        aria-label={t('subcontractors.details.form.title')}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Grid gutter="md">
          {TEXT_FIELDS.map(({ field, span }) => (
            <Grid.Col key={field} span={{ base: 12, md: span }}>
              <TextInput
                label={label(field)}
                name={field}
                required
                value={form[field]}
                maxLength={FIELD_MAX[field]}
                error={problemText(field, problems[field])}
                type={
                  field === 'email'
                    ? 'email'
                    : field.startsWith('telefone') || field === 'outroTelefone'
                      ? 'tel'
                      : 'text'
                }
                placeholder={t(`subcontractors.details.placeholders.${field}`)}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  edit(field, field === 'cnpj' ? formatCnpj(value) : value);
                }}
                // a whole phone number takes its mask once the field is left
                onBlur={
                  field === 'telefonePrincipal' || field === 'outroTelefone'
                    ? (e) => edit(field, formatPhone(e.currentTarget.value))
                    : undefined
                }
              />
            </Grid.Col>
          ))}
          <Grid.Col span={{ base: 12, md: 4 }}>
            <NativeSelect
              label={label('status')}
              name="status"
              required
              value={String(form.status)}
              error={problemText('status', problems.status)}
              data={SUBCONTRACTOR_STATUSES.map((id) => ({
                value: String(id),
                label: subcontractorStatusName(id, language),
              }))}
              onChange={(e) => {
                const id = Number(e.currentTarget.value);
                if (isSubcontractorStatus(id)) edit('status', id);
              }}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={label('anotacoes')}
              name="anotacoes"
              autosize
              minRows={3}
              maxRows={8}
              value={form.anotacoes}
              maxLength={FIELD_MAX.anotacoes}
              error={problemText('anotacoes', problems.anotacoes)}
              onChange={(e) => edit('anotacoes', e.currentTarget.value)}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={save.isPending}>
            {t('subcontractors.details.form.save')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
