import { z } from 'zod';
import { isCalendarDate } from '../calendar/commercial-week';
import { VALIDITY_STATES } from '../compliance/document-validity';
import { blankAsMissing, filterText, intSchema as int, optionalText, positiveIdInput } from '../shared/contract-fields';
import { listPageOf, pageArgumentSchema } from '../shared/paging';
import {
  AUDIT_STATUSES,
  auditStatusOf,
  brDateToIso,
  CERTIFICATE_SLOTS,
  CERTIFICATE_TYPES,
  certificateValidityOf,
  SUSTAINABILITY_CODE_MAX,
  SUSTAINABILITY_MATERIAL_CODE_MAX,
  SUSTAINABILITY_NOTES_MAX,
  SUSTAINABILITY_PAGE_SIZE,
  SUSTAINABILITY_PROVIDER_FILTER_MAX,
  SUSTAINABILITY_RATING_MAX,
} from './sustainability-rules';

/**
 * The sustainability certificates' contract (spec 001 §3, §5, §7 "Sustainability"; decision A1 names): GraphQL
 * sustentabilidade, getDescricaoUDASustentabilidade, buscarUltimoCertificado,
 * buscarDetalhesUltimoCertificadoPorPedido, buscarCertificadosPorPedido, atualizarInformacoesCertificado,
 * listarSustentabilidadeAuditoriaFiltrada, listarSustentabilidadeParaRelatorio and buscarArquivoPorIdCertificado.
 */

// ---------------------------------------------------------------------------------------------------------
// Inputs

/** A day as YYYY-MM-DD, or typed dd/mm/yyyy (the upload's field), that the calendar has; blank is not given. */
const optionalDay = z.preprocess((value) => {
  const v = blankAsMissing(value);
  return typeof v === 'string' && /^\d{2}\/\d{2}\/\d{4}$/.test(v) ? (brDateToIso(v) ?? v) : v;
}, z.string().refine(isCalendarDate, 'date').optional());

/** A number as a form holds it (digits) or GraphQL sends it (Int); blank or null is "not given". */
function digitsAsNumber(value: unknown): unknown {
  const v = blankAsMissing(value);
  return typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v;
}

/** The certificate PDF as GraphQL carries it (base64 inside the JSON body). */
export const certificateFileSchema = z.object({
  nome: z.string().trim().min(1).max(255),
  tipo: z.string().trim().min(1).max(255),
  /** base64 of the file's bytes (validated and decoded by the server). */
  conteudo: z.string().min(1),
});
export type CertificateFileInput = z.infer<typeof certificateFileSchema>;

/**
 * sustentabilidade(orderId, file, certificateMaterialCode, dataExpedicao, idUDA): one upload. The type follows
 * SU4 (an expedition date makes it 2); cotton (1) needs its material code. idUDA makes it the order's second
 * certificate (SU3), tied to that UDA of the order's items and of type 2.
 */
export const certificateUploadSchema = z.object({
  orderId: positiveIdInput,
  file: certificateFileSchema,
  certificateMaterialCode: filterText(SUSTAINABILITY_MATERIAL_CODE_MAX),
  dataExpedicao: optionalDay,
  idUDA: z.preprocess(digitsAsNumber, positiveIdInput.optional()),
});
export type CertificateUploadInput = z.infer<typeof certificateUploadSchema>;

/** getDescricaoUDASustentabilidade(idPedido, tipoCertificado). */
export const udaQuerySchema = z.object({
  idPedido: positiveIdInput,
  tipoCertificado: z.preprocess(
    (value) => value ?? 2,
    z.union(CERTIFICATE_TYPES.map((t) => z.literal(t)) as [z.ZodLiteral<1>, z.ZodLiteral<2>], 'invalidType'),
  ),
});

/** buscarDetalhesUltimoCertificadoPorPedido(idPedido, tipoCertificado, idCertificado). */
export const certificateDetailsQuerySchema = z.object({
  idPedido: positiveIdInput,
  tipoCertificado: z.preprocess(digitsAsNumber, z.union([z.literal(1), z.literal(2)], 'invalidType').optional()),
  idCertificado: z.preprocess(digitsAsNumber, positiveIdInput.optional()),
});
export type CertificateDetailsQuery = z.infer<typeof certificateDetailsQuerySchema>;

const auditStatusInput = z.preprocess(
  (value) => auditStatusOf(value ?? 0),
  z.union([z.literal(0), z.literal(1), z.literal(2)]),
);
const optionalFlag = z.preprocess((value) => value ?? undefined, z.boolean().optional()).transform((v) => v ?? null);

/**
 * atualizarInformacoesCertificado(certificado): the audit form (SU22). status (0, 1, 2 or the text form; empty is
 * 0) and certificadoValido (S, Sim, 1 are Sim; anything else Não) always; the optional fields are sent only when
 * filled, and one left out is cleared, so a save is the form as it stands. A rejection says why
 * (rejectionNeedsNotes).
 */
