import { Button, Group, Loader } from '@mantine/core';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterFormProps {
  /**
   * The catalogue prefix of the form's words: `<texts>.title` is its accessible name (the filters' title),
   * `<texts>.search` and `<texts>.clear` its buttons.
   */
  texts: string;
  /** the form's name when it is not `<texts>.title` */
  label?: string;
  /** the search button's words when they are not `<texts>.search` (the conciliation report gets the report) */
  submitLabel?: string;
  /** the search: the submit button and Enter in any field */
  onSubmit: () => void;
  /** every field back to its default */
  onClear: () => void;
  /** a search or download is running */
  busy: boolean;
  /**
   * Takes the search button's place (the scheduling report's menu of formats). Enter in a text field still calls
   * `onSubmit`, since a form without a submit button does not submit on Enter when it has several fields.
   */
  submitControl?: ReactNode;
  /** the fields, laid out by the caller (a grid) */
  children: ReactNode;
}

/** Enter in a text field, unless the field used it (an open select takes Enter to choose). */
function isFieldEnter(event: KeyboardEvent<HTMLFormElement>): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return false;
  const target = event.target;
  return target instanceof HTMLInputElement && !target.hasAttribute('aria-haspopup') && target.type !== 'checkbox';
}

/**
 * The shape every list's filters share: the fields, then Clear and Search at the end; Enter in any field searches
 * (the form submits), and the search button is never disabled while busy (a disabled submit button would make
 * Enter do nothing); it shows a spinner and aria-busy instead.
 */
export function FilterForm(props: FilterFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const keyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!props.submitControl || !isFieldEnter(event)) return;
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <form onSubmit={submit} onKeyDown={keyDown} aria-label={props.label ?? t(`${props.texts}.title`)} noValidate>
      {props.children}
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={props.onClear}>
          {t(`${props.texts}.clear`)}
        </Button>
        {props.submitControl ?? (
          <Button
            type="submit"
            aria-busy={props.busy}
            leftSection={props.busy ? <Loader size={14} color="white" aria-hidden="true" /> : undefined}
          >
            {props.submitLabel ?? t(`${props.texts}.search`)}
          </Button>
        )}
      </Group>
    </form>
  );
}
