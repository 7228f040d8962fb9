import type { TFunction } from 'i18next';

/** The footer words of the CD forms (gates, variations). */
export function formLabels(t: TFunction): { save: string; cancel: string; close: string } {
  return { save: t('cds.form.save'), cancel: t('cds.form.cancel'), close: t('cds.form.close') };
}
