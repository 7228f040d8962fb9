import { isErrorCode } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { StatusPanel } from '../../../components/ui/status-panel';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../api/get-token';
import { AuthFrame } from '../components/auth-frame';
import { ProfileProblemScreen } from '../components/profile-problem';
import { isProfileProblem, type ProfileProblem } from '../session/auth-outcome';
import { useSessionStore } from '../session/session-context';
import { useCompleteSignIn } from '../session/use-complete-sign-in';

/**
 * /login/success?chave=…&returnTo=…: exchanges the SSO key for the token and routes by the outcome
 * (spec 000 §2 "Gateway"): /main or the remembered page, /register, a profile screen, or back to /login.
 */
export function LoginSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const store = useSessionStore();
  const completeSignIn = useCompleteSignIn();
  const [problem, setProblem] = useState<ProfileProblem | null>(null);
  const chave = params.get('chave');
  const returnTo = params.get('returnTo');

  useEffect(() => {
    if (!chave) {
      store.signOut('login_unauthorized');
      void navigate('/login?error=invalidKey', { replace: true });
      return;
    }
    let active = true;
    store.setStatus('logged_loading');
    getToken(chave).then(
      (response) => {
        if (!active) return;
        const outcome = completeSignIn(response, returnTo);
        if (isProfileProblem(outcome)) setProblem(outcome);
        else if (outcome.kind === 'unauthorized') void navigate('/login?error=withoutUser', { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        const code = error instanceof ApiError && isErrorCode(error.code) ? error.code : 'default';
        store.signOut(code === 'invalidKey' ? 'login_unauthorized' : 'login_error');
        void navigate(`/login?error=${code}`, { replace: true });
      },
    );
    return () => {
      active = false;
    };
    // The other dependencies are stable, so this runs once per key (getToken shares a re-mount's call).
  }, [chave, returnTo, store, navigate, completeSignIn]);

  return (
    <AuthFrame>
      {problem ? (
        <ProfileProblemScreen problem={problem} onBack={() => void navigate('/login', { replace: true })} />
      ) : (
        <StatusPanel tone="loading" message={t('gateway.loading')} />
      )}
    </AuthFrame>
  );
}
