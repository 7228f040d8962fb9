import type { CommercialCheckResultDto, FiscalCheckResultDto, InvoiceFileInput, Permission } from '@portal/domain';
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import {
  buildNfeXml,
  type BuiltNfe,
  type NfeBuildOptions,
  type NfeInput,
  type NfeItemInput,
} from '../../../test/support/nfe-builder';
import { graphqlAs, type GraphqlRawAnswer } from '../../../test/support/graphql-post';
import { useTestApp, useTokens, type TestApp } from '../../../test/support/test-app';
import {
  conciliationHistory,
  conciliationItems,
  conciliations,
  orderItems,
  orders,
  storedFiles,
  suppliers,
} from '../../db/schema/index';
import { signToken, verifyToken } from '../../platform/auth';
import type { DbOrTx } from '../../platform/database';

import { LOGINS } from './conciliation.test-support';
import { findOrderItems } from './reconcile.repository';
import { restCall } from '../../../test/support/rest-call';
import { approveRoadDocuments } from '../../../test/support/road-documents';

/** Helpers of the reconcile tests (and of other conciliation tests that need an uploaded invoice). */

export { LOGINS, SUPPLIER_A, SUPPLIER_B, type Login } from './conciliation.test-support';

/** The same user's token without some permissions (every profile holds reconcile: the refusal needs a forged one). */
export async function tokenWithout(t: TestApp, token: string, ...permissions: Permission[]): Promise<string> {
  const user = await verifyToken(token, t.config);
  return signToken(
    { ...user, permissions: user.permissions.filter((p) => !permissions.includes(p as Permission)) },
    t.config,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Orders and invoices

/** Orders already handed out per database, so that two picks in one test file never share an order. */
const taken = new WeakMap<object, Set<number>>();

export interface PickOptions {
  /** At least this many items (1 by default); at most `maxItems` (so a test reads few rows). */
  minItems?: number;
  maxItems?: number;
  /** A CD the order must be at (e.g. the logistics user's). */
  cdId?: number;
  /** A buying company the order must be of (a company user sees only its own). */
  companyId?: number;
  exclude?: Iterable<number>;
}

/**
 * An A order of the supplier without a current conciliation (none, or only cancelled ones), with items, whose road
 * to a conciliation is clear (no sample order of it, no subcontractor use: reconcile-road.ts; the approved documents
 * it needs are added) and that this helper has not handed out before on this database.
 */
export async function pickFreeOrder(db: DbOrTx, supplierId: number, options: PickOptions = {}): Promise<number> {
  const used = taken.get(db) ?? new Set<number>();
  taken.set(db, used);
  for (const id of options.exclude ?? []) used.add(id);
  const itemCount = sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
  const rows = await db
    .select({ id: orders.id, items: itemCount })
    .from(orders)
    .where(
      and(
        eq(orders.supplierId, supplierId),
        eq(orders.status, 'A'),
        options.cdId === undefined ? undefined : eq(orders.cdId, options.cdId),
        options.companyId === undefined ? undefined : eq(orders.companyId, options.companyId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(conciliations)
            .where(and(eq(conciliations.orderId, orders.id), isNull(conciliations.cancelledAt))),
        ),
        sql`not exists (select 1 from ${orders} s where s.sample_origin_order_id = ${orders.id})`,
        eq(orders.usesSubcontractor, false),
        sql`${itemCount} between ${options.minItems ?? 1} and ${options.maxItems ?? 1000}`,
      ),
    )
    .orderBy(asc(orders.id));
  const free = rows.find((row) => !used.has(row.id));
  if (!free) throw new Error(`supplier ${supplierId} has no free A order left`);
  used.add(free.id);
  await approveRoadDocuments(db, free.id);
  return free.id;
}

/** What the order says, as an invoice would repeat it. */
export async function orderForInvoice(db: DbOrTx, orderId: number) {
  const [order] = await db
    .select({ id: orders.id, buyerCnpj: orders.buyerCnpj, supplierCnpj: suppliers.cnpj, supplierName: suppliers.name })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  // the items as the commercial check reads them
  return { ...order, items: await findOrderItems(db, orderId) };
}

export interface InvoiceOverrides {
  /** Changes the invoice lines (built from the order's items, in item order). */
  items?: (items: NfeItemInput[]) => NfeItemInput[];
  /** Header fields (issuer, recipient, number …). */
  input?: Partial<NfeInput>;
  options?: NfeBuildOptions;
  /** File name and declared type of the upload; 'nfe.xml' and text/xml by default. */
  nome?: string;
  tipo?: string;
}

export interface TestInvoice extends BuiltNfe {
  /** conciliacaoComercial's `file` argument. */
  file: InvoiceFileInput;
  items: NfeItemInput[];
}

// invoice numbers far above the demo data's (1,200 … ~500,000), one per invoice: every key is new
let nextInvoiceNumber = 800_000_000 + (process.pid % 10_000) * 1_000;

/**
 * An NF-e that matches the order: the supplier's CNPJ as issuer, the order's cnpjComprador as recipient and
 * one line per item (EAN, code, quantity, NCM, unit cost, sale value, ICMS and IPI rates, xPed = the order).
 */
export async function invoiceForOrder(
  db: DbOrTx,
  orderId: number,
  overrides: InvoiceOverrides = {},
): Promise<TestInvoice> {
  const order = await orderForInvoice(db, orderId);
  const lines: NfeItemInput[] = order.items.map((item, index) => ({
    ean: item.ean,
    code: item.codItem,
    description: item.descricaoCurta.toUpperCase(),
    ncm: item.ncm,
    quantity: String(item.qtCompra),
    unitCost: item.custoUnitario,
    saleValue: item.valorVenda,
    icmsRate: item.aliquotaIcms,
    ...(Number(item.aliquotaIpi) === 0 ? {} : { ipiRate: item.aliquotaIpi }),
    orderNumber: String(order.id),
    orderItem: String(index + 1),
  }));
  const items = overrides.items ? overrides.items(lines) : lines;
  const built = buildNfeXml(
    {
      issuerCnpj: order.supplierCnpj,
      issuerName: order.supplierName,
      recipientCnpj: order.buyerCnpj,
      number: nextInvoiceNumber++,
      series: 1,
      items,
      ...overrides.input,
    },
    overrides.options,
  );
  return {
    ...built,
    items,
    file: {
      nome: overrides.nome ?? 'nfe.xml',
      tipo: overrides.tipo ?? 'text/xml',
      conteudo: built.buffer.toString('base64'),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Calls

/** A GraphQL call as the web app makes it, in pt-BR unless told; `errors` is absent when there are none. */
export const graphqlCall = <T>(
  t: TestApp,
  token: string | null,
  query: string,
  variables: Record<string, unknown>,
  language = 'pt-BR',
): Promise<GraphqlRawAnswer<T>> => graphqlAs<T>(t, token, query, variables, language);

export const COMMERCIAL_MUTATION = /* GraphQL */ `
  mutation ($id: Int!, $file: ArquivoNotaInput!) {
    conciliacaoComercial(id: $id, file: $file) {
      id
      idPedido
      statusConciliacaoComercial {
        id
        descricao
      }
      motivoReprovacao
    }
  }
`;

/** conciliacaoComercial(id, file): the result, or the error's code (and details) when refused. */
export async function uploadInvoice(
  t: TestApp,
  token: string | null,
  orderId: number,
  file: InvoiceFileInput | unknown,
  language = 'pt-BR',
): Promise<{
  result: CommercialCheckResultDto | null;
  code: string | null;
  details: Record<string, unknown> | null;
  status: number;
}> {
  const answer = await graphqlCall<{ conciliacaoComercial: CommercialCheckResultDto }>(
    t,
    token,
    COMMERCIAL_MUTATION,
    { id: orderId, file },
    language,
  );
  const error = answer.errors?.[0];
  return {
    result: answer.data?.conciliacaoComercial ?? null,
    code: error?.extensions?.code ?? null,
    details: error?.extensions?.details ?? null,
    status: answer.status,
  };
}

/** One REST call as a signed-in user (shared with the other areas' tests). */
export { restCall };

/** A call of the fiscal step on a conciliation, in pt-BR unless told: the check, or its conditional acceptance. */
const fiscalStepCall =
  (path: string) =>
  (t: TestApp, token: string | null, idConciliacao: number, language = 'pt-BR') =>
    restCall<FiscalCheckResultDto>(t, token, 'POST', `/api/conciliacaofiscal/${path}`, { idConciliacao }, language);

export const fiscalStep = fiscalStepCall('conciliacaoFiscal');
export const conditionalAcceptance = fiscalStepCall('conciliacaoCondicional');

/**
 * Uploads a matching invoice of the order and runs the fiscal step: a 2/2 conciliation (or what the overrides
 * make of it). Throws when the upload is refused.
 */
export async function reconcile(
  t: TestApp,
  token: string,
  orderId: number,
  overrides: InvoiceOverrides = {},
): Promise<{
  id: number;
  invoice: TestInvoice;
  commercial: CommercialCheckResultDto;
  fiscal: FiscalCheckResultDto | null;
}> {
  const invoice = await invoiceForOrder(t.database.db, orderId, overrides);
  const upload = await uploadInvoice(t, token, orderId, invoice.file);
  if (!upload.result) throw new Error(`upload refused: ${upload.code} ${JSON.stringify(upload.details)}`);
  if (upload.result.statusConciliacaoComercial.id !== 2) {
    return { id: upload.result.id, invoice, commercial: upload.result, fiscal: null };
  }
  const fiscal = await fiscalStep(t, token, upload.result.id);
  if (fiscal.status !== 200) throw new Error(`fiscal step refused: ${fiscal.status} ${JSON.stringify(fiscal.body)}`);
  return { id: upload.result.id, invoice, commercial: upload.result, fiscal: fiscal.body };
}

// ---------------------------------------------------------------------------------------------------------
// Reading what was written

/** Rows of every table an upload or a step writes: compare before and after a refused call. */
export async function writtenCounts(db: DbOrTx) {
  const count = async (
    table: typeof conciliations | typeof conciliationItems | typeof conciliationHistory | typeof storedFiles,
  ) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row!.n;
  };
  return {
    conciliations: await count(conciliations),
    items: await count(conciliationItems),
    history: await count(conciliationHistory),
    storedFiles: await count(storedFiles),
  };
}

export async function conciliationRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(conciliations).where(eq(conciliations.id, id));
  if (!row) throw new Error(`conciliation ${id} not found`);
  return row;
}

export async function itemRows(db: DbOrTx, conciliationId: number) {
  return db
    .select()
    .from(conciliationItems)
    .where(eq(conciliationItems.conciliationId, conciliationId))
    .orderBy(asc(conciliationItems.line));
}

export async function historyRows(db: DbOrTx, conciliationIds: readonly number[]) {
  if (conciliationIds.length === 0) return [];
  return db
    .select()
    .from(conciliationHistory)
    .where(inArray(conciliationHistory.conciliationId, [...conciliationIds]))
    .orderBy(asc(conciliationHistory.id));
}

/** The file's app, a token for every login, and its database (read inside tests and hooks). */
export function useReconcileApp() {
  const t = useTestApp();
  const tokens = useTokens(t, LOGINS);
  return { t, tokens, db: () => t.database.db };
}
