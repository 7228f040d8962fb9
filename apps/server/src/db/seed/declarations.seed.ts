import { addDays, DECLARATION_STATUS, saoPauloInstant, type DeclarationStatusId } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/database';
import { storeFile } from '../../platform/files';
import { PDF_COLORS, PDF_FONT, PDF_FONT_BOLD, createPdf, pdfBytes } from '../../platform/pdf';
import { producerDeclarations, users } from '../schema/index';
import type { DemoData } from './demo-data';
import { DEMO_SEED } from './demo-data';
import { buildDocx } from './docx-builder';
import { DEMO_NORMS } from './norms.seed';
import { createRandom, deriveSeed, type Random } from './random';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from './suppliers.seed';

/** Renner: the only company that asks for producer declarations (reference-data.ts COMPANY_FLAGS). */
const RENNER = 1;

/** One upload of the demo, with its audit; who sent and audited it named by login (ids are the database's). */
export interface DemoDeclaration {
  orderId: number;
  supplierId: number;
  supplierName: string;
  /** Days before the demo's today the file was sent. */
  daysAgo: number;
  status: DeclarationStatusId;
  fecomercioStatus: number;
  normCode: string | null;
  itemFobMin: string | null;
  itemFobMax: string | null;
  declaredOn: string | null;
  validUntil: string | null;
  djoNumber: string | null;
  djoDate: string | null;
  currency: string | null;
  protocol: string | null;
  rmsStatus: string | null;
  rmsError: string | null;
  note: string | null;
  format: 'pdf' | 'docx';
  byLogin: string | null;
}

/** What an auditor writes when a declaration is refused (shown to the supplier). */
const REJECTION_NOTES = [
  'Declaração sem a assinatura do responsável legal do produtor. Envie o documento assinado.',
  'O CNPJ do produtor na declaração não confere com o do fornecedor do pedido.',
  'Faltam os códigos NCM dos itens declarados. Reenvie com a relação completa dos itens.',
  'A data da declaração é posterior à data de embarque informada. Corrija e reenvie.',
  'Documento ilegível na página 2; envie uma cópia digitalizada com melhor resolução.',
] as const;

const RMS_ERRORS = [
  'Timeout ao enviar a declaração ao RMS (tentativa 3 de 3).',
  'RMS recusou o registro: fornecedor inativo no cadastro do RMS.',
] as const;

const CURRENCIES: readonly (readonly [string, number])[] = [
  ['USD', 6],
  ['BRL', 3],
  ['EUR', 1],
];

/** How likely an order that needs a declaration has one, by its status (sent orders mostly have theirs). */
const SHARE: Readonly<Record<string, number>> = { D: 0.75, A: 0.3, S: 0.45, W: 0.35, I: 0.35, C: 0.3, M: 0.25, N: 0.2 };
/** A share of the declarations whose validity falls within 30 days either side of today (expiring or expired). */
const NEAR_EXPIRY_SHARE = 0.22;

function price(random: Random, min: number, max: number): string {
  return (random.int(min * 100, max * 100) / 100).toFixed(2);
}

/**
 * The demo's producer declarations (pure: the same data gives the same rows). Orders that need one (a supplier that
 * asks for it, Renner, nature Normal) get one by their status's share; supplier A's approved (A) orders get one only
 * once reconciled, so its open A orders still wait for theirs (the road's journeys start from them). Supplier B,
 * which no longer asks for declarations, keeps two from before. Every status and Fecomercio state is present; about
 * a fifth of the validity dates fall within 30 days of today, before or after; a few orders were sent twice (a
 * rejected file, then a new one).
 */
