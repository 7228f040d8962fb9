import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPanel } from '../../components/ui/status-panel';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main-content">
      <StatusPanel title={t('app.notFoundTitle')} message={t('app.notFoundText')}>
        <Group>
          <Button component={Link} to="/">
            {t('app.goHome')}
          </Button>
        </Group>
      </StatusPanel>
    </main>
  );
}
