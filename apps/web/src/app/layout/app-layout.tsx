import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasPermission } from '@portal/domain';
import { useMe, usePermissions, useSession, useSignOut } from '../../features/auth';
import { usePendingRegisterRequestCount } from '../../features/registration';
import { skipToTarget } from '../../lib/skip-target';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { AppNavbar } from './app-navbar';
import { APP_HEADER_HEIGHT } from './header-height';

/** The signed-in frame: header (portal, user, company, flags, sign-out) and the permission-driven side menu. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const signOutOfPortal = useSignOut();
  const permissions = usePermissions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opened, { toggle, close }] = useDisclosure(false);
  const me = useMe(session.token);
  // the Admins' badge: link requests awaiting a decision
  const pendingRequests = usePendingRegisterRequestCount(hasPermission(permissions, 'register-requests'));

  const userName = me.data?.nome || session.nome || session.payload?.name || '';
  const company = me.data ? (me.data.nomeFornecedor ?? me.data.nomeEmpresa ?? me.data.nomeCd) : null;

  const signOut = () => {
    void signOutOfPortal().then(() => {
      queryClient.clear();
      void navigate('/login', { replace: true });
    });
  };

  return (
    <>
      <a href="#main-content" className={classes.skipLink} onClick={(event) => skipToTarget(event, 'main-content')}>
        {t('app.skipToContent')}
      </a>
      <AppShell
        header={{ height: APP_HEADER_HEIGHT }}
        navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="lg"
        classNames={{ header: classes.header, navbar: classes.navbar, main: classes.main }}
      >
        <AppShell.Header>
          <AppHeader
            userName={userName}
            company={company}
            menuOpened={opened}
            onToggleMenu={toggle}
            onSignOut={signOut}
          />
        </AppShell.Header>
        <AppShell.Navbar id="app-navbar">
          <AppNavbar
            permissions={permissions}
            onNavigate={close}
            badges={{ 'register-requests': pendingRequests.data ?? 0 }}
          />
        </AppShell.Navbar>
        <AppShell.Main id="main-content" tabIndex={-1}>
          {children}
        </AppShell.Main>
      </AppShell>
    </>
  );
}
