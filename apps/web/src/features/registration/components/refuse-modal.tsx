import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { REFUSAL_REASON_MAX, type RegisterRequestRow } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestTargetText } from '../model/request-target';

interface RefuseModalProps {
  row: RegisterRequestRow | null;
  busy: boolean;
  onConfirm: (row: RegisterRequestRow, motivo: string) => void;
  onClose: () => void;
}

/** The reason is required and at most 255 characters (the server checks the same). */
export function refusalProblem(motivo: string): 'required' | 'tooLong' | null {
  const trimmed = motivo.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > REFUSAL_REASON_MAX) return 'tooLong';
  return null;
}

/** Refusing asks for the reason the user will read on /register. */
export function RefuseModal({ row, busy, onConfirm, onClose }: RefuseModalProps) {
  const { t } = useTranslation();
  const [motivo, setMotivo] = useState('');
  const [problem, setProblem] = useState<'required' | 'tooLong' | null>(null);

  const close = () => {
    if (busy) return;
    setMotivo('');
    setProblem(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = refusalProblem(motivo);
    setProblem(found);
    if (!found && row) onConfirm(row, motivo.trim());
  };

  const error =
    problem === 'required'
      ? t('registration.refuse.reasonRequired')
      : problem === 'tooLong'
        ? t('registration.refuse.reasonTooLong', { max: REFUSAL_REASON_MAX })
        : undefined;

  return (
    <Modal opened={row !== null} onClose={close} title={t('registration.refuse.title')} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {row && (
            <Text>
              {t('registration.refuse.message', {
                nome: row.usuario.nome,
                login: row.usuario.login,
                target: requestTargetText(row),
              })}
            </Text>
          )}
          <Textarea
            label={t('registration.refuse.reason')}
            withAsterisk
            aria-required
            autosize
            minRows={3}
            maxRows={6}
            value={motivo}
            onChange={(e) => {
              setMotivo(e.currentTarget.value);
              if (problem) setProblem(refusalProblem(e.currentTarget.value));
            }}
            error={error}
            description={t('registration.refuse.counter', { count: motivo.trim().length, max: REFUSAL_REASON_MAX })}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('registration.refuse.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={busy}>
              {t('registration.refuse.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
