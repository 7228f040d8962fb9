import { z } from 'zod';
import { CNPJ_INPUT_MAX } from '../auth/contracts';
import { isValidCnpj, normalizeCnpj } from '../shared/cnpj';
import { blankAsMissing, filterText, optionalText, requiredText } from '../shared/contract-fields';
import { listPageOf, pageArgumentSchema } from '../shared/paging';
import {
  isValidPhone,
  normalizePhone,
  SUBCONTRACTOR_FIRST_PAGE,
  SUBCONTRACTOR_LIMITS as LIMITS,
  SUBCONTRACTOR_PAGE_SIZE,
  SUBCONTRACTOR_STATUS,
} from './subcontractor-rules';

/**
 * The subcontractors' contract (spec 001 §3, §5, §7, §9): GraphQL listarSubcontratadosFiltrados,
 * buscarSubcontratadoPorId, criarSubcontratado, atualizarSubcontratado and the provider links seen from the
 * subcontractor (buscarFornecedorPorSubcontratado, buscarFornecedorNaoVinculadoAoSubcontratado,
 * adicionarFornecedorAoSubcontratado, removerFornecedorDoSubcontratado).
 */

const int = z.number().int();

/** A CNPJ typed with or without its mask, numeric or 2026 alphanumeric, kept normalised (14 characters). */
export const cnpjInput = z.preprocess(
  blankAsMissing,
  z
    .string()
    .max(CNPJ_INPUT_MAX, 'tooLong')
    .refine((v) => isValidCnpj(v), 'invalidCnpj')
    .transform(normalizeCnpj),
);

const phoneInput = z.preprocess(
  blankAsMissing,
  z
    .string()
    .max(LIMITS.telefone, 'tooLong')
    .refine((v) => isValidPhone(v), 'invalidPhone')
    .transform(normalizePhone),
);

const emailInput = z.preprocess(
  (value) => {
    const v = blankAsMissing(value);
    return typeof v === 'string' ? v.toLowerCase() : v;
  },
  z.string().max(LIMITS.email, 'tooLong').pipe(z.email('invalidEmail')),
);

const statusInput = z.preprocess(
  (value) => (value === null ? undefined : value),
  z
    .number()
    .pipe(z.union([z.literal(SUBCONTRACTOR_STATUS.active), z.literal(SUBCONTRACTOR_STATUS.inactive)], 'invalidStatus')),
);

/**
 * The subcontractor form (spec 001 §5): the nine fields legal name, trade name, tax id, address, main phone, other
 * phone, e-mail, status and ABVTEX code are all required (decision A18: as the spec says; the other phone may repeat
 * the main one); notes are optional. CNPJ and phones are kept normalised (digits / 14 characters), e-mail in lower
 * case. The web form and the server parse the same schema.
 */
export const subcontractorInputSchema = z.object({
  razaoSocial: requiredText(LIMITS.razaoSocial),
  nomeFantasia: requiredText(LIMITS.nomeFantasia),
  cnpj: cnpjInput,
  endereco: requiredText(LIMITS.endereco),
  telefonePrincipal: phoneInput,
  outroTelefone: phoneInput,
  email: emailInput,
  status: statusInput,
  codigoABVTEX: z.preprocess(
    (value) => {
      const v = blankAsMissing(value);
      return typeof v === 'string' ? v.toUpperCase() : v;
    },
    z
      .string()
      .max(LIMITS.codigoABVTEX, 'tooLong')
      .regex(/^[0-9A-Z][0-9A-Z./ -]*$/, 'invalidAbvtexCode'),
  ),
  anotacoes: optionalText(LIMITS.anotacoes),
});
export type SubcontractorInput = z.infer<typeof subcontractorInputSchema>;
/** What the form holds before parsing. */
export type SubcontractorFormValues = z.input<typeof subcontractorInputSchema>;

/** The nine required fields of spec 001 §5, in the form's order. */
export const SUBCONTRACTOR_REQUIRED_FIELDS = [
  'razaoSocial',
  'nomeFantasia',
  'cnpj',
  'endereco',
  'telefonePrincipal',
  'outroTelefone',
  'email',
  'status',
  'codigoABVTEX',
] as const satisfies readonly (keyof SubcontractorInput)[];

const page = pageArgumentSchema(SUBCONTRACTOR_FIRST_PAGE);

/** listarSubcontratadosFiltrados(filtro, pagina): the four filters of spec 001 §3 (each "contains", ignoring case). */
export const subcontractorFilterSchema = z.object({
  cnpj: filterText(CNPJ_INPUT_MAX).transform((v) => (v === undefined ? undefined : normalizeCnpj(v))),
  email: filterText(LIMITS.email),
  nomeFantasia: filterText(LIMITS.nomeFantasia),
  razaoSocial: filterText(LIMITS.razaoSocial),
});
export type SubcontractorFilter = z.infer<typeof subcontractorFilterSchema>;

export const subcontractorListSchema = z.object({
  filtro: z.preprocess((value) => value ?? {}, subcontractorFilterSchema),
  pagina: page,
});
export type SubcontractorListInput = z.infer<typeof subcontractorListSchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers

/** GraphQL `StatusSubcontratado`: 1 Ativo, 2 Inativo. */
export const subcontractorStatusSchema = z.object({ id: int, descricao: z.string() });
export type SubcontractorStatusDto = z.infer<typeof subcontractorStatusSchema>;

/** GraphQL `Subcontratado` (spec 001 §3; decision A19: no owner or audit score). CNPJ normalised, phones digits. */
export const subcontractorSchema = z.object({
  id: int,
  razaoSocial: z.string(),
  nomeFantasia: z.string(),
  cnpj: z.string(),
  endereco: z.string(),
  telefonePrincipal: z.string(),
  outroTelefone: z.string(),
  email: z.string(),
  codigoABVTEX: z.string(),
  anotacoes: z.string().nullable(),
  /** ISO 8601 instant. */
  dataCadastro: z.string(),
  status: subcontractorStatusSchema,
});
export type SubcontractorDto = z.infer<typeof subcontractorSchema>;

/** GraphQL `SubcontratadoResumo`: a subcontractor in a provider's linked table and in the pick list. */
export const subcontractorSummarySchema = subcontractorSchema.pick({
  id: true,
  cnpj: true,
  nomeFantasia: true,
  razaoSocial: true,
  status: true,
});
export type SubcontractorSummaryDto = z.infer<typeof subcontractorSummarySchema>;

/** GraphQL `PaginaSubcontratados`: a page (from 0) of at most 20, by trade name ignoring case. */
export const subcontractorPageSchema = listPageOf(subcontractorSchema, SUBCONTRACTOR_PAGE_SIZE);
export type SubcontractorPageDto = z.infer<typeof subcontractorPageSchema>;
