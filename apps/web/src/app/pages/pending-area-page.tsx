import { Alert, Stack, Title } from '@mantine/core';
import { routePermission } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** The shared page of every screen that is not built yet: its translated title and a notice. */
export function PendingAreaPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const permission = routePermission(pathname);
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{permission ? t(`screens.${permission}`) : t('app.name')}</Title>
      <Alert variant="light" color="blue" title={t('home.ordersPreparingTitle')}>
        {t('pending.text')}
      </Alert>
    </Stack>
  );
}
