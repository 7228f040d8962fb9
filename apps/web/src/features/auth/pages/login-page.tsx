import { Divider, Stack } from '@mantine/core';
import { homePath, isErrorCode, type ErrorCode, type TokenResponse } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { rememberedLocation, safeReturnTo } from '../../../lib/storage';
import { useAuthConfig } from '../api/get-auth-config';
import { AuthCardTitle, AuthFrame } from '../components/auth-frame';
import { LoginForm } from '../components/login-form';
import { ProfileProblemScreen } from '../components/profile-problem';
import { SsoButton } from '../components/sso-button';
import { isProfileProblem, type ProfileProblem } from '../session/auth-outcome';
import { useSession } from '../session/session-context';
import { useCompleteSignIn } from '../session/use-complete-sign-in';

function fromState(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string')
    return state.from;
  return null;
}

export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const config = useAuthConfig();
  const completeSignIn = useCompleteSignIn();
  const [problem, setProblem] = useState<ProfileProblem | null>(null);
  const [refused, setRefused] = useState<ErrorCode | null>(null);

  // Read once: signing in forgets the remembered page, and both redirects below must agree on it.
  const [returnTo] = useState(() => safeReturnTo(fromState(location.state)) ?? rememberedLocation());

  if (session.status === 'logged_in')
    return <Navigate to={returnTo ?? (session.payload ? homePath(session.payload) : '/main')} replace />;

  const errorParam = params.get('error');
  const externalError: ErrorCode | null = refused ?? (isErrorCode(errorParam) ? errorParam : null);

  const onSignedIn = (response: TokenResponse) => {
    const outcome = completeSignIn(response, returnTo);
    if (isProfileProblem(outcome)) setProblem(outcome);
    else if (outcome.kind === 'unauthorized') setRefused('withoutUser');
  };

  if (problem) {
    return (
      <AuthFrame>
        <ProfileProblemScreen problem={problem} onBack={() => setProblem(null)} />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame>
      <AuthCardTitle title={t('login.title')} subtitle={t('login.subtitle')} />
      <Stack gap="lg">
        <LoginForm
          onSignedIn={onSignedIn}
          externalError={externalError}
          onDismissExternal={() => {
            setRefused(null);
            if (errorParam) setParams({}, { replace: true, state: location.state });
          }}
        />
        {config.data?.sso && (
          <>
            <Divider label={t('login.or')} labelPosition="center" />
            <SsoButton returnTo={returnTo} />
          </>
        )}
      </Stack>
    </AuthFrame>
  );
}
