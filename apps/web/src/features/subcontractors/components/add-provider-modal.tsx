import { Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatCnpj, PROVIDER_NAME_FILTER_MAX } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { LoadingLine, RetryLine } from '../../../components/ui/query-state';
import { notifySuccessCode } from '../../../lib/api-client';
import { useAddProvider, useProvidersToLink } from '../api/subcontractor-providers';

interface AddProviderModalProps {
  idSubcontratado: number;
  onClose: () => void;
}

/**
 * Add provider (spec 001 §2, SC7): a pick list of the providers not yet linked, searched by name or CNPJ on the
 * server (buscarFornecedorNaoVinculadoAoSubcontratado), one required choice; Save links it.
 */
export function AddProviderModal({ idSubcontratado, onClose }: AddProviderModalProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, 300);
  const options = useProvidersToLink(idSubcontratado, search);
  const add = useAddProvider(idSubcontratado);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = t('subcontractors.details.add.choice');

  const submit = () => {
    if (chosen === null) {
      setError(t('requiredField', { ns: 'errors', field: label }));
      return;
    }
    add.mutate(Number(chosen), {
      onSuccess: () => {
        notifySuccessCode('saveSuccess');
        onClose();
      },
    });
  };

  const rows = options.data ?? [];
  return (
    <FormModal
      title={t('subcontractors.details.add.title')}
      size="lg"
      saving={add.isPending}
      onClose={onClose}
      onSubmit={submit}
      labels={{
        save: t('subcontractors.details.add.save'),
        cancel: t('subcontractors.details.add.cancel'),
        close: t('subcontractors.details.add.cancel'),
      }}
    >
      <TextInput
        label={t('subcontractors.details.add.search')}
        placeholder={t('subcontractors.details.add.searchPlaceholder')}
        type="search"
        data-autofocus
        value={text}
        maxLength={PROVIDER_NAME_FILTER_MAX}
        onChange={(e) => setText(e.currentTarget.value)}
        // Enter searches at once here; it must not save the modal's form
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
      {options.isError ? (
        <RetryLine
          text={t('subcontractors.details.add.error')}
          retryLabel={t('subcontractors.details.retry')}
          onRetry={() => void options.refetch()}
        />
      ) : options.isPending ? (
        <LoadingLine text={t('subcontractors.details.add.loading')} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" role="status">
          {t('subcontractors.details.add.none')}
        </Text>
      ) : (
        <Radio.Group
          label={label}
          withAsterisk
          value={chosen}
          error={error}
          onChange={(value) => {
            setChosen(value);
            setError(null);
          }}
        >
          <ScrollArea.Autosize mah={320} type="auto" mt="xs" style={{ opacity: options.isPlaceholderData ? 0.55 : 1 }}>
            <Stack gap="xs" py={4}>
              {rows.map((provider) => (
                <Radio
                  key={provider.id}
                  value={String(provider.id)}
                  label={`${provider.id} - ${provider.nome}`}
                  description={formatCnpj(provider.cnpj)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Radio.Group>
      )}
    </FormModal>
  );
}