export const certificateAuditSchema = z.object({
  id: positiveIdInput,
  status: auditStatusInput,
  certificadoValido: z.preprocess((value) => certificateValidityOf(value), z.enum(['Sim', 'Não'])),
  conciliacaoAprovada: optionalFlag,
  avaliacao: optionalText(SUSTAINABILITY_RATING_MAX),
  anotacoes: optionalText(SUSTAINABILITY_NOTES_MAX),
  buyerIDNumberIgualALoja: optionalFlag,
  qtdBCCUs: z
    .preprocess(
      (value) => {
        const v = blankAsMissing(value);
        return typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replace(',', '.') : v;
      },
      z
        .string()
        .regex(/^\d{1,10}(\.\d{1,4})?$/, 'decimal')
        .optional(),
    )
    .transform((v) => v ?? null),
  qtdBCCUsDentroDaMargemDeErro: optionalFlag,
  codigoODNRepetido: optionalFlag,
  codigoCertificadoODN: optionalText(SUSTAINABILITY_CODE_MAX),
  dataValidade: optionalDay.transform((v) => v ?? null),
  certificadoComPeriodoVigenciaAtivo: optionalFlag,
});
export type CertificateAuditInput = z.infer<typeof certificateAuditSchema>;
/** What the audit form holds before parsing. */
export type CertificateAuditValues = z.input<typeof certificateAuditSchema>;

/** A rejection must say why: the supplier reads the notes and sends a new file. */
export function rejectionNeedsNotes(form: Pick<CertificateAuditInput, 'status' | 'anotacoes'>): boolean {
  return form.status === 2 && form.anotacoes === null;
}

/** The list's sort (SU15 orderBy): newest first by creation (default) or by last change. */
export const SUSTAINABILITY_ORDER_BY = ['dataCriacao', 'dataModificacao'] as const;

/**
 * The list's and the report's filters (SU15): provider (code or name, contains), order number, certificate type,
 * audit status, creation days and order days (São Paulo, both included, in order). Blank or null is no filter.
 */
export const sustainabilityFilterSchema = z
  .object({
    fornecedor: filterText(SUSTAINABILITY_PROVIDER_FILTER_MAX),
    numeroPedido: z.preprocess(digitsAsNumber, positiveIdInput.optional()),
    tipoCertificado: z.preprocess(digitsAsNumber, z.union([z.literal(1), z.literal(2)], 'invalidType').optional()),
    statusAuditoria: z.preprocess(
      digitsAsNumber,
      z.union([z.literal(0), z.literal(1), z.literal(2)], 'invalidStatus').optional(),
    ),
    dataCriacaoInicial: optionalDay,
    dataCriacaoFinal: optionalDay,
    dataPedidoInicial: optionalDay,
    dataPedidoFinal: optionalDay,
    orderBy: z.preprocess(blankAsMissing, z.enum(SUSTAINABILITY_ORDER_BY).optional()),
  })
  .refine((f) => !f.dataCriacaoInicial || !f.dataCriacaoFinal || f.dataCriacaoInicial <= f.dataCriacaoFinal, {
    message: 'dateRange',
    path: ['dataCriacaoFinal'],
  })
  .refine((f) => !f.dataPedidoInicial || !f.dataPedidoFinal || f.dataPedidoInicial <= f.dataPedidoFinal, {
    message: 'dateRange',
    path: ['dataPedidoFinal'],
  });
export type SustainabilityFilter = z.infer<typeof sustainabilityFilterSchema>;
export type SustainabilityFilterValues = z.input<typeof sustainabilityFilterSchema>;

/** listarSustentabilidadeAuditoriaFiltrada(filtro, pagina): pages of 20 from 0. */
export const sustainabilityListSchema = z.object({
  filtro: z.preprocess((value) => value ?? {}, sustainabilityFilterSchema),
  pagina: pageArgumentSchema(0),
});

/** listarSustentabilidadeParaRelatorio(filtro) and GET /api/sustentabilidade/relatorio.csv. */
export const sustainabilityReportSchema = z.object({
  filtro: z.preprocess((value) => value ?? {}, sustainabilityFilterSchema),
});

// ---------------------------------------------------------------------------------------------------------
// Answers

/** GraphQL `StatusAuditoriaCertificado`: id 0, 1, 2; descricao the audit text form (AGUARDANDO APROVAÇÃO, …). */
export const auditStatusSchema = z.object({
  id: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  descricao: z.string(),
});
export type AuditStatusDto = z.infer<typeof auditStatusSchema>;

const yesNo = z.enum(['Sim', 'Não']);
const certificateType = z.union([z.literal(1), z.literal(2)]);
const slot = z.union([z.literal(1), z.literal(2)]).describe('1 the order certificate, 2 the second one (another UDA)');

