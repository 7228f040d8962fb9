import { z } from 'zod';
import { isoDateInputSchema as isoDate, withDaysInOrder } from '../shared/contract-fields';
import { CNPJ_INPUT_MAX } from '../auth/contracts';
import { PROFILE_KEYS } from '../auth/profiles';
import { isValidCnpj } from '../shared/cnpj';
import { listPageOf, pageIndexQuerySchema, pageSizeQuerySchema } from '../shared/paging';

/**
 * Registration: a Fornecedor asks to be linked to a supplier (by code or CNPJ), a Logistica user to a CD. The
 * spec's register03 linked at once; here the link is a request an Admin approves or refuses (docs/decisions.md).
 */

/** POST /api/register/: idFornecedor or cnpj (Fornecedor), idCd (Logistica), chapa always. */
export const registerRequestSchema = z
  .object({
    chapa: z.string().trim().min(1, 'required'),
    idFornecedor: z.coerce.number().int().positive().max(999_999_999).optional(),
    cnpj: z
      .string()
      .trim()
      .max(CNPJ_INPUT_MAX)
      .refine((v) => isValidCnpj(v), 'invalidCnpj')
      .optional(),
    idCd: z.coerce.number().int().positive().optional(),
  })
  .strict();
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The request was recorded; the link comes with an Admin's approval and the next sign-in. */
export const registerResponseSchema = z.object({ code: z.literal('registerRequested'), message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const registerCdSchema = z.object({
  id: z.number(),
  codigo: z.string(),
  nome: z.string(),
  cidade: z.string(),
  uf: z.string(),
});
export type RegisterCd = z.infer<typeof registerCdSchema>;

export const REGISTER_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export type RegisterRequestStatus = (typeof REGISTER_REQUEST_STATUSES)[number];

/** What a request asks for: a supplier or a CD. */
export const REGISTER_REQUEST_KINDS = ['fornecedor', 'cd'] as const;
export type RegisterRequestKind = (typeof REGISTER_REQUEST_KINDS)[number];

/** The refusal reason is shown to the user on /register. */
export const REFUSAL_REASON_MAX = 255;
export const REGISTER_REQUESTS_PAGE_SIZE = 20;
export const REGISTER_REQUEST_TEXT_MAX = 100;

/** One request as its own user sees it (GET /api/register/request). Instants are ISO strings. */
export const registerRequestViewSchema = z.object({
  id: z.number(),
  status: z.enum(REGISTER_REQUEST_STATUSES),
  tipo: z.enum(REGISTER_REQUEST_KINDS),
  /** what the user typed, when it asked for a supplier: its code or its CNPJ (digits) */
  codigoInformado: z.number().nullable(),
  cnpjInformado: z.string().nullable(),
  /** the supplier the code or CNPJ named when the request was made */
  fornecedor: z.object({ codigo: z.number(), nome: z.string(), cnpj: z.string() }).nullable(),
  cd: z.object({ id: z.number(), codigo: z.string(), nome: z.string() }).nullable(),
  solicitadoEm: z.string(),
  decididoEm: z.string().nullable(),
  /** the Admin's reason, on a refused request */
  motivo: z.string().nullable(),
});
export type RegisterRequestView = z.infer<typeof registerRequestViewSchema>;

/** GET /api/register/request: the caller's newest request, or null when it never sent one. */
export const ownRegisterRequestResponseSchema = z.object({ solicitacao: registerRequestViewSchema.nullable() });
export type OwnRegisterRequestResponse = z.infer<typeof ownRegisterRequestResponseSchema>;

/** A row of the Admin's list: the request with who asked and who decided. */
export const registerRequestRowSchema = registerRequestViewSchema.extend({
  usuario: z.object({
    login: z.string(),
    nome: z.string(),
    chapa: z.string(),
    /** the user's portal profile, null when its groups name none or several */
    perfil: z.enum(PROFILE_KEYS).nullable(),
  }),
  decididoPor: z.string().nullable(),
});
export type RegisterRequestRow = z.infer<typeof registerRequestRowSchema>;

/** GET /api/register-requests: filters (status pending by default) and pages from 0. */
export const registerRequestListQuerySchema = withDaysInOrder(
  z.object({
    status: z.enum([...REGISTER_REQUEST_STATUSES, 'all']).default('pending'),
    /** part of the user's login, name or chapa */
    texto: z.string().trim().max(REGISTER_REQUEST_TEXT_MAX).optional(),
    tipo: z.enum(REGISTER_REQUEST_KINDS).optional(),
    /** São Paulo dates of the request, both ends included */
    de: isoDate.optional(),
    ate: isoDate.optional(),
    pagina: pageIndexQuerySchema,
    max: pageSizeQuerySchema(REGISTER_REQUESTS_PAGE_SIZE),
  }),
  'de',
  'ate',
);
export type RegisterRequestListQuery = z.infer<typeof registerRequestListQuerySchema>;
export type RegisterRequestFilter = Omit<RegisterRequestListQuery, 'pagina' | 'max'>;

export const registerRequestPageSchema = listPageOf(registerRequestRowSchema, REGISTER_REQUESTS_PAGE_SIZE);
export type RegisterRequestPage = z.infer<typeof registerRequestPageSchema>;

/** GET /api/register-requests/pending-count: the menu badge. */
export const registerRequestPendingCountSchema = z.object({ pendentes: z.number() });
export type RegisterRequestPendingCount = z.infer<typeof registerRequestPendingCountSchema>;

/** POST /api/register-requests/:id/refuse: the reason the user will read. */
export const registerRequestRefusalSchema = z
  .object({ motivo: z.string().trim().min(1, 'required').max(REFUSAL_REASON_MAX) })
  .strict();
export type RegisterRequestRefusal = z.infer<typeof registerRequestRefusalSchema>;

export const registerRequestDecisionSchema = z.object({
  code: z.enum(['registerRequestApproved', 'registerRequestRefused']),
  message: z.string(),
});
export type RegisterRequestDecision = z.infer<typeof registerRequestDecisionSchema>;
