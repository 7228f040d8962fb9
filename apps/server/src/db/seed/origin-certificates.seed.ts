import { addDays, saoPauloInstant } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/database';
import { storeFile } from '../../platform/files';
import { PDF_COLORS, PDF_FONT, PDF_FONT_BOLD, createPdf, drawTable, pdfBytes } from '../../platform/pdf';
import { originCertificates, users } from '../schema/index';
import type { DemoData } from './demo-data';
import { DEMO_SEED } from './demo-data';
import { createRandom, deriveSeed, type Random } from './random';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from './suppliers.seed';

/**
 * The demo's origin certificates: most orders of supplier B (which requires them), a share of the orders of the
 * other suppliers that require them, a dozen of supplier A's (so the demo supplier login sees rows) and a few of
 * suppliers that do not require them. Every certificate has a real one-page PDF. Deterministic for a given day.
 */

/** A certificate of the demo; who uploaded it is named by login (ids are the database's). */
export interface DemoOriginCertificate {
  orderId: number;
  supplierId: number;
  supplierName: string;
  code: string;
  /** The trade agreement the certificate is issued under (drawn on the PDF). */
  agreement: Agreement;
  createdAt: Date;
  updatedAt: Date;
  byLogin: string;
}

/** Trade agreements under which Brazil's imports carry a certificate of origin (ALADI's ACE numbering). */
interface Agreement {
  key: string;
  name: string;
  country: string;
  issuer: string;
}

const AGREEMENTS: readonly Agreement[] = [
  {
    key: 'ACE18',
    name: 'ACE 18 - Mercosul',
    country: 'Argentina',
    issuer: 'Cámara de Exportadores de la República Argentina',
  },
  {
    key: 'ACE18',
    name: 'ACE 18 - Mercosul',
    country: 'Paraguai',
    issuer: 'Cámara de Comercio y Servicios de Paraguay',
  },
  { key: 'ACE18', name: 'ACE 18 - Mercosul', country: 'Uruguai', issuer: 'Cámara de Industrias del Uruguay' },
  { key: 'ACE35', name: 'ACE 35 - Mercosul-Chile', country: 'Chile', issuer: 'Sociedad de Fomento Fabril' },
  {
    key: 'ACE36',
    name: 'ACE 36 - Mercosul-Bolívia',
    country: 'Bolívia',
    issuer: 'Cámara Nacional de Exportadores de Bolivia',
  },
  { key: 'ACE58', name: 'ACE 58 - Mercosul-Peru', country: 'Peru', issuer: 'Asociación de Exportadores del Perú' },
  {
    key: 'ACE59',
    name: 'ACE 59 - Mercosul-Equador',
    country: 'Equador',
    issuer: 'Federación Ecuatoriana de Exportadores',
  },
  { key: 'ACE72', name: 'ACE 72 - Mercosul-Colômbia', country: 'Colômbia', issuer: 'Cámara de Comercio de Bogotá' },
];

/** Shares of the orders that get a certificate, by kind of supplier. */
const SHARE_SUPPLIER_B = 0.16;
const SHARE_REQUIRING = 0.08;
const SHARE_OTHERS = 0.004;
const SUPPLIER_A_COUNT = 12;

type Order = Pick<DemoData['orders'][number], 'id' | 'supplierId' | 'issuedAt' | 'status'>;
type Supplier = { row: { id: number; name: string; requireOriginCertificate?: boolean | null } };

