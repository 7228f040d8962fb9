import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../lib/api-client';

/** Full-page navigation to the corporate login; the server comes back to /login/success. */
export function SsoButton({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation();
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  return (
    <Button component="a" href={`${API_BASE}/auth/sso/authorize${query}`} variant="outline" size="md" fullWidth>
      {t('login.sso')}
    </Button>
  );
}
