import { formatCnpj, isSavedSubcontractor, type ProviderDto } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkedRowsCard, linkedRowsTexts, unlinkRemoval } from '../../../components/ui/linked-rows-card';
import { notifyError } from '../../../lib/notify';
import { useLinkedProviders, useRemoveProvider } from '../api/subcontractor-providers';
import { AddProviderModal } from './add-provider-modal';

/** An unsaved subcontractor has no links yet. */
const NOTHING_LINKED = {
  data: [] as ProviderDto[],
  isError: false,
  error: null,
  refetch: () => Promise.resolve(),
};

/**
 * The subcontractor's linked providers (spec 001 §2, SC6–SC7): name and CNPJ, removed after a confirmation, added
 * from the pick list's modal. While the subcontractor is unsaved, Add provider says it must be saved first.
 */
export function LinkedProvidersCard({ idSubcontratado }: { idSubcontratado: number | null }) {
  const { t } = useTranslation();
  const saved = isSavedSubcontractor(idSubcontratado);
  const linked = useLinkedProviders(saved ? idSubcontratado : null);
  const remove = useRemoveProvider(idSubcontratado ?? 0);
  const [adding, setAdding] = useState(false);
  const l = (key: string) => t(`subcontractors.details.linked.${key}`);
  const name = (row: ProviderDto) => `${row.id} - ${row.nome}`;

  const add = () => {
    if (!saved) notifyError(t('subcontractorMustBeSaved', { ns: 'errors' }));
    else setAdding(true);
  };

  return (
    <>
      <LinkedRowsCard
        title={l('title')}
        tableLabel={l('tableLabel')}
        query={saved ? linked : NOTHING_LINKED}
        texts={{
          ...linkedRowsTexts(t, 'subcontractors.details.linked', t('subcontractors.details.retry')),
          empty: saved ? l('empty') : l('unsaved'),
        }}
        columns={[
          { label: l('columns.name'), cell: name },
          { label: l('columns.cnpj'), cell: (row) => formatCnpj(row.cnpj), w: 200 },
        ]}
        rowKey={(row) => row.id}
        onAdd={add}
        removal={unlinkRemoval(t, 'subcontractors.details.linked', name, remove)}
      />
      {adding && saved && <AddProviderModal idSubcontratado={idSubcontratado} onClose={() => setAdding(false)} />}
    </>
  );
}
