import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChartUser } from '../model/chart-user';

export interface ImportChartPageProps {
  user: ChartUser;
}

/** /import-chart (placeholder until the page lands). */
export function ImportChartPage({ user: _user }: ImportChartPageProps) {
  const { t } = useTranslation();
  return <Title order={1}>{t('charts.title')}</Title>;
}
