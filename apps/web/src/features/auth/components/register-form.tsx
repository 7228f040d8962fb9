import { Button, Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  CNPJ_INPUT_MAX,
  formatCnpj,
  isValidCnpj,
  normalizeCnpj,
  PROVIDER_ID_MAX,
  type RegisterRequest,
} from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useRegisterCds } from '../../../lib/cd-list';
import { useRegister } from '../api/register';

export type RegisterNeeds = 'supplier' | 'cd' | 'nothing';
type SupplierMode = 'cnpj' | 'providerId';

interface RegisterFormProps {
  chapa: string;
  needs: RegisterNeeds;
  onRegistered: (message: string) => void;
  onCancel: () => void;
}

interface FieldErrors {
  chapa?: string;
  cnpj?: string;
  providerId?: string;
  cd?: string;
}

/** Which input answers the server's requiredField details.field. */
const SERVER_FIELD: Record<string, keyof FieldErrors> = {
  chapa: 'chapa',
  cnpj: 'cnpj',
  idFornecedor: 'providerId',
  idCd: 'cd',
};

/** Asks to link the signed-in user to a supplier (by CNPJ or provider id) or to a CD (spec 000 §2 Register). */
export function RegisterForm({ chapa, needs, onRegistered, onCancel }: RegisterFormProps) {
  const { t } = useTranslation();
  const mutation = useRegister();
  const cds = useRegisterCds(needs === 'cd');
  const [mode, setMode] = useState<SupplierMode>('cnpj');
  const [cnpj, setCnpj] = useState('');
  const [providerId, setProviderId] = useState('');
  const [cdId, setCdId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const required = (label: string) => t('requiredField', { ns: 'errors', field: label });

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (chapa.trim() === '') found.chapa = required(t('register.chapa'));
    if (needs === 'supplier' && mode === 'cnpj') {
      if (cnpj.trim() === '') found.cnpj = required(t('register.cnpj'));
      else if (!isValidCnpj(cnpj)) found.cnpj = t('register.invalidCnpj');
    }
    if (needs === 'supplier' && mode === 'providerId' && providerId === '')
      found.providerId = required(t('register.providerId'));
    if (needs === 'cd' && cdId === '') found.cd = required(t('register.cd'));
    return found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: RegisterRequest = { chapa: chapa.trim() };
    if (needs === 'supplier' && mode === 'cnpj') body.cnpj = normalizeCnpj(cnpj);
    if (needs === 'supplier' && mode === 'providerId') body.idFornecedor = Number(providerId);
    if (needs === 'cd') body.idCd = Number(cdId);
    mutation.mutate(body, {
      onSuccess: () => onRegistered(t('registerRequested', { ns: 'errors' })),
      onError: (error) => {
        // The toast already says it; also point at the field the server named.
        if (error instanceof ApiError && error.code === 'requiredField') {
          const details = error.details as { field?: unknown } | undefined;
          const key = typeof details?.field === 'string' ? SERVER_FIELD[details.field] : undefined;
          if (key)
            setErrors((current) => ({
              ...current,
              [key]: t('requiredField', { ns: 'errors', field: t(`fields.${String(details?.field)}`) }),
            }));
        }
      },
    });
  };

  const cdOptions = [
    { value: '', label: cds.isLoading ? t('register.cdsLoading') : t('register.cdPlaceholder') },
    ...(cds.data ?? []).map((cd) => ({
      value: String(cd.id),
      label: `${cd.codigo} - ${cd.nome} (${cd.cidade}/${cd.uf})`,
    })),
  ];

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>
          {t(
            needs === 'supplier'
              ? 'register.introSupplier'
              : needs === 'cd'
                ? 'register.introCd'
                : 'register.introOther',
          )}
        </Text>
        <TextInput label={t('register.chapa')} value={chapa} readOnly name="chapa" error={errors.chapa} />
        {needs === 'supplier' && (
          <>
            <Radio.Group
              label={t('register.identifyBy')}
              value={mode}
              onChange={(value) => {
                setMode(value === 'providerId' ? 'providerId' : 'cnpj');
                setErrors({});
              }}
            >
              <Group mt="xs" gap="lg">
                <Radio value="cnpj" label={t('register.cnpj')} />
                <Radio value="providerId" label={t('register.providerId')} />
              </Group>
            </Radio.Group>
            {mode === 'cnpj' ? (
              <TextInput
                label={t('register.cnpj')}
                name="cnpj"
                placeholder="00.000.000/0000-00"
                withAsterisk
                aria-required
                maxLength={CNPJ_INPUT_MAX}
                value={cnpj}
                onChange={(event) => setCnpj(formatCnpj(event.currentTarget.value))}
                error={errors.cnpj}
                autoComplete="off"
              />
            ) : (
              <TextInput
                label={t('register.providerId')}
                name="idFornecedor"
                inputMode="numeric"
                withAsterisk
                aria-required
                maxLength={PROVIDER_ID_MAX}
                value={providerId}
                onChange={(event) =>
                  setProviderId(event.currentTarget.value.replace(/\D/g, '').slice(0, PROVIDER_ID_MAX))
                }
                error={errors.providerId}
                autoComplete="off"
              />
            )}
          </>
        )}
        {needs === 'cd' && (
          <NativeSelect
            label={t('register.cd')}
            name="idCd"
            withAsterisk
            aria-required
            data={cdOptions}
            value={cdId}
            onChange={(event) => setCdId(event.currentTarget.value)}
            error={errors.cd}
            disabled={cds.isLoading}
          />
        )}
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('register.backToLogin')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('register.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
