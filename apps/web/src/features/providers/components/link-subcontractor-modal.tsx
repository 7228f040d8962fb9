import { NativeSelect, Text } from '@mantine/core';
import { formatCnpj, PICK_LIST_PLACEHOLDER_ID } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { PickModal } from '../../../components/ui/pick-modal';
import { useLinkSubcontractor } from '../api/provider-mutations';
import { useSubcontractorsToLink } from '../api/provider-subcontractors';

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
  const k = (key: string) => t(`providers.details.link.${key}`);
  const rows = options.data ?? [];

  return (
    <PickModal
      texts="providers.details.link"
      retry={t('providers.details.retry')}
      choiceName={k('select')}
      options={options}
      emptyValue={PLACEHOLDER}
      link={link}
      onClose={onClose}
    >
      {(choice) => (
        <>
          <NativeSelect
            label={k('select')}
            required
            data-autofocus
            value={choice.value ?? PLACEHOLDER}
            error={choice.error}
            onChange={(e) => choice.choose(e.currentTarget.value)}
            data={[
              { value: PLACEHOLDER, label: k('placeholder') },
              ...rows.map((row) => ({ value: String(row.id), label: `${formatCnpj(row.cnpj)} - ${row.nomeFantasia}` })),
            ]}
          />
          {rows.length === 0 && (
            <Text size="sm" c="dimmed">
              {k('none')}
            </Text>
          )}
        </>
      )}
    </PickModal>
  );
}
