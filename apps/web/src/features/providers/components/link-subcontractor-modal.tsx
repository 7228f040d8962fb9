import { NativeSelect, Text } from '@mantine/core';
import {
  formatCnpj,
  PICK_LIST_PLACEHOLDER_ID,
  SUBCONTRACTOR_PICK_SEARCH_MAX,
  type SubcontractorSummaryDto,
} from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickModal, staleOptionsProps, usePickSearch } from '../../../components/ui/pick-modal';
import { useLinkSubcontractor, useSubcontractorsToLink } from '../api/provider-subcontractors';

interface LinkSubcontractorModalProps {
  idFornecedor: number;
  onClose: () => void;
}

const PLACEHOLDER = String(PICK_LIST_PLACEHOLDER_ID);

/**
 * Add subcontractor (spec 001 §2, PV5): a required select of the active subcontractors not yet linked, searched by
 * trade or legal name or CNPJ on the server (at most 50), whose first option is the placeholder -1 (nothing
 * chosen); Save links the chosen one (vincularSubcontratado).
 */
export function LinkSubcontractorModal({ idFornecedor, onClose }: LinkSubcontractorModalProps) {
  const { t } = useTranslation();
  const { search, term } = usePickSearch(SUBCONTRACTOR_PICK_SEARCH_MAX);
  const options = useSubcontractorsToLink(idFornecedor, term);
  const link = useLinkSubcontractor(idFornecedor);
  // the chosen subcontractor stays offered (and chosen) when a later search leaves it out
  const [chosen, setChosen] = useState<SubcontractorSummaryDto | null>(null);
  const found = options.data ?? [];
  const rows = chosen && !found.some((row) => row.id === chosen.id) ? [chosen, ...found] : found;

  return (
    <PickModal
      texts="providers.details.link"
      retry={t('providers.details.retry')}
      choice="select"
      options={options}
      emptyValue={PLACEHOLDER}
      link={link}
      onClose={onClose}
      search={search}
    >
      {(choice, k) => (
        <>
          <NativeSelect
            label={k('select')}
            required
            value={choice.value ?? PLACEHOLDER}
            error={choice.error}
            onChange={(e) => {
              const value = e.currentTarget.value;
              choice.choose(value);
              setChosen(rows.find((row) => String(row.id) === value) ?? null);
            }}
            {...staleOptionsProps(options)}
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
