import { z } from 'zod';
import { isCalendarDate } from '../calendar/commercial-week';
import { normSchema } from '../norms/norm-contracts';
import {
  blankAsMissing,
  decimalTextSchema,
  filterText,
  intSchema as int,
  optionalText,
  positiveIdInput,
  withDaysInOrder,
} from '../shared/contract-fields';
import { listPageOf, pageArgumentSchema } from '../shared/paging';
import {
  DECLARATION_FIRST_PAGE,
  DECLARATION_HISTORY_MAX,
  DECLARATION_ITEMS_MAX,
  DECLARATION_LIMITS,
  DECLARATION_PAGE_SIZE,
  DECLARATION_SORTS,
  DECLARATION_STATUSES,
  FOB_PATTERN,
} from './declaration-rules';

/**
 * The producer declarations' contract (spec 001 §3, §5, §7 "Producer declaration and norms"): GraphQL
 * declaracaoProdutor, buscarUltimaDeclaracao, buscarHistoricoPorPedido, declaracaoAuditoriaPorId,
 * listarTodasFiltradas, atualizarDeclaracaoAuditoria and buscarArquivoPorIdDeclaracao; the CSV of the list (REST).
 */

/** An id argument as GraphQL or a form sends it (a typed number is digits). */
function digitsAsNumber(value: unknown): unknown {
  const v = blankAsMissing(value);
  return typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v;
}

const optionalId = z.preprocess(digitsAsNumber, positiveIdInput.optional());
const optionalDay = z.preprocess(blankAsMissing, z.string().refine(isCalendarDate, 'date').optional());
const nullableDay = optionalDay.transform((v) => v ?? null);

const statusValue = z
  .number()
  .int()
  .refine((v) => (DECLARATION_STATUSES as readonly number[]).includes(v), 'invalidStatus');

// ---------------------------------------------------------------------------------------------------------
// Upload

/**
 * One file as GraphQL carries it (base64 inside the JSON body). `file` is a list in the SDL so several files reach
 * the server's one upload check (sendInvoice); GraphQL takes a single object for a list of one.
 */
export const declarationFileSchema = z.object({
  nome: z.string().trim().min(1).max(255),
  tipo: z.string().trim().max(255),
  /** base64 of the file's bytes (checked and decoded by the server). */
  conteudo: z.string(),
});
export type DeclarationFileInput = z.infer<typeof declarationFileSchema>;

/** mutation declaracaoProdutor(orderId, file). */
export const declarationUploadSchema = z.object({
  orderId: positiveIdInput,
  file: z.array(declarationFileSchema).max(10),
});
export type DeclarationUploadInput = z.infer<typeof declarationUploadSchema>;

// ---------------------------------------------------------------------------------------------------------
// Audit

/** A FOB price as typed ("12,50" or "12.50"), kept with a dot; blank is none. */
const fobInput = z
  .preprocess(blankAsMissing, z.string().regex(FOB_PATTERN, 'invalidDecimal').optional())
  .transform((v) => (v === undefined ? null : v.replace(',', '.')));

/**
 * atualizarDeclaracaoAuditoria's form (spec 001 §2 "Declaration details"): the status is required; every other field
 * is optional and sent only when filled (spec 001 §5), a field left out being empty (the form is the whole audit).
 * Currency: an ISO 4217 code in capitals. The FOB range and the dates' order are declarationAuditProblem's.
 */
export const declarationAuditInputSchema = z.object({
  status: z.preprocess(digitsAsNumber, statusValue),
  idNorma: optionalId.transform((v) => v ?? null),
  itemFOBMin: fobInput,
  itemFOBMax: fobInput,
  dataDeclaracao: nullableDay,
  dataValidade: nullableDay,
  numeroDJO: optionalText(DECLARATION_LIMITS.numeroDJO),
  dataDJO: nullableDay,
  moeda: z
    .preprocess(
      (value) => {
        const v = blankAsMissing(value);
        return typeof v === 'string' ? v.toUpperCase() : v;
      },
      z
        .string()
        .regex(/^[A-Z]{3}$/, 'invalidCurrency')
        .optional(),
    )
    .transform((v) => v ?? null),
  observacao: optionalText(DECLARATION_LIMITS.observacao),
});
export type DeclarationAuditInput = z.infer<typeof declarationAuditInputSchema>;
export type DeclarationAuditFormValues = z.input<typeof declarationAuditInputSchema>;

export const declarationAuditUpdateSchema = z.object({
  idDeclaracao: positiveIdInput,
  auditoria: declarationAuditInputSchema,
});

// ---------------------------------------------------------------------------------------------------------
// List

/**
 * listarTodasFiltradas's filters (spec 001 §3 "status, fornecedor.nome, pedido{id,data}, declaracao{status,data},
 * orderBy", flattened): the order, the provider's name (contains, ignoring case), the status, the order's and the
 * registration's days (São Paulo, both included, the end not before the start) and the sort. Blank is no filter.
 */
const declarationFilterFields = z.object({
  pedido: optionalId,
  fornecedor: filterText(DECLARATION_LIMITS.fornecedor),
  status: z.preprocess(digitsAsNumber, statusValue.optional()),
  dataPedidoInicial: optionalDay,
  dataPedidoFinal: optionalDay,
  dataCadastroInicial: optionalDay,
  dataCadastroFinal: optionalDay,
  orderBy: z.preprocess(blankAsMissing, z.enum(DECLARATION_SORTS).default('cadastroDesc')),
});

