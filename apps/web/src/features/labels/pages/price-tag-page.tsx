import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LabelUser } from '../model/label-user';

export interface PriceTagPageProps {
  user: LabelUser;
}

/** /price-tag (placeholder until the page lands). */
export function PriceTagPage({ user: _user }: PriceTagPageProps) {
  const { t } = useTranslation();
  return <Title order={1}>{t('labels.priceTag.title')}</Title>;
}
