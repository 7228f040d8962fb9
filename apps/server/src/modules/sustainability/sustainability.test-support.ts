import {
  certificateDetailsSchema,
  certificateFileAnswerSchema,
  selectionOf,
  sustainabilityCertificateSchema,
  sustainabilityListRowSchema,
  sustainabilityUdaSchema,
  type SustainabilityCertificateDto,
} from '@portal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { graphql, type GraphqlAnswer } from '../../../test/support/graphql-post';
import { orderMaker } from '../../../test/support/order-copies';
import type { TestApp } from '../../../test/support/test-app';
import { orderItemDetails, orderItems, sustainabilityCertificates } from '../../db/schema/index';
import { DEMO_CD_ID } from '../../db/seed/locations.seed';

/** The sustainability tests: fresh orders that need (or not) a certificate, small PDFs and the screens' calls. */

export const RENNER = 1;
export const CAMICADO = 3;
export const YOUCOM = 4;

const CERTIFICATE = selectionOf(sustainabilityCertificateSchema);
export const UPLOAD = `mutation ($orderId: Int!, $file: ArquivoCertificadoInput!, $code: String, $date: String, $uda: Int) {
  sustentabilidade(orderId: $orderId, file: $file, certificateMaterialCode: $code, dataExpedicao: $date, idUDA: $uda) ${CERTIFICATE}
}`;
export const HISTORY = `query ($id: Int!) { buscarCertificadosPorPedido(idPedido: $id) ${CERTIFICATE} }`;
export const CURRENT = `query ($id: Int!) { buscarUltimoCertificado(idPedido: $id) ${CERTIFICATE} }`;
export const DETAILS = `query ($id: Int!, $tipo: Int, $cert: Int) {
  buscarDetalhesUltimoCertificadoPorPedido(idPedido: $id, tipoCertificado: $tipo, idCertificado: $cert) ${selectionOf(certificateDetailsSchema)}
}`;
export const UDAS = `query ($id: Int!, $tipo: Int) {
  getDescricaoUDASustentabilidade(idPedido: $id, tipoCertificado: $tipo) ${selectionOf(sustainabilityUdaSchema)}
}`;
export const AUDIT = `mutation ($c: InformacoesCertificadoInput!) { atualizarInformacoesCertificado(certificado: $c) ${CERTIFICATE} }`;
export const LIST = `query ($filtro: FiltroSustentabilidadeInput, $pagina: Int) {
  listarSustentabilidadeAuditoriaFiltrada(filtro: $filtro, pagina: $pagina) { itens ${selectionOf(sustainabilityListRowSchema)} pagina temMais }
}`;
export const REPORT = `query ($filtro: FiltroSustentabilidadeInput) { listarSustentabilidadeParaRelatorio(filtro: $filtro) }`;
export const FILE = `query ($id: Int!) { buscarArquivoPorIdCertificado(idCertificado: $id) ${selectionOf(certificateFileAnswerSchema)} }`;

/** A small real PDF (one empty page), as a certificate. */
export function pdfBytes(label = 'Certificado'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>`,
  ];
  const stream = `BT /F1 12 Tf 20 100 Td (${label}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function pdfFile(content: Buffer = pdfBytes(), over: Record<string, unknown> = {}) {
  return { nome: 'certificado.pdf', tipo: 'application/pdf', conteudo: content.toString('base64'), ...over };
}

const newOrders = orderMaker(60_000, { cdId: DEMO_CD_ID });

export interface CertificateOrderFixture {
  supplierId?: number;
  companyId?: number;
  cdId?: number;
  nature?: string;
  sustainability?: string;
  /** the UDAs of the order's one item */
  udas?: { id: number; code: string; description: string }[];
}

/** A fresh order that needs a certificate (Renner, BCI, Normal) unless told, with one item carrying its UDAs. */
export async function makeOrder(t: TestApp, fixture: CertificateOrderFixture = {}): Promise<number> {
  const db = t.database.db;
  const [id] = await newOrders(
    db,
    1,
    { supplierId: fixture.supplierId, companyId: fixture.companyId ?? RENNER, cdId: fixture.cdId },
    { nature: fixture.nature ?? 'Normal', sustainability: fixture.sustainability ?? 'BCI' },
  );
  const [template] = await db.select().from(orderItems).orderBy(asc(orderItems.id)).limit(1);
  const { id: _itemId, ...item } = template!;
  const [inserted] = await db
    .insert(orderItems)
    .values({ ...item, orderId: id! })
    .returning({ id: orderItems.id });
  await db.insert(orderItemDetails).values({
    itemId: inserted!.id,
    udas: fixture.udas ?? [
      { id: 1, code: 'ESTACAO', description: 'Verão 2027' },
      { id: 2, code: 'BCI', description: 'Algodão BCI' },
      { id: 5, code: 'RECICLADO', description: 'Poliéster reciclado' },
    ],
  });
  return id!;
}

type Upload = { sustentabilidade: SustainabilityCertificateDto };

/** sustentabilidade as the token's user: a BCI cotton certificate unless told. */
export function upload(
  t: TestApp,
  token: string | null,
  orderId: number,
  over: { file?: unknown; code?: string | null; date?: string | null; uda?: number | null } = {},
  language?: string,
): Promise<GraphqlAnswer<Upload>> {
  return graphql<Upload>(
    t,
    token,
    UPLOAD,
    {
      orderId,
      file: 'file' in over ? over.file : pdfFile(),
      code: 'code' in over ? over.code : 'BCI-2026-778120',
      date: over.date ?? null,
      uda: over.uda ?? null,
    },
    language,
  );
}

/** How many certificates the database holds. */
export async function certificateCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sustainabilityCertificates);
  return row!.n;
}

/** Sets a certificate's status and validity directly (the road's cases). */
export async function setCertificate(
  t: TestApp,
  id: number,
  values: { status?: number; validUntil?: string | null; createdAt?: Date },
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await t.database.db.update(sustainabilityCertificates).set(values).where(eq(sustainabilityCertificates.id, id));
}
