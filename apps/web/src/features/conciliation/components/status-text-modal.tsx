import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { CONCILIATION_TEXT_MAX } from '@portal/domain';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface StatusTextModalProps {
  opened: boolean;
  title: string;
  /** text above the field (the consequence of confirming) */
  intro?: ReactNode;
  label: string;
  description?: string;
  /** the field's text when the modal opens */
  initial: string;
  /** a blank text is refused with this message (omit when blank is allowed) */
  requiredMessage?: string;
  tooLongMessage: string;
  counterKey: string;
  confirmLabel: string;
  confirmColor?: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: (text: string) => void;
  onClose: () => void;
}

/**
 * A modal with one text of at most 255 characters (cancel reason, observation; spec 000 §5): a live
 * counter, and the checks the server makes (required, length after trimming) before anything is sent.
 */
export function StatusTextModal(props: StatusTextModalProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  const { opened, initial } = props;

  useEffect(() => {
    if (opened) {
      setText(initial);
      setError(null);
    }
  }, [opened, initial]);

  const length = text.trim().length;
  const over = length > CONCILIATION_TEXT_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.busy) return;
    if (props.requiredMessage && length === 0) return setError(props.requiredMessage);
    if (over) return setError(props.tooLongMessage);
    setError(null);
    props.onConfirm(text.trim());
  };

  return (
    <Modal opened={opened} onClose={props.busy ? () => undefined : props.onClose} title={props.title} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {props.intro && <Text size="sm">{props.intro}</Text>}
          <Textarea
            label={props.label}
            description={props.description}
            required={Boolean(props.requiredMessage)}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
          />
          <Text size="xs" c={over ? 'red.8' : 'dimmed'} ta="right" aria-live="polite" data-testid="text-counter">
            {t(props.counterKey, { length, max: CONCILIATION_TEXT_MAX })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} disabled={props.busy}>
              {props.cancelLabel}
            </Button>
            <Button type="submit" color={props.confirmColor} loading={props.busy}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
