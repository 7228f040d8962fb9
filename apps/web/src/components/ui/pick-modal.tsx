import { useState, type ReactNode } from 'react';
import { FormModal } from './form-modal';
import { LoadingLine, RetryLine } from './query-state';

export interface PickChoice {
  /** the chosen value (the empty value while nothing is chosen) */
  value: string | null;
  choose: (value: string) => void;
  /** the required-field message once Save was pressed without a choice */
  error: string | null;
}

export interface PickModalProps {
  title: string;
  labels: { save: string; cancel: string };
  /** what Save without a choice says (requiredField with the choice's name) */
  requiredText: string;
  /** the options' query: loading and failure (with a retry) are shown instead of the options */
  options: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  texts: { loading: string; error: string; retry: string };
  /** the value that means nothing chosen (a pick list's -1 placeholder); null when there is none */
  emptyValue?: string | null;
  /** Save with a choice (the caller sends it and closes the modal once it went through) */
  onPick: (value: string) => void;
  saving: boolean;
  onClose: () => void;
  /** above the options, also while they load (a search field) */
  header?: ReactNode;
  size?: string;
  /** the options (a select, radios) bound to the choice */
  children: (choice: PickChoice) => ReactNode;
}

/** A modal that links one thing chosen from a list: a required choice, then Save (spec 001 §2 PV5, SC7). */
export function PickModal({ emptyValue = null, ...props }: PickModalProps) {
  const [value, setValue] = useState<string | null>(emptyValue);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (value === null || value === emptyValue) setError(props.requiredText);
    else props.onPick(value);
  };

  return (
    <FormModal
      title={props.title}
      size={props.size}
      saving={props.saving}
      onClose={props.onClose}
      onSubmit={submit}
      labels={{ save: props.labels.save, cancel: props.labels.cancel, close: props.labels.cancel }}
    >
      {props.header}
      {props.options.isError ? (
        <RetryLine
          text={props.texts.error}
          retryLabel={props.texts.retry}
          onRetry={() => void props.options.refetch()}
        />
      ) : props.options.isPending ? (
        <LoadingLine text={props.texts.loading} />
      ) : (
        props.children({
          value,
          error,
          choose: (next) => {
            setValue(next);
            setError(null);
          },
        })
      )}
    </FormModal>
  );
}
