import {
  addDays,
  certificateTypeName,
  COMPANIES,
  formatDateBr,
  needsSustainabilityCertificate,
  saoPauloDate,
  saoPauloInstant,
  type OrderNature,
} from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/database';
import { storeFile } from '../../platform/files';
import { PDF_COLORS, PDF_FONT, PDF_FONT_BOLD, createPdf, drawTable, pdfBytes } from '../../platform/pdf';
import { COMPANY_FLAGS } from '../reference-data';
import { sustainabilityCertificates, users } from '../schema/index';
import type { DemoData } from './demo-data';
import { DEMO_SEED } from './demo-data';
import { createRandom, deriveSeed, type Random } from './random';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from './suppliers.seed';

/** The share of the other suppliers' orders that need a certificate and have one in the demo. */
const SHARE_OF_OTHERS = 0.12;

/**
 * The demo's sustainability certificates (checklist 2.1): uploads for the orders that need one by the routing rule
 * (flag BCI or OUTROS, a company that requires certificates, nature Normal or Importado), every audit status and
 * both types, some second certificates tied to another UDA, rejected ones sent again, and validity dates around the
 * demo's today (some lapsing within 30 days, some lapsed). Supplier A's approved (status A) orders keep no
 * certificate but the newest two: the reconcile road's journeys start from them.
 */

type Uda = { id: number; code: string; description: string };

/** One certificate of the demo; who uploaded and audited it named by login. */
export interface DemoCertificate {
  orderId: number;
  supplierId: number;
  supplierName: string;
  companyName: string;
  slot: 1 | 2;
  certificateType: 1 | 2;
  materialCode: string | null;
  expeditionDate: string | null;
  uda: Uda | null;
  status: 0 | 1 | 2;
  certificateValid: boolean;
  validUntil: string | null;
  activeValidityPeriod: boolean | null;
  conciliationApproved: boolean | null;
  rating: string | null;
  notes: string | null;
  buyerIdMatchesStore: boolean | null;
  bccuQuantity: string | null;
  bccuWithinMargin: boolean | null;
  odnCodeRepeated: boolean | null;
  odnCertificateCode: string | null;
  createdAt: Date;
  updatedAt: Date;
  uploadedBy: string;
}

const REJECTION_NOTES = [
  'Buyer ID do certificado não confere com o cadastro da loja; envie o certificado emitido para a Renner.',
  'Quantidade de BCCUs abaixo da quantidade de peças do pedido, fora da margem de erro.',
  'Código ODN já utilizado em outro pedido; envie o certificado de transação correto.',
  'Documento ilegível: envie o PDF original emitido pela certificadora.',
  'Certificado vencido na data de expedição da mercadoria.',
] as const;

const APPROVAL_NOTES = [
  'Buyer ID confere com a loja; BCCUs dentro da margem.',
  'Certificado de transação conferido com a plataforma da certificadora.',
  null,
  'Aprovado após conferência do código ODN.',
] as const;

const RATINGS = ['Conforme', 'Conforme com ressalvas', 'Não conforme'] as const;

const OTHER_ATTRIBUTES = [
  'Poliéster reciclado (GRS)',
  'Algodão orgânico (OCS)',
  'Viscose de fonte certificada (FSC)',
  'Tingimento com baixo consumo de água',
  'Linho europeu (European Flax)',
] as const;

/** The UDAs of each order's items, in order of first appearance (order_item_details.udas). */
function udasByOrder(data: Pick<DemoData, 'items' | 'details'>): Map<number, Uda[]> {
  const orderOfItem = new Map(data.items.map((i) => [i.id, i.orderId]));
  const map = new Map<number, Uda[]>();
  for (const d of data.details) {
    const orderId = orderOfItem.get(d.itemId);
    if (orderId === undefined) continue;
    const list = map.get(orderId) ?? [];
    for (const uda of d.udas ?? []) if (!list.some((u) => u.id === uda.id)) list.push(uda);
    map.set(orderId, list);
  }
  return map;
}