/** Both ranges in order (the end not before the start), refused as dateRange on the end's field. */
function withRangesInOrder<F extends typeof declarationFilterFields>(fields: F) {
  return withDaysInOrder(
    withDaysInOrder(fields, 'dataPedidoInicial', 'dataPedidoFinal'),
    'dataCadastroInicial',
    'dataCadastroFinal',
  );
}

export const declarationFilterSchema = withRangesInOrder(declarationFilterFields);
export type DeclarationFilter = z.infer<typeof declarationFilterSchema>;
export type DeclarationFilterValues = z.input<typeof declarationFilterSchema>;

/** listarTodasFiltradas(filtro, pagina, max): pages from 0 of `max` rows (1 to 20, 20 when left out). */
export const declarationListSchema = z.object({
  filtro: z.preprocess((value) => value ?? {}, declarationFilterSchema),
  pagina: pageArgumentSchema(DECLARATION_FIRST_PAGE),
  max: z.preprocess(
    (value) => (value === null ? undefined : value),
    z.number().int().min(1).max(DECLARATION_PAGE_SIZE).default(DECLARATION_PAGE_SIZE),
  ),
});

// ---------------------------------------------------------------------------------------------------------
// Answers

/** GraphQL `StatusDeclaracao`: a status id with its name in the reader's language (declaration or Fecomercio). */
export const declarationStatusSchema = z.object({ id: int, descricao: z.string() });
export type DeclarationStatusDto = z.infer<typeof declarationStatusSchema>;

/** GraphQL `DeclaracaoProdutor` (spec 001 §3): one upload with its audit, its order and its supplier. */
export const declarationSchema = z
  .object({
    id: int,
    idPedido: int,
    dataPedido: z.string().describe('yyyy-mm-dd: the order’s issue date'),
    idFornecedor: int,
    nomeFornecedor: z.string(),
    status: declarationStatusSchema,
    statusFecomercio: declarationStatusSchema,
    statusRMS: z.string().nullable(),
    erroEnvioRMS: z.string().nullable(),
    norma: normSchema.nullable(),
    itemFOBMin: decimalTextSchema.nullable(),
    itemFOBMax: decimalTextSchema.nullable(),
    dataDeclaracao: z.string().nullable().describe('yyyy-mm-dd'),
    dataValidade: z.string().nullable().describe('yyyy-mm-dd: valid through this day'),
    dataCadastro: z.string().describe('ISO 8601 instant of the upload'),
    numeroDJO: z.string().nullable(),
    dataDJO: z.string().nullable().describe('yyyy-mm-dd'),
    moeda: z.string().nullable().describe('ISO 4217 code of the FOB prices'),
    protocolo: z.string().nullable(),
    observacao: z.string().nullable().describe('the auditor’s note, shown to the supplier with a rejection'),
    nomeArquivo: z.string(),
  })
  .describe('A producer declaration sent for an order');
export type DeclarationDto = z.infer<typeof declarationSchema>;

/** GraphQL `ItemDeclaracao`: an item of the declared order, as the audit form lists it. */
export const declarationItemSchema = z.object({
  codItem: z.string(),
  descricao: z.string(),
  cor: z.string(),
  tamanho: z.string(),
  ncm: z.string(),
  composicao: z.string().nullable(),
  qtCompra: int,
  custoUnitario: decimalTextSchema,
});
export type DeclarationItemDto = z.infer<typeof declarationItemSchema>;

/** GraphQL `DeclaracaoAuditoria`: the declaration the form audits and its order's items. */
export const declarationAuditSchema = z.object({
  declaracao: declarationSchema,
  itens: z.array(declarationItemSchema).max(DECLARATION_ITEMS_MAX),
});
export type DeclarationAuditDto = z.infer<typeof declarationAuditSchema>;

/** buscarHistoricoPorPedido: the order's uploads, newest first. */
export const declarationHistorySchema = z.array(declarationSchema).max(DECLARATION_HISTORY_MAX);

/** GraphQL `PaginaDeclaracoes`. */
export const declarationPageSchema = listPageOf(declarationSchema, DECLARATION_PAGE_SIZE);
export type DeclarationPageDto = z.infer<typeof declarationPageSchema>;

/** GraphQL `ArquivoDeclaracao`: buscarArquivoPorIdDeclaracao's file, base64, under the name it was sent with. */
export const declarationFileAnswerSchema = z.object({
  nome: z.string(),
  tipo: z.string(),
  conteudo: z.string().describe('base64 of the file'),
});
export type DeclarationFileDto = z.infer<typeof declarationFileAnswerSchema>;

/** GET /api/declaracao-produtor/relatorio.csv's query: the list's filters and the document's language. */
export const declarationCsvQuerySchema = withDaysInOrder(
  withDaysInOrder(
    declarationFilterFields.extend({ userLocale: z.string().max(10).optional() }),
    'dataPedidoInicial',
    'dataPedidoFinal',
  ),
  'dataCadastroInicial',
  'dataCadastroFinal',
);
