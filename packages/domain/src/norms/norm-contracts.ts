import { z } from 'zod';
import { intSchema as int, positiveIdInput, requiredText } from '../shared/contract-fields';

/**
 * The norms' contract (spec 001 §2 /norm-list, /norm-details; §3 "Norm"; §7 "Norms"): GraphQL listarNormas,
 * buscarNormaPorId, criarNorma and atualizarNorma (decision A1: the spec's listarTodas and buscarPorId take the
 * area's name in the one schema).
 */

/** codigo and descricao: at most these many characters (the table's checks, norms.ts). */
export const NORM_LIMITS = { codigo: 50, descricao: 255 } as const;

/** How many norms listarNormas answers at most: a register of tens, capped so the answer has a size. */
export const NORM_LIST_MAX = 1000;

/** ativo as GraphQL sends it (Boolean) or the form's radio holds it ('Sim' / 'Não'); left out is active. */
const activeInput = z.preprocess((value) => {
  if (value === null || value === undefined || value === '') return true;
  if (value === 'Sim') return true;
  if (value === 'Não') return false;
  return value;
}, z.boolean());

/**
 * The norm form (spec 001 §2 "Norm details"): code and description are required (Save disabled while either is
 * blank, canSaveNorm), trimmed, at most NORM_LIMITS; active yes/no. The web form and the server parse this schema.
 */
export const normInputSchema = z.object({
  codigo: requiredText(NORM_LIMITS.codigo),
  descricao: requiredText(NORM_LIMITS.descricao),
  ativo: activeInput,
});
export type NormInput = z.infer<typeof normInputSchema>;
export type NormFormValues = z.input<typeof normInputSchema>;

/** The form's fields in its order. */
export const NORM_FIELDS = ['codigo', 'descricao', 'ativo'] as const;

/** Whether Save is enabled: code and description both hold something other than blanks (spec 001 §2). */
export function canSaveNorm(form: { codigo: string; descricao: string }): boolean {
  return form.codigo.trim() !== '' && form.descricao.trim() !== '';
}

/** Two codes name the same norm whatever their case (norms_code_key): "ISO 9001" and "iso 9001". */
export function sameNormCode(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export const createNormSchema = z.object({ norma: normInputSchema });
export const updateNormSchema = z.object({ idNorma: positiveIdInput, norma: normInputSchema });

/** listarNormas(ativas): every norm by code, or only the active ones (the declaration form's choice). */
export const normListSchema = z.object({
  ativas: z.preprocess((value) => value ?? false, z.boolean()),
});

// ---------------------------------------------------------------------------------------------------------
// Answers

/** GraphQL `Norma` (spec 001 §3): id, codigo, descricao, dataCriacao, ativo. */
export const normSchema = z
  .object({
    id: int,
    codigo: z.string(),
    descricao: z.string(),
    dataCriacao: z.string().describe('ISO 8601 instant of the registration'),
    ativo: z.boolean(),
  })
  .describe('A norm a producer declaration is audited against');
export type NormDto = z.infer<typeof normSchema>;

/** listarNormas's answer: the norms by code, ignoring case. */
export const normListAnswerSchema = z.array(normSchema).max(NORM_LIST_MAX);
