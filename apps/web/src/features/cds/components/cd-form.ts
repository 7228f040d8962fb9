import type { ErrorCode } from '@portal/domain';
import type { TFunction } from 'i18next';
import { notifySuccessCode } from '../../../lib/api-client';
import { notifyCdError } from '../model/errors';

/** The footer words of the CD forms (gates, variations). */
export function formLabels(t: TFunction): { save: string; cancel: string; close: string } {
  return { save: t('cds.form.save'), cancel: t('cds.form.cancel'), close: t('cds.form.close') };
}

interface Save<V> {
  mutate: (variables: V, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * Save pressed on a CD form: the problems show from now on; a form the domain's check accepts is sent, then the
 * success code is toasted and the form closes; a refusal is toasted in the user's language and the form stays.
 */
export function saveCheckedForm<I, V>(options: {
  result: { ok: true; input: I } | { ok: false };
  markSubmitted: () => void;
  save: Save<V>;
  variables: (input: I) => V;
  success: ErrorCode;
  onClose: () => void;
}): void {
  const { result, markSubmitted, save, variables, success, onClose } = options;
  markSubmitted();
  if (!result.ok) return;
  save.mutate(variables(result.input), {
    onSuccess: () => {
      notifySuccessCode(success);
      onClose();
    },
    onError: notifyCdError,
  });
}
