import { z } from 'zod';
import { CNPJ_INPUT_MAX } from '../auth/contracts';
import { normalizeCnpj } from '../shared/cnpj';
import { fornecedorSchema } from '../orders/order-contracts';
import { filterText, positiveIdInput } from '../shared/contract-fields';
import { listPageOf, pageArgumentSchema } from '../shared/paging';
import { PICK_LIST_PLACEHOLDER_ID, SUBCONTRACTOR_LIMITS } from './subcontractor-rules';

/**
 * The providers' contract (spec 001 §3, §4, §7): GraphQL fornecedoresFiltrados, buscarFornecedorPorId, the three
 * flag mutations, and the subcontractor links seen from the provider (buscarSubcontratadoPorFornecedor,
 * buscarSubcontratadosNaoVinculadosAoFornecedor, vincularSubcontratado, desvincularSubcontratado).
 * A provider is a supplier (table `suppliers`): the ERP owns its data, the portal only its three flags and links.
 */

/** The provider list's page (the spec gives none; decided like the other lists: 20 from page 0). */
export const PROVIDER_PAGE_SIZE = 20;
/**
 * How many not-yet-linked choices a link modal offers at once (add-provider and add-subcontractor, each searched on
 * the server by name or CNPJ): a busy provider has some 19,000 subcontractors it could link (docs/performance.md).
 */
export const LINK_PICK_MAX = 50;
/** Longest provider-name filter. */
export const PROVIDER_NAME_FILTER_MAX = 100;
/** Longest add-subcontractor search: the longest of the names it searches (the legal name). */
export const SUBCONTRACTOR_PICK_SEARCH_MAX = SUBCONTRACTOR_LIMITS.razaoSocial;

/** fornecedoresFiltrados(nome, cnpj, pagina): name contains (ignoring case), CNPJ contains (mask ignored). */
export const providerListSchema = z.object({
  nome: filterText(PROVIDER_NAME_FILTER_MAX),
  cnpj: filterText(CNPJ_INPUT_MAX).transform((v) => (v === undefined ? undefined : normalizeCnpj(v))),
  pagina: pageArgumentSchema(0),
});
export type ProviderListInput = z.infer<typeof providerListSchema>;

/** buscarFornecedorNaoVinculadoAoSubcontratado(idSubcontratado, nome): the modal's search text (name or CNPJ). */
export const providerPickSchema = z.object({
  idSubcontratado: positiveIdInput,
  nome: filterText(PROVIDER_NAME_FILTER_MAX),
});
export type ProviderPickInput = z.infer<typeof providerPickSchema>;

/** buscarSubcontratadosNaoVinculadosAoFornecedor(idFornecedor, nome): the modal's search (trade/legal name or CNPJ). */
export const subcontractorPickSchema = z.object({
  idFornecedor: positiveIdInput,
  nome: filterText(SUBCONTRACTOR_PICK_SEARCH_MAX),
});
export type SubcontractorPickInput = z.infer<typeof subcontractorPickSchema>;

/** A pick list's choice: the placeholder (-1), null or missing is "nothing chosen" (requiredField). */
export function pickedId() {
  return z.preprocess(
    (value) => (value === null || value === PICK_LIST_PLACEHOLDER_ID ? undefined : value),
    positiveIdInput,
  );
}

/** The three flags of spec 001 §4 "Providers and subcontractors", each toggled by its own mutation. */
export const PROVIDER_FLAGS = {
  atualizarFlagSubcontratado: 'isSubcontratado',
  atualizarFlagDeclaracaoProdutor: 'exigirDeclProdutor',
  atualizarFlagCertificadoOrigem: 'exigirCertifOrigem',
} as const;
export type ProviderFlagMutation = keyof typeof PROVIDER_FLAGS;
export type ProviderFlag = (typeof PROVIDER_FLAGS)[ProviderFlagMutation];

/** atualizarFlag…(idFornecedor, valor). */
export const providerFlagSchema = z.object({ idFornecedor: positiveIdInput, valor: z.boolean() });
export type ProviderFlagInput = z.infer<typeof providerFlagSchema>;

/** vincularSubcontratado / desvincularSubcontratado(idFornecedor, idSubcontratado): from the provider's page. */
export const providerLinkSchema = z.object({ idFornecedor: positiveIdInput, idSubcontratado: pickedId() });
export type ProviderLinkInput = z.infer<typeof providerLinkSchema>;

/**
 * adicionarFornecedorAoSubcontratado / removerFornecedorDoSubcontratado(fornecedorId, subcontratadoId): from the
 * subcontractor's page (spec 001 §7 names these two arguments). The service answers subcontractorMustBeSaved for a
 * subcontratadoId that is not a saved one (isSavedSubcontractor) before it looks at anything else.
 */
export const subcontractorProviderLinkSchema = z.object({ fornecedorId: pickedId(), subcontratadoId: positiveIdInput });
export type SubcontractorProviderLinkInput = z.infer<typeof subcontractorProviderLinkSchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers

/**
 * GraphQL `Fornecedor` (spec 001 §3 Provider; the linked subcontractors come from buscarSubcontratadoPorFornecedor):
 * one type for the orders and providers areas, so one schema (the orders contract's).
 */
export const providerSchema = fornecedorSchema;
export type ProviderDto = z.infer<typeof providerSchema>;

/** GraphQL `PaginaFornecedores`: a page (from 0) of at most 20 providers by name. */
export const providerPageSchema = listPageOf(providerSchema, PROVIDER_PAGE_SIZE);
export type ProviderPageDto = z.infer<typeof providerPageSchema>;
