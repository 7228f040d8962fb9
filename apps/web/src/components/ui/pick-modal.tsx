import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccessCode } from '../../lib/api-client';
import { FormModal } from './form-modal';
import { LoadingLine, RetryLine } from './query-state';

export interface PickChoice {
  /** the chosen value (the empty value while nothing is chosen) */
  value: string | null;
  choose: (value: string) => void;
  /** the required-field message once Save was pressed without a choice */
  error: string | null;
}

/** The link a pick makes: a TanStack mutation taking the chosen row's id. */
export interface PickLink {
  mutate: (id: number, callbacks: { onSuccess: () => void }) => void;
  isPending: boolean;
}

export interface PickModalProps {
  /**
   * The modal's catalogue prefix: `<texts>.title`, `.save`, `.cancel`, `.loading` and `.error` (the options'
   * states); `retry` is the area's retry word.
   */
  texts: string;
  retry: string;
  /** the choice's name (`<texts>.<choice>`): the options' label, and what Save without a choice says (requiredField) */
  choice: string;
  /** the options' query: loading and failure (with a retry) are shown instead of the options */
  options: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  /** the value that means nothing chosen (a pick list's -1 placeholder); null when there is none */
  emptyValue?: string | null;
  /** Save with a choice: the link is made, saveSuccess said and the modal closed once it went through */
  link: PickLink;
  onClose: () => void;
  /** a server-searched list: the search field above the options (`<texts>.search`, `.searchPlaceholder`) */
  search?: PickSearch;
  size?: string;
  /** the options (a select, radios) bound to the choice, worded from the modal's catalogue (`text(key)`) */
  children: (choice: PickChoice, text: (key: string) => string) => ReactNode;
}

/** A modal that links one thing chosen from a list: a required choice, then Save (spec 001 §2 PV5, SC7). */
export function PickModal({ emptyValue = null, ...props }: PickModalProps) {
  const { t } = useTranslation();
  const text = (key: string) => t(`${props.texts}.${key}`);
  const [value, setValue] = useState<string | null>(emptyValue);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (value === null || value === emptyValue) {
      setError(t('requiredField', { ns: 'errors', field: text(props.choice) }));
      return;
    }
    props.link.mutate(Number(value), {
      onSuccess: () => {
        notifySuccessCode('saveSuccess');
        props.onClose();
      },
    });
  };

  return (
    <FormModal
      title={text('title')}
      size={props.size}
      saving={props.link.isPending}
      onClose={props.onClose}
      onSubmit={submit}
      labels={{ save: text('save'), cancel: text('cancel'), close: text('cancel') }}
    >
      {props.search && <PickSearchField texts={props.texts} {...props.search} />}
      {props.options.isError ? (
        <RetryLine text={text('error')} retryLabel={props.retry} onRetry={() => void props.options.refetch()} />
      ) : props.options.isPending ? (
        <LoadingLine text={text('loading')} />
      ) : (
        props.children(
          {
            value,
            error,
            choose: (next) => {
              setValue(next);
              setError(null);
            },
          },
          text,
        )
      )}
    </FormModal>
  );
}

/** The search text of a pick list searched on the server. */
export interface PickSearch {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
}

/**
 * The search of a pick list searched on the server: `search` for PickModal's field, and `term`, the text once
 * typing has paused (300 ms), for the options' query.
 */
export function usePickSearch(maxLength: number): { search: PickSearch; term: string } {
  const [value, setValue] = useState('');
  const [term] = useDebouncedValue(value, 300);
  return { search: { value, onChange: setValue, maxLength }, term };
}

/** The options of the previous search stay, dimmed and marked busy, until the next search answers. */
export function staleOptionsProps(options: { isPlaceholderData: boolean }) {
  return { style: { opacity: options.isPlaceholderData ? 0.55 : 1 }, 'aria-busy': options.isPlaceholderData };
}

function PickSearchField({ texts, value, onChange, maxLength }: PickSearch & { texts: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t(`${texts}.search`)}
      placeholder={t(`${texts}.searchPlaceholder`)}
      type="search"
      data-autofocus
      value={value}
      maxLength={maxLength}
      onChange={(e) => onChange(e.currentTarget.value)}
      // Enter searches at once here; it must not save the modal's form
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.preventDefault();
      }}
    />
  );
}
