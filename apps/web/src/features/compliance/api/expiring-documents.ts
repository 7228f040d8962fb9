import { expiringDocumentSchema, selectionOf } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { askField } from '../../../lib/quiet-read';

export const EXPIRING_DOCUMENTS_QUERY = /* GraphQL */ `
  query documentosAVencer($limite: Int) {
    documentosAVencer(limite: $limite) ${selectionOf(expiringDocumentSchema)}
  }
`;

export const expiringDocumentsAnswerSchema = z.object({ documentosAVencer: z.array(expiringDocumentSchema) });

/** documentosAVencer: the user's certificates and declarations lapsing within 30 days or just lapsed. */
const getExpiringDocuments = (signal: AbortSignal) =>
  askField(EXPIRING_DOCUMENTS_QUERY, {}, { service: 'compliance', signal, schema: expiringDocumentsAnswerSchema });

export function useExpiringDocuments() {
  return useQuery({
    queryKey: ['compliance', 'expiring-documents'],
    queryFn: ({ signal }) => getExpiringDocuments(signal),
    staleTime: 5 * 60_000,
  });
}