export function demoDeclarations(data: Pick<DemoData, 'today' | 'suppliers' | 'orders' | 'conciliations'>) {
  const random = createRandom(deriveSeed(DEMO_SEED, `declarations:${data.today}`));
  const suppliers = new Map(data.suppliers.map((s) => [s.row.id, s.row]));
  const reconciled = new Set(data.conciliations.conciliations.map((c) => c.orderId));
  const activeNorms = DEMO_NORMS.filter((n) => n.active).map((n) => n.code);
  const inactiveNorms = DEMO_NORMS.filter((n) => !n.active).map((n) => n.code);
  const today = data.today;
  const chosen = data.orders.filter((o) => {
    if (o.companyId !== RENNER || o.nature !== 'Normal') return false;
    if (o.supplierId === DEMO_SUPPLIER_B_ID) return false;
    if (!suppliers.get(o.supplierId)?.requireProducerDeclaration) return false;
    if (o.supplierId === DEMO_SUPPLIER_A_ID && o.status === 'A') return reconciled.has(o.id);
    return random.chance(SHARE[o.status] ?? 0.2);
  });
  const fromB = data.orders
    .filter((o) => o.supplierId === DEMO_SUPPLIER_B_ID && o.companyId === RENNER && o.nature === 'Normal')
    .sort((a, b) => a.id - b.id)
    .slice(0, 2);

  const rows: DemoDeclaration[] = [];
  let fecomercioCycle = 0;
  const audited = (order: (typeof chosen)[number], status: DeclarationStatusId, daysAgo: number): DemoDeclaration => {
    const supplier = suppliers.get(order.supplierId)!;
    const sentOn = addDays(today, -daysAgo);
    const near = random.chance(NEAR_EXPIRY_SHARE);
    const nearDay = addDays(today, random.int(-30, 30));
    const sentDeclaredOn = addDays(sentOn, -random.int(1, 12));
    // a declaration about to lapse was signed about a year before (never after its validity)
    const declaredOn = near && addDays(nearDay, -365) < sentDeclaredOn ? addDays(nearDay, -365) : sentDeclaredOn;
    const validUntil = near ? nearDay : addDays(declaredOn, random.pick([180, 365, 365, 730]));
    const awaiting = status === DECLARATION_STATUS.awaiting;
    // the ten Fecomercio states in turn on the audited ones, so every state is there whatever the day
    const fecomercioStatus = awaiting ? 1 : (fecomercioCycle++ % 10) + 1;
    const fobMin = price(random, 4, 40);
    const rmsFailed = fecomercioStatus === 10 || random.chance(0.05);
    return {
      orderId: order.id,
      supplierId: order.supplierId,
      supplierName: supplier.name,
      daysAgo,
      status,
      fecomercioStatus,
      normCode: awaiting ? null : random.chance(0.1) ? random.pick(inactiveNorms) : random.pick(activeNorms),
      itemFobMin: awaiting ? null : fobMin,
      itemFobMax: awaiting ? null : (Number(fobMin) + random.int(50, 2500) / 100).toFixed(2),
      declaredOn,
      validUntil,
      djoNumber: awaiting ? null : `DJO-${declaredOn.slice(0, 4)}/${random.digits(6)}`,
      djoDate: awaiting ? null : addDays(declaredOn, -random.int(0, 5)),
      currency: awaiting ? null : random.weighted(CURRENCIES),
      protocol: fecomercioStatus >= 2 ? `FEC-${sentOn.slice(0, 4)}-${random.digits(7)}` : null,
      rmsStatus: awaiting ? null : rmsFailed ? 'Erro' : status === DECLARATION_STATUS.approved ? 'Enviado' : 'Pendente',
      rmsError: !awaiting && rmsFailed ? random.pick(RMS_ERRORS) : null,
      note: status === DECLARATION_STATUS.rejected ? random.pick(REJECTION_NOTES) : null,
      format: random.chance(0.5) ? 'pdf' : 'docx',
      byLogin:
        order.supplierId === DEMO_SUPPLIER_A_ID
          ? 'fornecedor'
          : order.supplierId === DEMO_SUPPLIER_B_ID
            ? 'fornecedor2'
            : null,
    };
  };

  for (const order of [...chosen, ...fromB]) {
    const sinceIssue = Math.max(
      1,
      Math.min(120, Math.round((Date.parse(today) - Date.parse(order.issuedAt)) / 86_400_000)),
    );
    const daysAgo = random.int(0, sinceIssue);
    const status = random.weighted<DeclarationStatusId>([
      [DECLARATION_STATUS.awaiting, 3],
      [DECLARATION_STATUS.approved, 5],
      [DECLARATION_STATUS.rejected, 2],
    ]);
    // a rejected first file sent again: the order's history has two rows
    if (status !== DECLARATION_STATUS.rejected && daysAgo > 3 && random.chance(0.12))
      rows.push(audited(order, DECLARATION_STATUS.rejected, daysAgo + random.int(3, 15)));
    rows.push(audited(order, status, daysAgo));
  }
  return rows;
}

