import { Alert, Anchor, Button, List, Text } from '@mantine/core';
import type { ExpiringDocumentDto } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date';
import { useExpiringDocuments } from '../api/expiring-documents';

/** The panel lists this many documents before "show all". */
export const EXPIRING_SHOWN = 5;

/** Where the supplier sends a new document for the order. */
const UPLOAD_PATH: Record<ExpiringDocumentDto['tipo'], string> = {
  certificadoSustentabilidade: '/sustainability',
  declaracaoProdutor: '/producer-declaration',
};

/**
 * The supplier's /main warns about its certificates and declarations that lapse within 30 days or have just lapsed
 * (issue 16 "Expiry"), each with a link to send a new one. Nothing shows while loading, on failure or when none.
 * `shownAtFirst` documents are listed before "show all" (/main lists none at first: the order search comes first).
 */
export function ExpiringDocumentsPanel({ shownAtFirst = EXPIRING_SHOWN }: { shownAtFirst?: number }) {
  const { t } = useTranslation();
  const { data } = useExpiringDocuments();
  const [showAll, setShowAll] = useState(false);
  if (!data || data.length === 0) return null;
  const expired = data.filter((d) => d.situacao === 'expired').length;
  const shown = showAll ? data : data.slice(0, shownAtFirst);
  return (
    <Alert
      color={expired > 0 ? 'red' : 'yellow'}
      variant="light"
      title={t('compliance.expiring.title', { count: data.length })}
      role="region"
      aria-label={t('compliance.expiring.title', { count: data.length })}
    >
      <Text fz="sm" mb="xs">
        {t('compliance.expiring.intro')}
      </Text>
      <List spacing={4} fz="sm" hidden={shown.length === 0}>
        {shown.map((document) => (
          <List.Item key={`${document.tipo}-${document.idDocumento}`}>
            {t(`compliance.expiring.${document.situacao}`, {
              document: t(`compliance.kinds.${document.tipo}`),
              order: document.numeroPedido,
              date: formatDate(document.dataValidade),
            })}{' '}
            <Anchor
              component={Link}
              to={`${UPLOAD_PATH[document.tipo]}?id=${document.idPedido}`}
              state={{ idPedido: document.idPedido }}
              fz="sm"
            >
              {t('compliance.expiring.sendNew')}
            </Anchor>
          </List.Item>
        ))}
      </List>
      {data.length > shownAtFirst && (
        <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setShowAll((all) => !all)}>
          {showAll ? t('compliance.expiring.showFewer') : t('compliance.expiring.showAll', { count: data.length })}
        </Button>
      )}
    </Alert>
  );
}
