import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SessionProvider, type SessionStore } from '../features/auth';
import { i18n } from '../i18n/i18n';
import { TOAST_AUTO_CLOSE } from '../lib/notify';
import { APP_HEADER_HEIGHT } from './layout/header-height';
import { createQueryClient } from './query-client';
import toastClasses from './toasts.module.css';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  sessionStore?: SessionStore;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
}

export function AppProviders({ children, queryClient, sessionStore, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedMantineProvider env={env}>
        <Notifications
          position="top-right"
          autoClose={TOAST_AUTO_CLOSE}
          limit={5}
          classNames={{ root: toastClasses.toasts }}
          style={{ '--app-header-height': `${APP_HEADER_HEIGHT}px` } as CSSProperties}
        />
        <QueryClientProvider client={client}>
          <SessionProvider store={sessionStore}>{children}</SessionProvider>
        </QueryClientProvider>
      </LocalizedMantineProvider>
    </I18nextProvider>
  );
}

/** Mantine with the close buttons of modals and toasts named in the current language (screen readers). */
function LocalizedMantineProvider({ children, env }: { children: ReactNode; env: 'default' | 'test' }) {
  // t changes with the language, and with it the label
  const { t } = useTranslation();
  const localized = useMemo(() => {
    const closeButtonProps = { 'aria-label': t('app.close') };
    return mergeThemeOverrides(theme, {
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Notification: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
      },
    });
  }, [t]);
  return (
    <MantineProvider theme={localized} cssVariablesResolver={cssVariablesResolver} env={env}>
      {children}
    </MantineProvider>
  );
}