const time = (random: Random) =>
  `${String(random.int(8, 17)).padStart(2, '0')}:${random.pick(['05', '20', '35', '50'])}:00`;

/** The orders of the demo that need a certificate (the routing rule), by id. */
export function ordersNeedingCertificate(data: Pick<DemoData, 'orders'>) {
  return data.orders
    .filter((o) => {
      const company = COMPANIES.find((c) => c.id === o.companyId)!;
      return needsSustainabilityCertificate({
        sustentabilidade: o.sustainability ?? '',
        naturezaPedido: o.nature as OrderNature,
        empresa: { exigirCertSustentabilidade: COMPANY_FLAGS[company.key].requireSustainabilityCertificate },
      });
    })
    .sort((a, b) => a.id - b.id);
}

/** Supplier A's approved orders that need a certificate and keep none (the road's journeys start from them). */
export function uncertifiedOrdersOfA(data: Pick<DemoData, 'orders'>): number[] {
  const approved = ordersNeedingCertificate(data).filter(
    (o) => o.supplierId === DEMO_SUPPLIER_A_ID && o.status === 'A',
  );
  return approved.slice(0, Math.max(0, approved.length - 2)).map((o) => o.id);
}

/** The demo's certificates, deterministic for a day, in upload order. */
export function demoCertificates(data: Pick<DemoData, 'orders' | 'items' | 'details' | 'suppliers' | 'today'>) {
  const random = createRandom(deriveSeed(DEMO_SEED, `sustainability:${data.today}`));
  const { today } = data;
  const udas = udasByOrder(data);
  const kept = new Set(uncertifiedOrdersOfA(data));
  const supplierName = new Map(data.suppliers.map((s) => [s.row.id, s.row.name]));
  const certificates: DemoCertificate[] = [];

  for (const order of ordersNeedingCertificate(data)) {
    if (kept.has(order.id) || order.issuedAt > today) continue;
    // the demo logins' suppliers have theirs; of the others' a sample (the list pages, the seed stays quick)
    const demoSupplier = order.supplierId === DEMO_SUPPLIER_A_ID || order.supplierId === DEMO_SUPPLIER_B_ID;
    if (!random.chance(demoSupplier ? 0.85 : SHARE_OF_OTHERS)) continue;
    const companyName = COMPANIES.find((c) => c.id === order.companyId)!.name;
    const orderUdas = udas.get(order.id) ?? [];
    const type = order.sustainability === 'BCI' ? 1 : 2;
    const base = (slot: 1 | 2, day: string, status: 0 | 1 | 2): DemoCertificate => {
      const createdAt = saoPauloInstant(day, time(random));
      const audited = status !== 0 && addDays(day, 1) <= today;
      const auditDay = audited ? addDays(day, random.int(1, 4)) : day;
      const updatedAt = audited && auditDay <= today ? saoPauloInstant(auditDay, '11:30:00') : createdAt;
      const kind = slot === 2 ? 2 : type;
      const validity = random.weighted<'none' | 'expired' | 'expiring' | 'valid'>([
        ['expired', 2],
        ['expiring', 3],
        ['valid', 6],
        ['none', status === 0 ? 6 : 1],
      ]);
      const validUntil =
        validity === 'none'
          ? null
          : validity === 'expired'
            ? addDays(today, -random.int(1, 28))
            : validity === 'expiring'
              ? addDays(today, random.int(0, 30))
              : addDays(today, random.int(60, 400));
      const bccu = kind === 1 ? (Math.round(order.qtPieces * random.int(18, 32)) / 100).toFixed(4) : null;
      return {
        orderId: order.id,
        supplierId: order.supplierId,
        supplierName: supplierName.get(order.supplierId) ?? '',
        companyName,
        slot,
        certificateType: kind,
        materialCode: kind === 1 ? `BCI-${day.slice(0, 4)}-${random.digits(6)}` : null,
        expeditionDate: kind === 2 ? addDays(day, -random.int(1, 20)) : null,
        uda:
          slot === 2
            ? (orderUdas.find((u) => u.code !== 'BCI') ?? null)
            : kind === 1
              ? (orderUdas.find((u) => u.code === 'BCI') ?? null)
              : null,
        status,
        certificateValid: status === 1,
        validUntil: status === 0 && validity !== 'expiring' ? null : validUntil,
        activeValidityPeriod: status === 0 ? null : validity !== 'expired',
        conciliationApproved: status === 0 ? null : status === 1,
        rating: status === 0 ? null : status === 1 ? random.pick(RATINGS.slice(0, 2)) : RATINGS[2],
        notes: status === 2 ? random.pick(REJECTION_NOTES) : status === 1 ? random.pick(APPROVAL_NOTES) : null,
        buyerIdMatchesStore: status === 0 ? null : status === 1 || random.chance(0.5),
        bccuQuantity: status === 0 ? null : bccu,
        bccuWithinMargin: status === 0 || kind !== 1 ? null : status === 1,
        odnCodeRepeated: status === 0 ? null : status === 2 && random.chance(0.3),
        odnCertificateCode: kind === 1 && status !== 0 ? `ODN-BR-${day.slice(0, 4)}-${random.digits(6)}` : null,
        createdAt,
        updatedAt,
        uploadedBy: random.chance(0.85) ? 'supplier' : 'admin',
      };
    };
    const first = latest(order.issuedAt, addDays(today, -random.int(3, 80)));
    const status = random.weighted<0 | 1 | 2>([
      [0, 4],
      [1, 5],
      [2, 2],
    ]);
    certificates.push(base(1, first, status));
    // a rejected certificate is often sent again, and awaits its audit
    if (status === 2 && random.chance(0.6) && addDays(first, 3) <= today)
      certificates.push(base(1, addDays(first, random.int(2, 3)), random.chance(0.3) ? 1 : 0));
    // other attributes sometimes come with a second certificate tied to another UDA
    if (type === 2 && orderUdas.some((u) => u.code !== 'BCI') && random.chance(0.4))
      certificates.push(base(2, first, random.pick([0, 1] as const)));
  }
  return certificates.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.orderId - b.orderId);
}

