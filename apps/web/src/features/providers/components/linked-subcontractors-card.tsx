import { formatCnpj, type SubcontractorSummaryDto } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkedRowsCard, linkedRowsTexts, unlinkRemoval } from '../../../components/ui/linked-rows-card';
import { useLinkedSubcontractors, useUnlinkSubcontractor } from '../api/provider-subcontractors';
import { LinkSubcontractorModal } from './link-subcontractor-modal';

interface LinkedSubcontractorsCardProps {
  idFornecedor: number;
  /** edit-provider-list: Add subcontractor and the remove buttons */
  canEdit: boolean;
}

/**
 * The provider's linked subcontractors (spec 001 §2, PV4–PV6): tax id and trade name, removed after a confirmation
 * (desvincularSubcontratado), added from the pick list's modal; read-only without edit-provider-list.
 */
export function LinkedSubcontractorsCard({ idFornecedor, canEdit }: LinkedSubcontractorsCardProps) {
  const { t } = useTranslation();
  const linked = useLinkedSubcontractors(idFornecedor);
  const unlink = useUnlinkSubcontractor(idFornecedor);
  const [adding, setAdding] = useState(false);
  const name = (row: SubcontractorSummaryDto) => `${formatCnpj(row.cnpj)} - ${row.nomeFantasia}`;
  const l = (key: string) => t(`providers.details.linked.${key}`);

  return (
    <>
      <LinkedRowsCard
        title={l('title')}
        tableLabel={l('tableLabel')}
        query={linked}
        texts={linkedRowsTexts(t, 'providers.details.linked', t('providers.details.retry'))}
        columns={[
          { label: l('columns.cnpj'), cell: (row) => formatCnpj(row.cnpj), w: 200 },
          { label: l('columns.tradeName'), cell: (row) => row.nomeFantasia },
        ]}
        rowKey={(row) => row.id}
        onAdd={canEdit ? () => setAdding(true) : undefined}
        removal={canEdit ? unlinkRemoval(t, 'providers.details.linked', name, unlink) : undefined}
      />
      {adding && <LinkSubcontractorModal idFornecedor={idFornecedor} onClose={() => setAdding(false)} />}
    </>
  );
}
