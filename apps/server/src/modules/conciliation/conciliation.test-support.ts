import type { ConciliationReason } from '@portal/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildNfeXml, type BuiltNfe, type NfeItemInput } from '../../../test/support/nfe-builder';
import { orderMaker } from '../../../test/support/order-copies';
import { madeBeforeAll, useTestApp, useTokens, type TestApp } from '../../../test/support/test-app';
import {
  auditLog,
  conciliationHistory,
  conciliationItems,
  conciliations,
  orders,
  suppliers,
  users,
} from '../../db/schema/index';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/suppliers.seed';
import { storeFile } from '../../platform/files';
import { clock } from '../../platform/clock';

/**
 * The conciliation tests' shared set-up (logins, suppliers) and the data of the status, list and report tests: fresh orders and conciliations (with rows and history) written straight
 * into the database, so these tests depend on neither the upload code nor the seed's conciliations.
 */

export const SUPPLIER_A = DEMO_SUPPLIER_A_ID; // login fornecedor
export const SUPPLIER_B = DEMO_SUPPLIER_B_ID; // logins fornecedor2, fornecedor2b
export const LOGISTICS_CD = 1; // the CD of login logistica
export const OTHER_CD = 2;
export const LOGINS = ['admin', 'fornecedor', 'fornecedor2', 'usuario', 'youcom', 'camicado', 'logistica'] as const;
export type Login = (typeof LOGINS)[number];

/** The file's app, a token for every login, and the ids of the two users the conciliations are written by. */
export function useConciliationApp(): {
  t: TestApp;
  tokens: Record<Login, string>;
  userIds: { admin: number; camicado: number };
} {
  const t = useTestApp();
  const tokens = useTokens(t, LOGINS);
  const userIds = madeBeforeAll('the user ids', async () => ({
    admin: await userIdOf(t, 'admin'),
    camicado: await userIdOf(t, 'camicado'),
  }));
  return { t, tokens, userIds };
}

/** The company each company user sees (its token's idEmpresa): Renner 1, Youcom 4, Camicado 3. */
export const COMPANY_OF = { usuario: 1, youcom: 4, camicado: 3 } as const;

export async function userIdOf(t: TestApp, login: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  if (!row) throw new Error(`no user ${login}`);
  return row.id;
}

export interface OrderFixture {
  supplierId?: number;
  /** the buying company; the template order's by default */
  companyId?: number;
  cdId?: number;
  status?: string;
  sampleOriginOrderId?: number | null;
  sampleStatus?: string | null;
}

const newOrders = orderMaker(50_000, { cdId: OTHER_CD });

/** New orders (copies of one of the supplier's orders with a fresh id, far above the seed's). */
export function makeOrders(t: TestApp, count: number, fixture: OrderFixture = {}): Promise<number[]> {
  return newOrders(t.database.db, count, fixture, {
    sampleOriginOrderId: fixture.sampleOriginOrderId ?? null,
    sampleStatus: fixture.sampleStatus ?? null,
    isSample: fixture.sampleOriginOrderId != null,
  });
}

export async function makeOrder(t: TestApp, fixture: OrderFixture = {}): Promise<number> {
  const [id] = await makeOrders(t, 1, fixture);
  return id!;
}

export async function supplierOf(t: TestApp, supplierId: number) {
  const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.id, supplierId));
  if (!row) throw new Error(`no supplier ${supplierId}`);
  return row;
}

/** Two reasons a fixture conciliation is rejected with: an item's ICMS rate and another's quantity. */
export const ICMS_REASON: ConciliationReason = {
  code: 'icmsRate',
  item: 'ITEM-2',
  nItem: '2',
  po: '12.00',
  nf: '18.00',
};
export const QUANTITY_REASON: ConciliationReason = {
  code: 'quantity',
  item: 'ITEM-1',
  nItem: '1',
  po: '10',
  nf: '12.0000',
};

export type ItemFixture = Partial<Omit<typeof conciliationItems.$inferInsert, 'conciliationId'>>;

