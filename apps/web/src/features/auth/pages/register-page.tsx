import { resolveProfiles } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { AuthCardTitle, AuthFrame } from '../components/auth-frame';
import { RegisterForm, type RegisterNeeds } from '../components/register-form';
import { splitProfiles } from '../session/auth-outcome';
import { useSession, useSessionStore } from '../session/session-context';

export function RegisterPage() {
  const { t } = useTranslation();
  const session = useSession();
  const store = useSessionStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (session.status === 'logged_in') return <Navigate to="/main" replace />;
  if (session.status !== 'login_register' || !session.payload) return <Navigate to="/login" replace />;

  const resolution = resolveProfiles(splitProfiles(session.payload.perfis || session.perfis));
  const needs: RegisterNeeds = resolution.kind === 'single' ? resolution.profile.needs : 'nothing';

  const leave = () => {
    store.signOut();
    queryClient.clear();
    void navigate('/login', { replace: true });
  };

  return (
    <AuthFrame>
      <AuthCardTitle title={t('register.title')} />
      <RegisterForm
        chapa={session.payload.chapa || session.chapa}
        needs={needs}
        onRegistered={(message) => {
          // register03: registered, sign in again to get a token with the new link.
          notifySuccess(message);
          leave();
        }}
        onCancel={leave}
      />
    </AuthFrame>
  );
}
