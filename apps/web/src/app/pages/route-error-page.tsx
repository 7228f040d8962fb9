import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../components/ui/status-panel';

/** Shown when a page cannot be loaded or throws (a chunk missing after a deploy, a bug). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main id="main-content">
      <StatusPanel title={t('app.errorTitle')} message={t('default', { ns: 'errors' })}>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('app.reload')}</Button>
        </Group>
      </StatusPanel>
    </main>
  );
}
