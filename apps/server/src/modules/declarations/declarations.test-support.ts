import { and, eq, notExists, sql } from 'drizzle-orm';
import { conciliations, orders, producerDeclarations } from '../../db/schema/index';
import { buildDocx } from '../../db/seed/docx-builder';
import { DEMO_SUPPLIER_A_ID } from '../../db/seed/index';
import type { TestApp } from '../../../test/support/test-app';

/** The declarations tests' data: orders and files found in (or made for) the seeded database. */

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
export const DOCX_BYTES = buildDocx([{ text: 'Declaração do produtor', bold: true }, { text: 'Teste' }]);
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A GraphQL file argument. */
export const fileArg = (nome: string, tipo: string, bytes: Buffer) => ({
  nome,
  tipo,
  conteudo: bytes.toString('base64'),
});

const RENNER = 1;

/**
 * Supplier A's Renner Normal orders of status A with no declaration and no conciliation (each needs a declaration:
 * A and Renner both ask for one), ascending: every test takes its own.
 */
export async function ordersNeedingDeclaration(t: TestApp): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.supplierId, DEMO_SUPPLIER_A_ID),
        eq(orders.companyId, RENNER),
        eq(orders.nature, 'Normal'),
        eq(orders.status, 'A'),
        notExists(
          t.database.db
            .select({ x: sql`1` })
            .from(producerDeclarations)
            .where(eq(producerDeclarations.orderId, orders.id)),
        ),
        notExists(
          t.database.db
            .select({ x: sql`1` })
            .from(conciliations)
            .where(eq(conciliations.orderId, orders.id)),
        ),
      ),
    )
    .orderBy(orders.id);
  return rows.map((r) => r.id);
}

/** An order of a supplier that needs no declaration: supplier A's Youcom order (Youcom asks for none). */
export async function orderNotNeeding(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.supplierId, DEMO_SUPPLIER_A_ID), eq(orders.companyId, 4)))
    .orderBy(orders.id)
    .limit(1);
  return row!.id;
}

/** The newest declaration of a supplier's, with its order. */
export async function declarationOf(t: TestApp, supplierId: number): Promise<{ id: number; orderId: number }> {
  const [row] = await t.database.db
    .select({ id: producerDeclarations.id, orderId: producerDeclarations.orderId })
    .from(producerDeclarations)
    .where(eq(producerDeclarations.supplierId, supplierId))
    .orderBy(sql`${producerDeclarations.createdAt} desc`, sql`${producerDeclarations.id} desc`)
    .limit(1);
  return row!;
}

export async function declarationCount(t: TestApp): Promise<number> {
  return (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(producerDeclarations))[0]!.n;
}
