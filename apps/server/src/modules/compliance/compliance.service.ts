import type { ExpiringDocumentDto } from '@portal/domain';
import { z } from 'zod';
import { clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/database';
import { rowScopeOf, type RowScope } from '../../platform/row-scope';
import type { ServiceContext } from '../../platform/context';
import * as declarationsService from '../declarations/declarations-road.service';
import * as sustainabilityService from '../sustainability/sustainability-road.service';

/**
 * The compliance documents across their two areas: what lapses soon or has just lapsed, for the supplier's /main
 * (issue 16 "Expiry": no portal we compared warns before a document lapses; ours does).
 */

/** At most this many documents come back (the panel shows them all, soonest first). */
export const EXPIRING_DOCUMENTS_MAX = 50;

const argsSchema = z.object({ limite: z.number().int().min(1).max(EXPIRING_DOCUMENTS_MAX).nullish() });

/**
 * documentosAVencer: the latest certificate and declaration of each order the user sees that is not rejected and
 * lapses within EXPIRY_WARNING_DAYS or lapsed in the last as many days, soonest first.
 */
export async function expiringDocuments(ctx: ServiceContext, args: unknown): Promise<ExpiringDocumentDto[]> {
  const limit = argsSchema.parse(args ?? {}).limite ?? EXPIRING_DOCUMENTS_MAX;
  return expiringDocumentsIn(ctx.db, rowScopeOf(ctx.user), clock.today(), limit);
}

/**
 * The same documents for a scope the caller has already settled (the IDGF report names one supplier, an Admin's
 * pick included: modules/idgf), soonest first, at most `limit`.
 */
export async function expiringDocumentsIn(
  db: DbOrTx,
  scope: RowScope,
  today: string,
  limit: number,
): Promise<ExpiringDocumentDto[]> {
  const certificates = await sustainabilityService.expiringCertificatesOf(db, scope, today, limit);
  const declarations = await declarationsService.expiringDeclarationsOf(db, scope, today, limit);
  return [...certificates, ...declarations]
    .sort((a, b) => a.dataValidade.localeCompare(b.dataValidade) || a.idDocumento - b.idDocumento)
    .slice(0, limit);
}