/** GraphQL `CertificadoSustentabilidade` (spec 001 §3): one upload with its audit. */
export const sustainabilityCertificateSchema = z.object({
  id: int,
  idPedido: int,
  slot,
  codigoCertificado: z.string().nullable(),
  tipoCertificado: certificateType,
  certificateMaterialCode: z.string().nullable(),
  idUDA: int.nullable(),
  codigoUDA: z.string().nullable(),
  descricaoUDA: z.string().nullable(),
  status: auditStatusSchema,
  certificadoValido: yesNo,
  certificadoComPeriodoVigenciaAtivo: z.boolean().nullable(),
  dataCadastro: z.string().describe('ISO 8601 instant of the upload'),
  dataModificacao: z.string().describe('ISO 8601 instant of the last change'),
  dataExpedicao: z.string().nullable().describe('YYYY-MM-DD'),
  dataValidade: z.string().nullable().describe('YYYY-MM-DD, valid through this day'),
  situacaoValidade: z.enum(VALIDITY_STATES).describe('none, valid, expiring (within 30 days) or expired'),
  conciliacaoAprovada: z.boolean().nullable(),
  avaliacao: z.string().nullable(),
  anotacoes: z.string().nullable(),
  buyerIDNumberIgualALoja: z.boolean().nullable(),
  qtdBCCUs: z.string().nullable().describe('decimal string'),
  qtdBCCUsDentroDaMargemDeErro: z.boolean().nullable(),
  codigoODNRepetido: z.boolean().nullable(),
  codigoCertificadoODN: z.string().nullable(),
  nomeArquivo: z.string(),
});
export type SustainabilityCertificateDto = z.infer<typeof sustainabilityCertificateSchema>;

/** buscarUltimoCertificado: the current certificate of each slot (at most 2). */
export const currentCertificatesSchema = z.array(sustainabilityCertificateSchema).max(CERTIFICATE_SLOTS.length);
/** buscarCertificadosPorPedido: every upload of the order, newest first. */
export const CERTIFICATE_HISTORY_MAX = 200;
export const certificateHistorySchema = z.array(sustainabilityCertificateSchema).max(CERTIFICATE_HISTORY_MAX);

/** GraphQL `UdaSustentabilidade`: a UDA of the order's items (idUDA, codigoUDA, descricaoUDA). */
export const sustainabilityUdaSchema = z.object({
  idUDA: int,
  codigoUDA: z.string(),
  descricaoUDA: z.string(),
});
export type SustainabilityUdaDto = z.infer<typeof sustainabilityUdaSchema>;
export const sustainabilityUdaListSchema = z.array(sustainabilityUdaSchema).max(50);

/** GraphQL `PedidoCertificado`: the order context of the audit page (SU21). */
export const certificateOrderSchema = z.object({
  numeroPedido: int,
  fornecedor: int,
  nomeFornecedor: z.string(),
  semanaComercial: z.string().describe('ww/yyyy'),
  naturezaPedido: z.string(),
  qtdePecas: int,
  sustentabilidade: z.string(),
});
export type CertificateOrderDto = z.infer<typeof certificateOrderSchema>;

/** GraphQL `DetalhesCertificadoSustentabilidade`: the order context and the certificate asked for (or none yet). */
export const certificateDetailsSchema = z.object({
  pedido: certificateOrderSchema,
  certificado: sustainabilityCertificateSchema.nullable(),
});
export type CertificateDetailsDto = z.infer<typeof certificateDetailsSchema>;

/** GraphQL `LinhaSustentabilidade`: a row of /sustainability-list (SU17). */
export const sustainabilityListRowSchema = z.object({
  idCertificado: int,
  codigoCertificado: z.string().nullable(),
  status: auditStatusSchema,
  tipoCertificado: certificateType,
  slot,
  numeroPedido: int,
  naturezaPedido: z.string(),
  fornecedor: int,
  nomeFornecedor: z.string(),
  dataCriacao: z.string().describe('ISO 8601 instant'),
  dataModificacao: z.string().describe('ISO 8601 instant'),
  certificadoValido: yesNo,
  dataValidade: z.string().nullable().describe('YYYY-MM-DD'),
  situacaoValidade: z.enum(VALIDITY_STATES),
});
export type SustainabilityListRowDto = z.infer<typeof sustainabilityListRowSchema>;

/** GraphQL `PaginaSustentabilidade`: a page (from 0) of 20 certificates. */
export const sustainabilityPageSchema = listPageOf(sustainabilityListRowSchema, SUSTAINABILITY_PAGE_SIZE);
export type SustainabilityPageDto = z.infer<typeof sustainabilityPageSchema>;

/** GraphQL `ArquivoCertificado`: buscarArquivoPorIdCertificado, a base64 PDF and its file name (order number in it). */
export const certificateFileAnswerSchema = z.object({
  idCertificado: int,
  nomeArquivo: z.string(),
  arquivo: z.string().describe('base64 of the PDF'),
});
export type CertificateFileAnswerDto = z.infer<typeof certificateFileAnswerSchema>;

/** GET /api/config/sustentabilidade: the wait before the upload is sent (SUSTAINABILITY_PAUSE_MS). */
export const sustainabilityConfigSchema = z.object({ pausaMs: int });
export type SustainabilityConfigDto = z.infer<typeof sustainabilityConfigSchema>;

/** The audit statuses a filter offers. */
export const SUSTAINABILITY_FILTER_STATUSES = AUDIT_STATUSES;
