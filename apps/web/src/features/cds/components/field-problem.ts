import type { TFunction } from 'i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { toShortTime } from '../model/format';
import type { FieldProblem } from '../model/hours-form';
import type { TextProblem } from '../model/gate-form';

/** The text under a field for a problem the form found. */
export function problemText(t: TFunction, problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  switch (problem.kind) {
    case 'required':
      return t('cds.form.required');
    case 'time':
      return t('cds.form.time');
    case 'range':
      return t('cds.form.range', { min: problem.min, max: problem.max.toLocaleString(currentLanguage()) });
    case 'endBeforeStart':
      return t('cds.form.endBeforeStart');
    case 'outsideCd': {
      const cd = problem.cd;
      if (!cd || cd.hrInicial.slice(0, 5) === cd.hrFim.slice(0, 5)) return t('cds.form.cdClosed');
      return t('cds.form.outsideCd', { hours: `${toShortTime(cd.hrInicial)}–${toShortTime(cd.hrFim)}` });
    }
  }
}

export function textProblemText(t: TFunction, problem: TextProblem | undefined, max: number): string | undefined {
  if (!problem) return undefined;
  return problem === 'required' ? t('cds.form.required') : t('cds.form.maxLength', { max });
}