function latest(a: string, b: string): string {
  return a > b ? a : b;
}

/** The certificate's PDF: what a certifier's transaction certificate or an attribute declaration looks like. */
export async function demoCertificatePdf(c: DemoCertificate, code: string): Promise<Buffer> {
  const cotton = c.certificateType === 1;
  const title = cotton ? 'Certificado de Transação - Algodão BCI' : 'Declaração de Atributo Sustentável';
  const doc = createPdf({
    title: `${title} - pedido ${c.orderId}`,
    subject: 'Certificado de sustentabilidade',
    author: 'Portal Fornecedor (demo)',
    language: 'pt-BR',
  });
  doc.font(PDF_FONT_BOLD).fontSize(16).text(title);
  doc.moveDown(0.3).font(PDF_FONT).fontSize(10).fillColor(PDF_COLORS.muted);
  doc.text(`Certificado ${code} - ${certificateTypeName(c.certificateType, 'pt-BR')}`);
  doc.text(`Emitido para ${c.companyName} (comprador) - fornecedor ${c.supplierName}`);
  doc.moveDown(1).fillColor(PDF_COLORS.text);
  const rows: string[][] = [
    ['Pedido de compra', String(c.orderId)],
    ['Fornecedor', c.supplierName],
    ...(cotton
      ? [
          ['Código do material', c.materialCode ?? '-'],
          ['Código do certificado ODN', c.odnCertificateCode ?? 'a confirmar'],
          ['Quantidade de BCCUs', c.bccuQuantity ?? 'a confirmar'],
        ]
      : [
          ['Atributo', c.uda?.description ?? OTHER_ATTRIBUTES[c.orderId % OTHER_ATTRIBUTES.length]!],
          ['Data de expedição', formatDateBr(c.expeditionDate)],
        ]),
    ['Validade', c.validUntil ? formatDateBr(c.validUntil) : 'conforme auditoria'],
  ];
  drawTable(doc, {
    columns: [
      { header: 'Campo', width: 180 },
      { header: 'Valor', width: 300 },
    ],
    rows,
    fontSize: 10,
    zebra: true,
  });
  doc.moveDown(1).font(PDF_FONT).fontSize(8).fillColor(PDF_COLORS.muted);
  doc.text(
    cotton
      ? 'Documento emitido a partir da plataforma Better Cotton. Confira o Buyer ID da loja antes de aprovar.'
      : 'Declaração do fornecedor acompanhada do certificado da certificadora do atributo.',
    doc.page.margins.left,
  );
  return pdfBytes(doc);
}