export interface HistoryFixture {
  kind: 'commercial' | 'fiscal' | 'conditional' | 'cancel' | 'observation' | 'rfm';
  status?: number | null;
  reasons?: ConciliationReason[] | null;
  note?: string | null;
  at?: Date;
  userId?: number | null;
}

export interface ConciliationFixture {
  commercial?: number;
  fiscal?: number;
  invoiceNumber?: string | null;
  invoiceSeries?: string | null;
  accessKey?: string | null;
  invoiceIssuedAt?: Date | null;
  issuerCnpj?: string | null;
  issuerName?: string | null;
  recipientCnpj?: string | null;
  invoiceTotal?: string | null;
  rejection?: ConciliationReason[] | null;
  observation?: string | null;
  createdAt?: Date;
  createdBy?: number | null;
  cancelled?: { reason: string; at?: Date; by?: number | null };
  conditional?: { by: number; at?: Date };
  rfm?: { at?: Date; by?: number | null };
  /** The uploaded XML, stored as the conciliation's file. */
  xml?: Buffer;
  items?: ItemFixture[];
  history?: HistoryFixture[];
}

/** Inserts one conciliation of the order, with its rows (line = position) and history; returns its id. */
export async function insertConciliation(t: TestApp, orderId: number, f: ConciliationFixture = {}): Promise<number> {
  const db = t.database.db;
  return db.transaction(async (tx) => {
    const file = f.xml
      ? await storeFile(tx, { name: 'nfe.xml', mimeType: 'application/xml', content: f.xml, userId: null })
      : null;
    const [row] = await tx
      .insert(conciliations)
      .values({
        orderId,
        commercialStatus: f.commercial ?? 2,
        fiscalStatus: f.fiscal ?? 2,
        invoiceNumber: f.invoiceNumber === undefined ? '1234' : f.invoiceNumber,
        invoiceSeries: f.invoiceSeries === undefined ? '1' : f.invoiceSeries,
        accessKey: f.accessKey ?? null,
        invoiceIssuedAt: f.invoiceIssuedAt === undefined ? new Date('2025-03-10T13:15:00Z') : f.invoiceIssuedAt,
        issuerCnpj: f.issuerCnpj ?? null,
        issuerName: f.issuerName ?? null,
        recipientCnpj: f.recipientCnpj ?? null,
        invoiceTotal: f.invoiceTotal ?? null,
        invoiceFileId: file?.id ?? null,
        rejection: f.rejection ?? null,
        observation: f.observation ?? null,
        createdAt: f.createdAt ?? clock.now(),
        createdBy: f.createdBy ?? null,
        cancelledAt: f.cancelled ? (f.cancelled.at ?? clock.now()) : null,
        cancelledBy: f.cancelled?.by ?? null,
        cancelReason: f.cancelled?.reason ?? null,
        conditionalBy: f.conditional?.by ?? null,
        conditionalAt: f.conditional ? (f.conditional.at ?? clock.now()) : null,
        rfmStatus: f.rfm ? 1 : 0,
        rfmAt: f.rfm ? (f.rfm.at ?? clock.now()) : null,
        rfmBy: f.rfm?.by ?? null,
      })
      .returning({ id: conciliations.id });
    const id = row!.id;
    if (f.items && f.items.length > 0) {
      await tx
        .insert(conciliationItems)
        .values(f.items.map((item, i) => ({ line: i + 1, reasons: [], ...item, conciliationId: id })));
    }
    if (f.history && f.history.length > 0) {
      await tx.insert(conciliationHistory).values(
        f.history.map((h) => ({
          conciliationId: id,
          kind: h.kind,
          status: h.status ?? null,
          reasons: h.reasons ?? null,
          note: h.note ?? null,
          at: h.at ?? clock.now(),
          userId: h.userId ?? null,
        })),
      );
    }
    return id;
  });
}

