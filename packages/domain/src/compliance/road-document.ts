import { z } from 'zod';
import { addDays } from '../calendar/commercial-week';
import { EXPIRY_WARNING_DAYS, validityStateOf } from './document-validity';

/**
 * Where an order's compliance document (its sustainability certificate, its producer declaration) stands on the
 * road to a conciliation (decision A20 and issue 16). The latest document of the order decides: none is missing, a
 * rejected or expired one counts as missing, one awaiting its audit lets the supplier go on (decision: the retailer
 * audits later and the conciliation list shows it), an approved one is done.
 */
export const ROAD_DOCUMENT_STATES = ['missing', 'rejected', 'expired', 'awaitingAudit', 'approved'] as const;
export type RoadDocumentState = (typeof ROAD_DOCUMENT_STATES)[number];

/** An order's latest document as the road reads it (each area maps its own status numbers, decision A23). */
export interface RoadDocument {
  verdict: 'awaiting' | 'approved' | 'rejected';
  /** dataValidade (yyyy-mm-dd), or null when none was recorded. */
  validUntil: string | null;
}

export function roadDocumentState(latest: RoadDocument | null, today: string): RoadDocumentState {
  if (!latest) return 'missing';
  if (latest.verdict === 'rejected') return 'rejected';
  if (validityStateOf(latest.validUntil, today) === 'expired') return 'expired';
  return latest.verdict === 'approved' ? 'approved' : 'awaitingAudit';
}

/** An order's latest document as an area's repository reads it, its verdict already mapped. */
export interface LatestRoadDocument extends RoadDocument {
  orderId: number;
}

/** The road state of each asked order on `today`: from its latest document, or missing when it has none. */
export function roadDocumentStates(
  orderIds: readonly number[],
  latest: readonly LatestRoadDocument[],
  today: string,
): Map<number, RoadDocumentState> {
  const states = new Map<number, RoadDocumentState>(orderIds.map((id) => [id, roadDocumentState(null, today)]));
  for (const document of latest) states.set(document.orderId, roadDocumentState(document, today));
  return states;
}

/** Whether the road lets the order through with this document. */
export function roadDocumentPasses(state: RoadDocumentState): boolean {
  return state === 'awaitingAudit' || state === 'approved';
}

/** The two kinds of document the road and the expiry warnings know. */
export const COMPLIANCE_DOCUMENT_KINDS = ['certificadoSustentabilidade', 'declaracaoProdutor'] as const;
export type ComplianceDocumentKind = (typeof COMPLIANCE_DOCUMENT_KINDS)[number];

/** A document that lapses within EXPIRY_WARNING_DAYS or has lapsed: the lists flag it and the supplier's /main warns. */
export const expiringDocumentSchema = z
  .object({
    tipo: z.enum(COMPLIANCE_DOCUMENT_KINDS),
    idDocumento: z.number().int(),
    idPedido: z.number().int(),
    numeroPedido: z.string(),
    dataValidade: z.string().describe('yyyy-mm-dd'),
    situacao: z.enum(['expiring', 'expired']),
  })
  .describe('A compliance document about to lapse or lapsed');
export type ExpiringDocumentDto = z.infer<typeof expiringDocumentSchema>;

/** The days an expiry warning looks at: from today − EXPIRY_WARNING_DAYS to today + EXPIRY_WARNING_DAYS. */
export function expiryWindowOf(today: string): { from: string; to: string } {
  return { from: addDays(today, -EXPIRY_WARNING_DAYS), to: addDays(today, EXPIRY_WARNING_DAYS) };
}

/** A dated document found in the expiry window, as the warnings list it: lapsed before today, or about to. */
export function expiringDocumentOf(
  tipo: ComplianceDocumentKind,
  row: { id: number; orderId: number; validUntil: string },
  today: string,
): ExpiringDocumentDto {
  return {
    tipo,
    idDocumento: row.id,
    idPedido: row.orderId,
    numeroPedido: String(row.orderId),
    dataValidade: row.validUntil,
    situacao: validityStateOf(row.validUntil, today) === 'expired' ? 'expired' : 'expiring',
  };
}
