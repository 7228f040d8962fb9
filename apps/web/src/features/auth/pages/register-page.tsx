import { Alert, Button, Group } from '@mantine/core';
import { resolveProfiles } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LoadingLine } from '../../../components/ui/query-state';
import { notifySuccess } from '../../../lib/notify';
import { useRegisterRequest } from '../api/get-register-request';
import { AuthCardTitle, AuthFrame } from '../components/auth-frame';
import { RegisterForm, type RegisterNeeds } from '../components/register-form';
import { RegisterRequestRefused, RegisterRequestWaiting } from '../components/register-request-status';
import { splitProfiles } from '../session/auth-outcome';
import { useSession } from '../session/session-context';
import { useSignOut } from '../session/use-sign-out';

/**
 * /register: a user without its supplier or CD asks to be linked. The request waits for an Admin (decision:
 * codes and CNPJs are public), so a pending request shows instead of the form, and a refused one shows its
 * reason above the form for a new request. The link arrives with the next sign-in after the approval.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const incomplete = session.status === 'login_register' && session.payload !== null;
  const request = useRegisterRequest(incomplete);

  if (session.status === 'logged_in') return <Navigate to="/main" replace />;
  if (!incomplete || !session.payload) return <Navigate to="/login" replace />;

  const resolution = resolveProfiles(splitProfiles(session.payload.perfis || session.perfis));
  const needs: RegisterNeeds = resolution.kind === 'single' ? resolution.profile.needs : 'nothing';

  const leave = () => {
    void signOut().then(() => {
      queryClient.clear();
      void navigate('/login', { replace: true });
    });
  };

  const latest = request.data ?? null;
  let content;
  if (request.isPending) {
    content = <LoadingLine text={t('register.requestLoading')} centered />;
  } else if (request.isError) {
    content = (
      <Alert color="red" variant="light" title={t('register.requestError')} role="alert">
        <Group gap="sm" mt="xs">
          <Button variant="light" color="red" size="xs" onClick={() => void request.refetch()}>
            {t('register.retry')}
          </Button>
          <Button variant="default" size="xs" onClick={leave}>
            {t('register.backToLogin')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (latest && latest.status !== 'refused') {
    content = <RegisterRequestWaiting request={latest} onLeave={leave} />;
  } else {
    content = (
      <>
        {latest && <RegisterRequestRefused request={latest} />}
        <RegisterForm
          chapa={session.payload.chapa || session.chapa}
          needs={needs}
          // registerRequested: the page reads the request again and shows it pending
          onRegistered={(message) => notifySuccess(message)}
          onCancel={leave}
        />
      </>
    );
  }

  return (
    <AuthFrame>
      <AuthCardTitle title={t('register.title')} />
      {content}
    </AuthFrame>
  );
}
