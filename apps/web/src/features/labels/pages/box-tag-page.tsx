import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LabelUser } from '../model/label-user';

export interface BoxTagPageProps {
  user: LabelUser;
}

/** /box-tag (placeholder until the page lands). */
export function BoxTagPage({ user: _user }: BoxTagPageProps) {
  const { t } = useTranslation();
  return <Title order={1}>{t('labels.boxTag.title')}</Title>;
}