/** An upload instant: `days` after the order's issue, in office hours, never after the demo's today at 10:00. */
function uploadInstant(random: Random, from: string, days: number, today: string): Date {
  const day = addDays(from, days) > today ? today : addDays(from, days);
  const hour = day === today ? random.int(7, 9) : random.int(8, 18);
  const time = `${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
  return saoPauloInstant(day, time);
}

/** The demo's certificates, oldest order first; the codes are unique per agreement and year. */
export function demoOriginCertificates(data: {
  orders: readonly Order[];
  suppliers: readonly Supplier[];
  today: string;
}): DemoOriginCertificate[] {
  const random = createRandom(deriveSeed(DEMO_SEED, `origin-certificates:${data.today}`));
  const suppliers = new Map(data.suppliers.map((s) => [s.row.id, s.row]));
  const sequences = new Map<string, number>();
  const ofSupplierA = data.orders.filter((o) => o.supplierId === DEMO_SUPPLIER_A_ID && o.issuedAt <= data.today);
  const chosenA = new Set(random.sample(ofSupplierA, Math.min(SUPPLIER_A_COUNT, ofSupplierA.length)).map((o) => o.id));
  const certificates: DemoOriginCertificate[] = [];
  const ordered = [...data.orders].sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.id - b.id);
  for (const order of ordered) {
    const supplier = suppliers.get(order.supplierId);
    if (!supplier || order.status === 'C' || order.issuedAt > data.today) continue;
    const share =
      supplier.id === DEMO_SUPPLIER_B_ID
        ? SHARE_SUPPLIER_B
        : supplier.id === DEMO_SUPPLIER_A_ID
          ? chosenA.has(order.id)
            ? 1
            : 0
          : supplier.requireOriginCertificate
            ? SHARE_REQUIRING
            : SHARE_OTHERS;
    if (!random.chance(share)) continue;
    const agreement = random.pick(AGREEMENTS);
    const year = order.issuedAt.slice(0, 4);
    const sequenceKey = `${agreement.key}-${year}`;
    const sequence = (sequences.get(sequenceKey) ?? random.int(100, 900)) + random.int(1, 40);
    sequences.set(sequenceKey, sequence);
    const code = `COD-${agreement.key}-${year}-${String(sequence).padStart(6, '0')}`;
    const createdAt = uploadInstant(random, order.issuedAt, random.int(2, 25), data.today);
    // a quarter were corrected later (a new code or a clearer scan)
    const edited = random.chance(0.25);
    const createdDay = createdAt.toISOString().slice(0, 10);
    const updatedAt = edited ? uploadInstant(random, createdDay, random.int(1, 12), data.today) : createdAt;
    const byLogin =
      supplier.id === DEMO_SUPPLIER_A_ID ? 'fornecedor' : supplier.id === DEMO_SUPPLIER_B_ID ? 'fornecedor2' : 'admin';
    certificates.push({
      orderId: order.id,
      supplierId: supplier.id,
      supplierName: supplier.name,
      code,
      agreement,
      createdAt,
      updatedAt: updatedAt < createdAt ? createdAt : updatedAt,
      byLogin,
    });
  }
  return certificates;
}

/** A one-page certificate of origin as a chamber of commerce issues it (a small, real PDF). */
export async function demoOriginCertificatePdf(certificate: DemoOriginCertificate): Promise<Buffer> {
  const doc = createPdf({
    title: `Certificado de origem ${certificate.code}`,
    subject: `Certificado de origem - ${certificate.agreement.name}`,
    author: certificate.agreement.issuer,
    language: 'pt-BR',
  });
  doc.font(PDF_FONT_BOLD).fontSize(16).text('Certificado de Origem');
  doc.moveDown(0.3);
  doc.font(PDF_FONT).fontSize(10).fillColor(PDF_COLORS.muted);
  doc.text(`${certificate.agreement.name} - Associação Latino-Americana de Integração (ALADI)`);
  doc.text(`Nº ${certificate.code}`);
  doc.moveDown(1).fillColor(PDF_COLORS.text);
  drawTable(doc, {
    columns: [
      { header: 'Campo', width: 170 },
      { header: 'Valor', width: 320 },
    ],
    rows: [
      ['País de origem', certificate.agreement.country],
      ['Entidade emissora', certificate.agreement.issuer],
      ['Importador', 'Lojas Renner S.A.'],
      ['Pedido de compra', String(certificate.orderId)],
      ['Exportador / fornecedor', certificate.supplierName],
      ['Data de emissão', certificate.createdAt.toISOString().slice(0, 10).split('-').reverse().join('/')],
      ['Critério de origem', 'Totalmente obtido / Art. 3º do Regime de Origem'],
    ],
    fontSize: 10,
    zebra: true,
  });
  doc.moveDown(1).font(PDF_FONT).fontSize(8).fillColor(PDF_COLORS.muted);
  doc.text(
    'Documento de demonstração do Portal Fornecedor: declara que as mercadorias do pedido cumprem as regras de origem do acordo.',
    doc.page.margins.left,
  );
  return pdfBytes(doc);
}

/** Writes the demo certificates: the PDF in stored_files, the row in origin_certificates. */
export async function seedOriginCertificates(
  tx: Tx,
  data: Pick<DemoData, 'orders' | 'suppliers' | 'today'>,
): Promise<number> {
  const certificates = demoOriginCertificates(data);
  const logins = [...new Set(certificates.map((c) => c.byLogin))];
  const userRows =
    logins.length === 0
      ? []
      : await tx.select({ id: users.id, login: users.login }).from(users).where(inArray(users.login, logins));
  const userIds = new Map(userRows.map((u) => [u.login, u.id]));
  for (const certificate of certificates) {
    const by = userIds.get(certificate.byLogin) ?? null;
    const content = await demoOriginCertificatePdf(certificate);
    const file = await storeFile(tx, {
      name: `${certificate.code}.pdf`,
      mimeType: 'application/pdf',
      content,
      userId: by,
    });
    await tx.insert(originCertificates).values({
      orderId: certificate.orderId,
      supplierId: certificate.supplierId,
      code: certificate.code,
      fileId: file.id,
      createdAt: certificate.createdAt,
      createdBy: by,
      updatedAt: certificate.updatedAt,
      updatedBy: by,
    });
  }
  return certificates.length;
}
