import { Alert } from '@mantine/core';
import type { OrderActionBlock } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** Why this order's labels cannot be generated: the bottom-bar rule, or no output for the company and nature. */
export function LabelAccessAlert({ block, noOutput }: { block: OrderActionBlock | null; noOutput: boolean }) {
  const { t } = useTranslation();
  if (block) {
    return (
      <Alert color="yellow" variant="light" title={t('labels.block.title')} maw={720} data-testid="label-blocked">
        {t(`labels.block.${block}`)}
      </Alert>
    );
  }
  if (noOutput) {
    return (
      <Alert color="yellow" variant="light" title={t('labels.block.title')} maw={720} data-testid="label-no-output">
        {t('tagOutputNotAllowed', { ns: 'errors' })}
      </Alert>
    );
  }
  return null;
}
