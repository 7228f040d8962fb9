import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LabelAccess } from '../model/label-access';

/** Why this order's labels cannot be generated: the bottom-bar rule, or no output for the company and nature. */
export function LabelAccessAlert({ access: { block, outputs } }: { access: LabelAccess }) {
  const { t } = useTranslation();
  if (block) {
    return (
      <Alert color="yellow" variant="light" title={t('labels.block.title')} maw={720} data-testid="label-blocked">
        {t(`labels.block.${block}`)}
      </Alert>
    );
  }
  if (outputs.length === 0) {
    return (
      <Alert color="yellow" variant="light" title={t('labels.block.title')} maw={720} data-testid="label-no-output">
        {t('tagOutputNotAllowed', { ns: 'errors' })}
      </Alert>
    );
  }
  return null;
}
