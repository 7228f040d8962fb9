import { Button, Group } from '@mantine/core';
import { hasPermission, routePermission, type SessionStatus } from '@portal/domain';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { StatusPanel } from '../components/ui/status-panel';
import { useSession } from '../features/auth';
import { rememberLocation } from '../lib/storage';

export type GuardOutcome = 'loading' | 'allowed' | 'without-permission' | 'without-user' | 'to-login' | 'to-register';

export interface GuardInput {
  status: SessionStatus;
  permissions: readonly string[];
  /** The location's path; its first segment names the permission (routePermission). */
  path: string;
  /** The route carries an id (path or query parameter). */
  hasIdParam: boolean;
}

/** Route outcomes of spec 000 §2 and spec 001 §6, as one pure decision. */
export function guardOutcome({ status, permissions, path, hasIdParam }: GuardInput): GuardOutcome {
  if (status === 'logged_loading') return 'loading';
  if (status === 'login_unauthorized') return 'without-user';
  const signedIn = status === 'logged_in' || status === 'login_register';
  if (!signedIn) return hasIdParam ? 'without-user' : 'to-login';
  const permission = routePermission(path);
  // An incomplete token (no supplier, CD or company) is good for the registration only.
  if (status === 'login_register' && permission !== 'register') return 'to-register';
  if (!permission || !hasPermission(permissions, permission)) return 'without-permission';
  return 'allowed';
}

interface RouteGuardProps {
  children: ReactNode;
  /** Wraps what a signed-in user sees (the page or the without-permission message): the app layout. */
  frame?: ComponentType<{ children: ReactNode }>;
}

export function RouteGuard({ children, frame: Frame = Fragment }: RouteGuardProps) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  const origin = `${location.pathname}${location.search}${location.hash}`;
  const outcome = guardOutcome({
    status: session.status,
    permissions: session.payload?.permissions ?? [],
    path: location.pathname,
    hasIdParam: params.id !== undefined || search.has('id'),
  });

  switch (outcome) {
    case 'allowed':
      return <Frame>{children}</Frame>;
    case 'loading':
      return (
        <main id="main-content">
          <StatusPanel tone="loading" message={t('guard.loading')} />
        </main>
      );
    case 'to-register':
      return <Navigate to="/register" replace />;
    case 'to-login':
      // Remembered in the tab too, so that it survives the SSO round trip.
      rememberLocation(origin);
      return <Navigate to="/" replace state={{ from: origin }} />;
    case 'without-user':
      return (
        <main id="main-content">
          <StatusPanel tone="warning" title={t('guard.withoutUserTitle')} message={t('guard.withoutUser')}>
            <Group>
              <Button component={Link} to="/login" state={{ from: origin }}>
                {t('guard.signIn')}
              </Button>
            </Group>
          </StatusPanel>
        </main>
      );
    case 'without-permission':
      return (
        <Frame>
          <StatusPanel tone="warning" title={t('guard.withoutPermissionTitle')} message={t('guard.withoutPermission')}>
            {hasPermission(session.payload?.permissions ?? [], 'main') && location.pathname !== '/main' && (
              <Group>
                <Button component={Link} to="/main" variant="default">
                  {t('guard.goHome')}
                </Button>
              </Group>
            )}
          </StatusPanel>
        </Frame>
      );
  }
}
