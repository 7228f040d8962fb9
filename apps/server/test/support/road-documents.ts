import { needsProducerDeclaration, needsSustainabilityCertificate } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { orders, producerDeclarations, sustainabilityCertificates } from '../../src/db/schema/index';
import type { DbOrTx } from '../../src/platform/database';
import { storeFile } from '../../src/platform/files';
import { findRoutingOrder } from '../../src/modules/conciliation/reconcile.repository';

/** A one-page PDF's bytes: enough for a stored document a test never opens. */
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * Gives an order the approved documents its road asks for (a sustainability certificate, a producer declaration;
 * without a validity date, so they never lapse whatever the test clock says), so that a test about something else
 * can reconcile it. Returns which documents it added.
 */
export async function approveRoadDocuments(
  db: DbOrTx,
  orderId: number,
): Promise<{ certificate: boolean; declaration: boolean }> {
  const routing = await findRoutingOrder(db, orderId);
  if (!routing) throw new Error(`order ${orderId} not found`);
  const certificate = needsSustainabilityCertificate(routing);
  const declaration = needsProducerDeclaration(routing);
  if (!certificate && !declaration) return { certificate, declaration };
  const [order] = await db.select({ supplierId: orders.supplierId }).from(orders).where(eq(orders.id, orderId));
  const file = await storeFile(db, {
    name: `documento-${orderId}.pdf`,
    mimeType: 'application/pdf',
    content: TINY_PDF,
    userId: null,
  });
  if (certificate)
    await db.insert(sustainabilityCertificates).values({
      orderId,
      supplierId: order!.supplierId,
      fileId: file.id,
      certificateType: 1,
      materialCode: 'BCI-TEST',
      status: 1,
      certificateValid: true,
    });
  if (declaration)
    await db
      .insert(producerDeclarations)
      .values({ orderId, supplierId: order!.supplierId, fileId: file.id, status: 2 });
  return { certificate, declaration };
}
