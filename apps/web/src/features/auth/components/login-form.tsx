import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { PASSWORD_MIN, type ErrorCode, type TokenResponse } from '@portal/domain';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../lib/api-client';
import { useLogin } from '../api/login';

interface LoginFormProps {
  onSignedIn: (response: TokenResponse) => void;
  /** An error brought by the address or the caller (ssoFailed, invalidKey…), shown until the next attempt. */
  externalError?: ErrorCode | null;
  onDismissExternal?: () => void;
}

type FieldName = 'login' | 'senha';
type FieldErrors = Partial<Record<FieldName, string>>;

/** The two fields' labels and what the browser may fill in them. */
const FIELDS: Record<FieldName, { label: string; autoComplete: string }> = {
  login: { label: 'login.loginLabel', autoComplete: 'username' },
  senha: { label: 'login.passwordLabel', autoComplete: 'current-password' },
};

/** Local sign-in: login name and password, both required, password of at least six characters. */
export function LoginForm({ onSignedIn, externalError = null, onDismissExternal }: LoginFormProps) {
  const { t } = useTranslation();
  const mutation = useLogin();
  const [values, setValues] = useState<Record<FieldName, string>>({ login: '', senha: '' });
  const { login, senha } = values;
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  // Translated at render time so that a language switch re-translates the message.
  const formError = failure ? errorText(failure) : externalError ? t(externalError, { ns: 'errors' }) : null;

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    const required = (name: FieldName) => t('requiredField', { ns: 'errors', field: t(FIELDS[name].label) });
    if (login.trim() === '') errors.login = required('login');
    if (senha === '') errors.senha = required('senha');
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

  /** What both fields share: label, name, autofill, required mark, value, change and problem. */
  const field = (name: FieldName) => ({
    label: t(FIELDS[name].label),
    name,
    autoComplete: FIELDS[name].autoComplete,
    withAsterisk: true,
    'aria-required': true,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: fieldErrors[name],
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={formError ? 'login-form-error' : undefined}>
      <Stack gap="md">
        {formError && (
          <Alert id="login-form-error" color="red" variant="light" title={t('login.errorTitle')} role="alert">
            {formError}
          </Alert>
        )}
        <TextInput {...field('login')} autoFocus />
        <PasswordInput {...field('senha')} visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }} />
        <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
