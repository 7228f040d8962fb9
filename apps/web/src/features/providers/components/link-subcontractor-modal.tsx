import { NativeSelect, Text } from '@mantine/core';
import { formatCnpj, PICK_LIST_PLACEHOLDER_ID } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { LoadingLine, RetryLine } from '../../../components/ui/query-state';
import { notifySuccessCode } from '../../../lib/api-client';
import { useSubcontractorsToLink } from '../api/provider-subcontractors';
import { useLinkSubcontractor } from '../api/provider-mutations';

interface LinkSubcontractorModalProps {
  idFornecedor: number;
  onClose: () => void;
}

const PLACEHOLDER = String(PICK_LIST_PLACEHOLDER_ID);

/**
 * Add subcontractor (spec 001 §2, PV5): a required select of the active subcontractors not yet linked, whose first
 * option is the placeholder -1 (nothing chosen); Save links the chosen one (vincularSubcontratado).
 */
export function LinkSubcontractorModal({ idFornecedor, onClose }: LinkSubcontractorModalProps) {
  const { t } = useTranslation();
  const options = useSubcontractorsToLink(idFornecedor, true);
  const link = useLinkSubcontractor(idFornecedor);
  const [chosen, setChosen] = useState(PLACEHOLDER);
  const [error, setError] = useState<string | null>(null);
  const label = t('providers.details.link.select');

  const submit = () => {
    const id = Number(chosen);
    if (id === PICK_LIST_PLACEHOLDER_ID) {
      setError(t('requiredField', { ns: 'errors', field: label }));
      return;
    }
    link.mutate(id, {
      onSuccess: () => {
        notifySuccessCode('saveSuccess');
        onClose();
      },
    });
  };

  const rows = options.data ?? [];
  return (
    <FormModal
      title={t('providers.details.link.title')}
      saving={link.isPending}
      onClose={onClose}
      onSubmit={submit}
      labels={{
        save: t('providers.details.link.save'),
        cancel: t('providers.details.link.cancel'),
        close: t('providers.details.link.cancel'),
      }}
    >
      {options.isError ? (
        <RetryLine
          text={t('providers.details.link.error')}
          retryLabel={t('providers.details.retry')}
          onRetry={() => void options.refetch()}
        />
      ) : options.isPending ? (
        <LoadingLine text={t('providers.details.link.loading')} />
      ) : (
        <>
          <NativeSelect
            label={label}
            required
            data-autofocus
            value={chosen}
            error={error}
            onChange={(e) => {
              setChosen(e.currentTarget.value);
              setError(null);
            }}
            data={[
              { value: PLACEHOLDER, label: t('providers.details.link.placeholder') },
              ...rows.map((row) => ({
                value: String(row.id),
                label: `${formatCnpj(row.cnpj)} - ${row.nomeFantasia}`,
              })),
            ]}
          />
          {rows.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('providers.details.link.none')}
            </Text>
          )}
        </>
      )}
    </FormModal>
  );
}
