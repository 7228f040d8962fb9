import { addDays, saoPauloInstant } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/database';
import { registerRequests, users } from '../schema/index';
import { DEMO_SUPPLIER_B_ID } from './suppliers.seed';

/** The demo user whose link request waits for an Admin, so /register-requests is not empty. */
export const DEMO_REQUESTER_LOGIN = 'solicitante';

/**
 * One pending request: `solicitante` (Fornecedor, not linked) asked for supplier B by its code the afternoon
 * before the demo's today. `novofornecedor` and `novologistica` stay without a request, free to send one.
 */
export async function seedRegisterRequests(tx: Tx, today: string): Promise<number> {
  const [user] = await tx
    .select({ id: users.id, chapa: users.chapa })
    .from(users)
    .where(eq(users.login, DEMO_REQUESTER_LOGIN));
  if (!user) return 0;
  await tx.insert(registerRequests).values({
    userId: user.id,
    chapa: user.chapa,
    supplierCode: DEMO_SUPPLIER_B_ID,
    supplierId: DEMO_SUPPLIER_B_ID,
    status: 'pending',
    requestedAt: saoPauloInstant(addDays(today, -1), '16:40:00'),
  });
  return 1;
}
