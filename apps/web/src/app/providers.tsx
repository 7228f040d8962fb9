import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider, type SessionStore } from '../features/auth';
import { i18n } from '../i18n/i18n';
import { TOAST_AUTO_CLOSE } from '../lib/notify';
import { createQueryClient } from './query-client';
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
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
        <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE} limit={5} />
        <QueryClientProvider client={client}>
          <SessionProvider store={sessionStore}>{children}</SessionProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