/** Writes the demo certificates in upload order (ids grow with it), each with its PDF. */
export async function seedSustainabilityCertificates(
  tx: Tx,
  data: Pick<DemoData, 'orders' | 'items' | 'details' | 'suppliers' | 'today'>,
): Promise<number> {
  const certificates = demoCertificates(data);
  const found = await tx
    .select({ id: users.id, login: users.login, supplierId: users.supplierId })
    .from(users)
    .where(inArray(users.login, ['admin', 'fornecedor', 'fornecedor2']));
  const admin = found.find((u) => u.login === 'admin')?.id ?? null;
  const supplierUser = new Map(found.filter((u) => u.supplierId !== null).map((u) => [u.supplierId!, u.id]));
  for (const [index, c] of certificates.entries()) {
    const by = c.uploadedBy === 'supplier' ? (supplierUser.get(c.supplierId) ?? admin) : admin;
    const code = `CS${saoPauloDate(c.createdAt).slice(0, 4)}-${String(index + 1).padStart(6, '0')}`;
    const content = await demoCertificatePdf(c, code);
    const name = `certificado-${c.certificateType === 1 ? 'bci' : 'atributo'}-${c.orderId}${c.slot === 2 ? '-2' : ''}.pdf`;
    const file = await storeFile(tx, { name, mimeType: 'application/pdf', content, userId: by });
    const [row] = await tx
      .insert(sustainabilityCertificates)
      .values({
        orderId: c.orderId,
        supplierId: c.supplierId,
        slot: c.slot,
        fileId: file.id,
        certificateCode: code,
        certificateType: c.certificateType,
        materialCode: c.materialCode,
        expeditionDate: c.expeditionDate,
        udaId: c.uda?.id ?? null,
        udaCode: c.uda?.code ?? null,
        udaDescription: c.uda?.description ?? null,
        status: c.status,
        certificateValid: c.certificateValid,
        activeValidityPeriod: c.activeValidityPeriod,
        validUntil: c.validUntil,
        conciliationApproved: c.conciliationApproved,
        rating: c.rating,
        notes: c.notes,
        buyerIdMatchesStore: c.buyerIdMatchesStore,
        bccuQuantity: c.bccuQuantity,
        bccuWithinMargin: c.bccuWithinMargin,
        odnCodeRepeated: c.odnCodeRepeated,
        odnCertificateCode: c.odnCertificateCode,
        createdAt: c.createdAt,
        createdBy: by,
        updatedAt: c.updatedAt,
        updatedBy: c.status === 0 ? by : admin,
      })
      .returning({ id: sustainabilityCertificates.id });
    // the code the portal gives an upload: CS<year>-<id>
    const expected = `CS${saoPauloDate(c.createdAt).slice(0, 4)}-${String(row!.id).padStart(6, '0')}`;
    if (expected !== code)
      await tx
        .update(sustainabilityCertificates)
        .set({ certificateCode: expected })
        .where(eq(sustainabilityCertificates.id, row!.id));
  }
  return certificates.length;
}
