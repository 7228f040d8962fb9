import {
  LINK_PICK_MAX,
  PROVIDER_PAGE_SIZE,
  providerPageSchema,
  providerSchema,
  subcontractorStatusSchema,
  subcontractorSummarySchema,
  type Permission,
  type ProviderFlagMutation,
} from '@portal/domain';
import { byArgument, resolver, type GraphqlModule } from '../../platform/graphql';
import * as providersService from './providers.service';

/** Reads need the screen (Admin, Logistica); changes need edit-provider-list (Admin), spec 001 §2 and §6. */
const READ: Permission = 'provider-details';
const EDIT: Permission = 'edit-provider-list';

function flagMutation(mutation: ProviderFlagMutation) {
  return resolver(EDIT, (context, args: unknown) => providersService.setProviderFlag(context, mutation, args));
}

/**
 * The providers area in GraphQL (spec 001 §7 "Suppliers and providers"). Fornecedor is declared here and is also the
 * order's `fornecedor` (orders area); SubcontratadoResumo is declared here and also answered by the subcontractors area.
 */
export const providersGraphql: GraphqlModule = {
  types: {
    Fornecedor: providerSchema,
    PaginaFornecedores: providerPageSchema,
    StatusSubcontratado: subcontractorStatusSchema,
    SubcontratadoResumo: subcontractorSummarySchema,
  },
  typeDefs: /* GraphQL */ `
    extend type Query {
      "A page (from 0) of ${PROVIDER_PAGE_SIZE} providers by name; nome and cnpj 'contain' (case and mask ignored). Admin, Logistica."
      fornecedoresFiltrados(nome: String, cnpj: String, pagina: Int): PaginaFornecedores!
      "One provider (404 when unknown). Admin, Logistica."
      buscarFornecedorPorId(idFornecedor: Int!): Fornecedor!
      "The provider's linked subcontractors, by trade name. Admin, Logistica."
      buscarSubcontratadoPorFornecedor(idFornecedor: Int!): [SubcontratadoResumo!]!
      "Up to ${LINK_PICK_MAX} active subcontractors not linked to the provider, by trade name; nome searches trade or legal name or CNPJ. Admin, Logistica."
      buscarSubcontratadosNaoVinculadosAoFornecedor(idFornecedor: Int!, nome: String): [SubcontratadoResumo!]!
        @listSize(assumedSize: ${LINK_PICK_MAX})
    }

    extend type Mutation {
      "Sets 'is subcontractor'; the provider after. edit-provider-list (Admin)."
      atualizarFlagSubcontratado(idFornecedor: Int!, valor: Boolean!): Fornecedor!
      "Sets 'require producer declaration'; the provider after. edit-provider-list (Admin)."
      atualizarFlagDeclaracaoProdutor(idFornecedor: Int!, valor: Boolean!): Fornecedor!
      "Sets 'requires origin certificate'; the provider after. edit-provider-list (Admin)."
      atualizarFlagCertificadoOrigem(idFornecedor: Int!, valor: Boolean!): Fornecedor!
      "Links an active subcontractor (idSubcontratado -1: requiredField); the linked subcontractors after. edit-provider-list (Admin)."
      vincularSubcontratado(idFornecedor: Int!, idSubcontratado: Int): [SubcontratadoResumo!]!
      "Unlinks a subcontractor; the linked subcontractors after. edit-provider-list (Admin)."
      desvincularSubcontratado(idFornecedor: Int!, idSubcontratado: Int): [SubcontratadoResumo!]!
    }
  `,
  resolvers: {
    Query: {
      fornecedoresFiltrados: resolver('provider-list', providersService.listProviders),
      buscarFornecedorPorId: resolver(READ, byArgument('idFornecedor', providersService.getProvider)),
      buscarSubcontratadoPorFornecedor: resolver(
        READ,
        byArgument('idFornecedor', providersService.linkedSubcontractors),
      ),
      buscarSubcontratadosNaoVinculadosAoFornecedor: resolver(READ, providersService.subcontractorsToLink),
    },
    Mutation: {
      atualizarFlagSubcontratado: flagMutation('atualizarFlagSubcontratado'),
      atualizarFlagDeclaracaoProdutor: flagMutation('atualizarFlagDeclaracaoProdutor'),
      atualizarFlagCertificadoOrigem: flagMutation('atualizarFlagCertificadoOrigem'),
      vincularSubcontratado: resolver(EDIT, providersService.linkSubcontractor),
      desvincularSubcontratado: resolver(EDIT, providersService.unlinkSubcontractor),
    },
  },
};
