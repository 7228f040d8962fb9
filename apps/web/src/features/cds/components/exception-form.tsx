import { Button, Group, TextInput } from '@mantine/core';
import { cdExceptionInputSchema, EXCEPTION_DESCRIPTION_MAX, type CdExceptionInput } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { isIsoDate } from '../../../lib/date-text';

interface ExceptionFormProps {
  idCd: number;
  saving: boolean;
  /** resolves true when the exception was registered (the form then empties) */
  onAdd: (input: CdExceptionInput) => Promise<boolean>;
}

type Problems = { descricao?: 'required' | 'max'; data?: 'required' | 'date' };

/** A closed date: title and date required (inline errors), date typed dd/mm/yyyy. */
export function ExceptionForm({ idCd, saving, onAdd }: ExceptionFormProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [date, setDate] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = async () => {
    // the shared date field gives YYYY-MM-DD once the typed text is a real date
    const iso = isIsoDate(date) ? date : null;
    const next: Problems = {};
    if (date.trim() === '') next.data = 'required';
    else if (!iso) next.data = 'date';
    const parsed = cdExceptionInputSchema.safeParse({ idCd, data: iso ?? '', descricao: title });
    if (!parsed.success && parsed.error.issues.some((i) => i.path[0] === 'descricao'))
      next.descricao = title.trim() === '' ? 'required' : 'max';
    setProblems(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    if (await onAdd(parsed.data)) {
      setTitle('');
      setDate('');
    }
  };

  return (
    <form
      noValidate
      aria-label={t('cds.exceptions.addTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('cds.exceptions.title')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={EXCEPTION_DESCRIPTION_MAX}
          error={
            problems.descricao === 'required'
              ? t('cds.form.required')
              : problems.descricao === 'max'
                ? t('cds.form.maxLength', { max: EXCEPTION_DESCRIPTION_MAX })
                : undefined
          }
          required
          w={320}
          maw="100%"
        />
        <DateField
          label={t('cds.exceptions.date')}
          value={date}
          onChange={setDate}
          error={
            problems.data === 'required'
              ? t('cds.form.required')
              : problems.data === 'date'
                ? t('cds.form.date')
                : undefined
          }
          required
          w={160}
        />
        <Button type="submit" loading={saving} mt={25}>
          {t('cds.exceptions.add')}
        </Button>
      </Group>
    </form>
  );
}