/** A one-page declaration as a producer signs it, for the demo's PDF files. */
async function declarationPdf(d: DemoDeclaration): Promise<Buffer> {
  const doc = createPdf({
    title: `Declaração do produtor - pedido ${d.orderId}`,
    subject: 'Declaração do produtor',
    author: d.supplierName,
    language: 'pt-BR',
  });
  doc.font(PDF_FONT_BOLD).fontSize(16).text('Declaração do Produtor');
  doc.moveDown(0.5).font(PDF_FONT).fontSize(10).fillColor(PDF_COLORS.muted);
  doc.text(`Pedido ${d.orderId} - Lojas Renner S.A.`);
  doc.moveDown(1).fillColor(PDF_COLORS.text).fontSize(11);
  doc.text(
    `${d.supplierName}, na qualidade de produtor das mercadorias do pedido ${d.orderId}, declara, para fins de ` +
      'comprovação de origem, que os produtos foram fabricados no Brasil com os materiais e processos descritos na ' +
      'ficha técnica, atendendo às normas de origem aplicáveis.',
    { align: 'justify' },
  );
  doc.moveDown(2).text(`Data da declaração: ${d.declaredOn ?? '---'}`);
  doc.moveDown(3).text('________________________________________');
  doc.text('Responsável legal do produtor');
  return pdfBytes(doc);
}

function declarationDocx(d: DemoDeclaration): Buffer {
  return buildDocx([
    { text: 'Declaração do Produtor', bold: true },
    { text: `Pedido ${d.orderId} - Lojas Renner S.A.` },
    {
      text:
        `${d.supplierName}, na qualidade de produtor das mercadorias do pedido ${d.orderId}, declara, para fins de ` +
        'comprovação de origem, que os produtos foram fabricados no Brasil com os materiais e processos descritos na ' +
        'ficha técnica.',
    },
    { text: `Data da declaração: ${d.declaredOn ?? '---'}` },
    { text: 'Responsável legal do produtor' },
  ]);
}

/** Writes the demo's declarations (files in stored_files), oldest first; `normIds` by code (seedNorms). */
export async function seedDeclarations(
  tx: Tx,
  data: Pick<DemoData, 'today' | 'suppliers' | 'orders' | 'conciliations'>,
  normIds: ReadonlyMap<string, number>,
): Promise<number> {
  const rows = demoDeclarations(data).sort((a, b) => b.daysAgo - a.daysAgo || a.orderId - b.orderId);
  const logins = await tx
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(inArray(users.login, ['admin', 'fornecedor', 'fornecedor2']));
  const userOf = new Map(logins.map((u) => [u.login, u.id]));
  const admin = userOf.get('admin') ?? null;
  for (const d of rows) {
    const by = d.byLogin === null ? null : (userOf.get(d.byLogin) ?? null);
    const content = d.format === 'pdf' ? await declarationPdf(d) : declarationDocx(d);
    const file = await storeFile(tx, {
      name: `declaracao-produtor-${d.orderId}.${d.format}`,
      mimeType:
        d.format === 'pdf'
          ? 'application/pdf'
          : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      content,
      userId: by,
    });
    const sentAt = saoPauloInstant(addDays(data.today, -d.daysAgo), '10:15:00');
    const auditedAt =
      d.status === DECLARATION_STATUS.awaiting
        ? sentAt
        : saoPauloInstant(addDays(data.today, -Math.max(0, d.daysAgo - 2)), '16:40:00');
    await tx.insert(producerDeclarations).values({
      orderId: d.orderId,
      supplierId: d.supplierId,
      fileId: file.id,
      status: d.status,
      fecomercioStatus: d.fecomercioStatus,
      rmsStatus: d.rmsStatus,
      rmsError: d.rmsError,
      normId: d.normCode === null ? null : (normIds.get(d.normCode) ?? null),
      itemFobMin: d.itemFobMin,
      itemFobMax: d.itemFobMax,
      declaredOn: d.declaredOn,
      validUntil: d.validUntil,
      djoNumber: d.djoNumber,
      djoDate: d.djoDate,
      currency: d.currency,
      protocol: d.protocol,
      note: d.note,
      createdAt: sentAt,
      createdBy: by,
      updatedAt: auditedAt,
      updatedBy: d.status === DECLARATION_STATUS.awaiting ? by : admin,
    });
  }
  return rows.length;
}
