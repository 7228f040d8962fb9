import type { ErrorCode } from '@portal/domain';
import { useState, type ChangeEvent, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccessCode } from '../../../lib/api-client';
import { textProblemText } from '../components/field-problem';
import { notifyCdError } from '../model/errors';
import type { Checked, TextProblem } from '../model/gate-form';

interface Save<V> {
  mutate: (variables: V, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/** The form's text fields: a text value whose check is a TextProblem (required, too long). */
type TextKey<Values, Check> = {
  [K in keyof Values & keyof Check]: Values[K] extends string
    ? Check[K] extends TextProblem | undefined
      ? K
      : never
    : never;
}[keyof Values & keyof Check];

/** What binds a text input to the form: its value and change, its length limit and the problem's text. */
export interface TextFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  maxLength: number;
  error: string | undefined;
}

/** A CD form (gate, variation) as its modal reads it. */
export interface CdForm<Values, Check> {
  values: Values;
  setValues: Dispatch<SetStateAction<Values>>;
  /** the change of one field */
  set: <K extends keyof Values>(key: K) => (value: Values[K]) => void;
  /** the problems, once Save was pressed */
  check: Check | undefined;
  /** a text input's binding: `max` is both its limit and the number its too-long problem names */
  textField: (key: TextKey<Values, Check>, max: number) => TextFieldProps;
  submit: () => void;
  saving: boolean;
  onClose: () => void;
}

interface CdFormOptions<Values, Input, Check, V> {
  initial: () => Values;
  /** the domain's check of the values as they are now */
  check: (values: Values) => Checked<Input, Check>;
  save: Save<V>;
  variables: (input: Input) => V;
  success: ErrorCode;
  onClose: () => void;
}

/**
 * A CD form's values and its Save: the problems show once Save was pressed; a form the domain's check accepts is
 * sent, then the success code is toasted and the form closes; a refusal is toasted in the user's language and the
 * form stays.
 */
export function useCdForm<Values, Input, Check, V>(
  options: CdFormOptions<Values, Input, Check, V>,
): CdForm<Values, Check> {
  const { t } = useTranslation();
  const { save, variables, success, onClose } = options;
  const [values, setValues] = useState<Values>(options.initial);
  const [submitted, setSubmitted] = useState(false);
  const result = options.check(values);

  const submit = () => {
    setSubmitted(true);
    if (!result.ok) return;
    save.mutate(variables(result.input), {
      onSuccess: () => {
        notifySuccessCode(success);
        onClose();
      },
      onError: notifyCdError,
    });
  };

  const set: CdForm<Values, Check>['set'] = (key) => (value) => setValues((v) => ({ ...v, [key]: value }));
  const check = submitted && !result.ok ? result.check : undefined;

  return {
    values,
    setValues,
    set,
    check,
    textField: (key, max) => ({
      value: values[key] as string,
      onChange: (event) => set(key)(event.currentTarget.value as Values[typeof key]),
      maxLength: max,
      error: textProblemText(t, check?.[key] as TextProblem | undefined, max),
    }),
    submit,
    saving: save.isPending,
    onClose,
  };
}
