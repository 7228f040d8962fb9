import { Button, Grid, Group, Radio, Text, TextInput } from '@mantine/core';
import { canSaveNorm, NORM_LIMITS, normInputSchema, YES_NO, type NormDto } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { currentLanguage } from '../../../i18n/i18n';
import { ApiError, errorText, notifySuccessCode } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useSaveNorm } from '../api/save-norm';

/** What the form holds: the two texts as typed and the radio. */
export interface NormForm {
  codigo: string;
  descricao: string;
  ativo: boolean;
}

export const NEW_NORM: NormForm = { codigo: '', descricao: '', ativo: true };

export const formOfNorm = (norm: NormDto): NormForm => ({
  codigo: norm.codigo,
  descricao: norm.descricao,
  ativo: norm.ativo,
});

type TextField = 'codigo' | 'descricao';
type Problems = Partial<Record<TextField, string>>;

interface NormFormCardProps {
  initial: NormForm;
  /** null: a new norm (Save creates it). */
  idNorma: number | null;
  /** edit-norm-details: without it every field and Save are disabled (spec 001 §6). */
  canEdit: boolean;
  onSaved: (saved: NormDto) => void;
}

/**
 * The norm's form (spec 001 §2 "Norm details"): code, description and an active yes/no radio. Save creates or
 * updates and stays disabled while code or description is blank (canSaveNorm, the rule the server also applies).
 */
export function NormFormCard({ initial, idNorma, canEdit, onSaved }: NormFormCardProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const save = useSaveNorm(idNorma);
  const yesNo = YES_NO[currentLanguage()];
  const label = (field: keyof NormForm) => t(`norms.details.fields.${field}`);
  const savable = canEdit && canSaveNorm(form);

  const edit = (patch: Partial<NormForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblems({});
  };

  const submit = () => {
    const parsed = normInputSchema.safeParse(form);
    if (!parsed.success) {
      const next: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'codigo' || field === 'descricao')
          next[field] = t('norms.details.problems.tooLong', { max: NORM_LIMITS[field] });
      }
      setProblems(next);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        notifySuccessCode('registerSuccess');
        onSaved(saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'normCodeTaken')
          setProblems({ codigo: t('norms.details.problems.normCodeTaken') });
        const known = error instanceof ApiError && error.status > 0 && error.status < 500;
        notifyError(known ? errorText(error) : t('registerError', { ns: 'errors' }));
      },
    });
  };

  return (
    <SectionCard title={t('norms.details.form.title')}>
      <form
        noValidate
        aria-label={t('norms.details.form.title')}
        onSubmit={(e) => {
          e.preventDefault();
          if (savable) submit();
        }}
      >
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput
              label={label('codigo')}
              name="codigo"
              required
              disabled={!canEdit}
              value={form.codigo}
              maxLength={NORM_LIMITS.codigo}
              error={problems.codigo}
              placeholder={t('norms.details.placeholders.codigo')}
              onChange={(e) => edit({ codigo: e.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <TextInput
              label={label('descricao')}
              name="descricao"
              required
              disabled={!canEdit}
              value={form.descricao}
              maxLength={NORM_LIMITS.descricao}
              error={problems.descricao}
              placeholder={t('norms.details.placeholders.descricao')}
              onChange={(e) => edit({ descricao: e.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Radio.Group
              name="ativo"
              label={label('ativo')}
              value={form.ativo ? 'yes' : 'no'}
              onChange={(value) => edit({ ativo: value === 'yes' })}
            >
              <Group gap="lg" mt="xs">
                <Radio value="yes" label={yesNo.yes} disabled={!canEdit} />
                <Radio value="no" label={yesNo.no} disabled={!canEdit} />
              </Group>
            </Radio.Group>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="md" gap="sm">
          {canEdit && !savable && (
            <Text size="sm" c="dimmed" id="norm-save-hint">
              {t('norms.details.form.saveHint')}
            </Text>
          )}
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!savable}
            aria-describedby={canEdit && !savable ? 'norm-save-hint' : undefined}
          >
            {t('norms.details.form.save')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