/** A realistic NF-e of the order's supplier for the order (numbers as given). */
export async function invoiceFor(
  t: TestApp,
  orderId: number,
  options: { number?: number; series?: number; items?: NfeItemInput[] } = {},
): Promise<BuiltNfe> {
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  const supplier = await supplierOf(t, order.supplierId);
  return buildNfeXml({
    issuerCnpj: supplier.cnpj,
    issuerName: supplier.name,
    recipientCnpj: order.buyerCnpj,
    number: options.number ?? 4321,
    series: options.series ?? 1,
    items: options.items ?? [
      {
        ean: '7891234567895',
        code: 'ITEM-1',
        description: 'Camiseta básica',
        ncm: '61091000',
        quantity: '10',
        unitCost: '25.5000',
        orderNumber: String(orderId),
      },
    ],
  });
}

let nextInvoiceNumber = 500_000;

/**
 * A conciliation reconciled on both sides (2/2) for the order, with a real NF-e stored as its XML and its
 * access key, issuer and totals as the fiscal step writes them.
 */
export async function insertApproved(
  t: TestApp,
  orderId: number,
  f: ConciliationFixture & { number?: number } = {},
): Promise<{ id: number; invoice: BuiltNfe }> {
  // the access key depends on the number: each approved conciliation gets its own invoice
  const number = f.number ?? nextInvoiceNumber++;
  const invoice = await invoiceFor(t, orderId, { number });
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const supplier = await supplierOf(t, order!.supplierId);
  const id = await insertConciliation(t, orderId, {
    commercial: 2,
    fiscal: 2,
    invoiceNumber: String(number),
    invoiceSeries: '1',
    accessKey: invoice.accessKey,
    issuerCnpj: supplier.cnpj,
    issuerName: supplier.name,
    recipientCnpj: order!.buyerCnpj,
    invoiceTotal: invoice.totals.invoice,
    xml: invoice.buffer,
    ...f,
  });
  return { id, invoice };
}

export async function conciliationRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(conciliations).where(eq(conciliations.id, id));
  return row ?? null;
}

export async function historyOf(t: TestApp, id: number) {
  return t.database.db
    .select()
    .from(conciliationHistory)
    .where(eq(conciliationHistory.conciliationId, id))
    .orderBy(asc(conciliationHistory.id));
}

export async function auditCount(t: TestApp, ids: readonly number[]): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(inArray(auditLog.entityId, ids.map(String)));
  return Number(row?.n ?? 0);
}

/** A GraphQL call as the web app makes it (shared with the other areas' tests). */
export { graphql, type GraphqlAnswer } from '../../../test/support/graphql-post';

/** One REST call as a signed-in user (shared with the other areas' tests). */
export { restCall as call, type RestAnswer } from '../../../test/support/rest-call';

/**
 * A REST call on a conciliation the logins do not see (another supplier's, CD's or company's) answers each of them
 * 404 conciliationNotFound, as for an unknown id. Answers the answers, for what a test checks further.
 */
export async function expectHiddenFrom<A extends { status: number; code: string | null }>(
  logins: readonly Login[],
  call: (login: Login) => Promise<A>,
): Promise<A[]> {
  const answers: A[] = [];
  for (const login of logins) {
    const answer = await call(login);
    expect([login, answer.status, answer.code]).toEqual([login, 404, 'conciliationNotFound']);
    answers.push(answer);
  }
  return answers;
}

export const RESULT_FIELDS = /* GraphQL */ `
  id
  pedido { id status fornecedor { id nome cnpj } }
  statusConciliacaoComercial { id descricao }
  statusConciliacaoFiscal { id descricao }
  notaFiscal serieNotaFiscal chaveAcesso dataNotaFiscal dataConciliacao valorNotaFiscal
  cnpjEmitente nomeEmitente cnpjDestinatario motivoReprovacao
  divergencias { codigo gravidade texto }
  observacao cancelada motivoCancelamento dataCancelamento usuarioCancelamento
  condicional { usuario data }
  statusRFM { id descricao } dataRFM
  conciliacaoItems {
    numeroItemNf codItemPo codItemNf descricaoCurtaPo descricaoCurtaNf eanPo eanNf quantityPo quantityNf
    ncmPo ncmNf custoUnitarioPo custoUnitarioNf valorVendaPo valorVendaNf aliquotaIcmsPo aliquotaIcmsNf
    aliquotaIpiPo aliquotaIpiNf motivoReprovacao motivos { codigo gravidade texto }
  }
`;
