import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { PASSWORD_MIN, type ErrorCode, type TokenResponse } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../lib/api-client';
import { useLogin } from '../api/login';

interface LoginFormProps {
  onSignedIn: (response: TokenResponse) => void;
  /** An error brought by the address or the caller (ssoFailed, invalidKey…), shown until the next attempt. */
  externalError?: ErrorCode | null;
  onDismissExternal?: () => void;
}

interface FieldErrors {
  login?: string;
  senha?: string;
}

/** Local sign-in: login name and password, both required, password of at least six characters. */
export function LoginForm({ onSignedIn, externalError = null, onDismissExternal }: LoginFormProps) {
  const { t } = useTranslation();
  const mutation = useLogin();
  const [login, setLogin] = useState('');
  const [senha, setSenha] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  // Translated at render time so that a language switch re-translates the message.
  const formError = failure ? errorText(failure) : externalError ? t(externalError, { ns: 'errors' }) : null;

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (login.trim() === '') errors.login = t('requiredField', { ns: 'errors', field: t('login.loginLabel') });
    if (senha === '') errors.senha = t('requiredField', { ns: 'errors', field: t('login.passwordLabel') });
    else if (senha.length < PASSWORD_MIN) errors.senha = t('login.passwordMin', { min: PASSWORD_MIN });
    return errors;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate();
    setFieldErrors(errors);
    if (errors.login || errors.senha) return;
    setFailure(null);
    onDismissExternal?.();
    mutation.mutate(
      { login: login.trim(), senha },
      {
        onSuccess: onSignedIn,
        onError: (error) => setFailure(error instanceof ApiError ? error : new ApiError('default', 0, '')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={formError ? 'login-form-error' : undefined}>
      <Stack gap="md">
        {formError && (
          <Alert id="login-form-error" color="red" variant="light" title={t('login.errorTitle')} role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('login.loginLabel')}
          name="login"
          autoComplete="username"
          withAsterisk
          aria-required
          value={login}
          onChange={(event) => setLogin(event.currentTarget.value)}
          error={fieldErrors.login}
          autoFocus
        />
        <PasswordInput
          label={t('login.passwordLabel')}
          name="senha"
          autoComplete="current-password"
          withAsterisk
          aria-required
          value={senha}
          onChange={(event) => setSenha(event.currentTarget.value)}
          error={fieldErrors.senha}
          visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
        />
        <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
