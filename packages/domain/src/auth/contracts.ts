import { z } from 'zod';

export const PASSWORD_MIN = 6;
export const CNPJ_INPUT_MAX = 18;
export const PROVIDER_ID_MAX = 9;

export const loginRequestSchema = z.object({
  login: z.string().trim().min(1, 'required'),
  senha: z.string().min(PASSWORD_MIN, 'passwordMin'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const getTokenRequestSchema = z.object({ chave: z.string().trim().min(1).max(200) });
export type GetTokenRequest = z.infer<typeof getTokenRequestSchema>;

/** Answer of POST /api/auth/gettoken and of the local sign-in. token is null unless exactly one valid profile. */
export const tokenResponseSchema = z.object({
  perfis: z.string(),
  token: z.string().nullable(),
  chapa: z.string(),
  nome: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const meResponseSchema = z.object({
  chapa: z.string(),
  nome: z.string(),
  perfis: z.string(),
  permissions: z.array(z.string()),
  idFornecedor: z.number().nullable(),
  nomeFornecedor: z.string().nullable(),
  idCd: z.number().nullable(),
  nomeCd: z.string().nullable(),
  idEmpresa: z.number().nullable(),
  nomeEmpresa: z.string().nullable(),
  admin: z.union([z.literal(0), z.literal(1)]),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const supplierLinkSchema = z.object({ key: z.string(), url: z.string().url() });
export type SupplierLink = z.infer<typeof supplierLinkSchema>;

/** GraphQL `sessao`: the signed-in user, as the bearer token says. */
export const sessaoSchema = z.object({
  chapa: z.string(),
  nome: z.string(),
  perfis: z.string(),
  permissoes: z.array(z.string()),
  idFornecedor: z.number().int().nullable(),
  idCd: z.number().int().nullable(),
  idEmpresa: z.number().int().nullable(),
  admin: z.union([z.literal(0), z.literal(1)]),
});
export type Sessao = z.infer<typeof sessaoSchema>;

/** GET /api/auth/config: whether the corporate sign-in (SSO) is offered. */
export const authConfigSchema = z.object({ sso: z.boolean() });
export type AuthConfig = z.infer<typeof authConfigSchema>;
