import { LINK_PICK_MAX, SUBCONTRACTOR_PAGE_SIZE, subcontractorPageSchema, subcontractorSchema } from '@portal/domain';
import { byArgument, graphqlParts, resolver, type GraphqlModule } from '../../platform/graphql';
import { invoicesGraphql } from './invoices.graphql';
import * as subcontractorsService from './subcontractors.service';

/**
 * The subcontractors themselves in GraphQL (spec 001 §7 "Subcontractors", names per decision A1). Fornecedor,
 * StatusSubcontratado and SubcontratadoResumo are declared by the providers area. Every operation needs the
 * subcontractor screens (Admin, Logistica): the role table names no separate permission for saving.
 */
const subcontractorListGraphql: GraphqlModule = {
  types: { Subcontratado: subcontractorSchema, PaginaSubcontratados: subcontractorPageSchema },
  typeDefs: /* GraphQL */ `
    "Each filter 'contains', ignoring case (cnpj also its mask); blank or null is no filter."
    input FiltroSubcontratadoInput {
      cnpj: String
      email: String
      nomeFantasia: String
      razaoSocial: String
    }

    "The form: all but anotacoes required (requiredField names the first missing); status 1 Ativo or 2 Inativo."
    input SubcontratadoInput {
      razaoSocial: String
      nomeFantasia: String
      cnpj: String
      endereco: String
      telefonePrincipal: String
      outroTelefone: String
      email: String
      status: Int
      codigoABVTEX: String
      anotacoes: String
    }

    extend type Query {
      "A page (from 0) of ${SUBCONTRACTOR_PAGE_SIZE} subcontractors by trade name ignoring case. Admin, Logistica."
      listarSubcontratadosFiltrados(filtro: FiltroSubcontratadoInput, pagina: Int): PaginaSubcontratados!
      "One subcontractor (404 when unknown). Admin, Logistica."
      buscarSubcontratadoPorId(idSubcontratado: Int!): Subcontratado!
      "The subcontractor's linked providers, by name. Admin, Logistica."
      buscarFornecedorPorSubcontratado(idSubcontratado: Int!): [Fornecedor!]!
      "Up to ${LINK_PICK_MAX} providers not linked to the subcontractor, by name; nome searches name or CNPJ. Admin, Logistica."
      buscarFornecedorNaoVinculadoAoSubcontratado(idSubcontratado: Int!, nome: String): [Fornecedor!]!
        @listSize(assumedSize: ${LINK_PICK_MAX})
    }

    extend type Mutation {
      "Registers a subcontractor (409 validation on cnpj when another holds the CNPJ). Admin, Logistica."
      criarSubcontratado(subcontratado: SubcontratadoInput!): Subcontratado!
      "Saves the whole form of a subcontractor. Admin, Logistica."
      atualizarSubcontratado(idSubcontratado: Int!, subcontratado: SubcontratadoInput!): Subcontratado!
      "Links a provider (subcontratadoId missing: subcontractorMustBeSaved); the linked providers after. Admin, Logistica."
      adicionarFornecedorAoSubcontratado(fornecedorId: Int, subcontratadoId: Int): [Fornecedor!]!
      "Unlinks a provider; the linked providers after. Admin, Logistica."
      removerFornecedorDoSubcontratado(fornecedorId: Int, subcontratadoId: Int): [Fornecedor!]!
    }
  `,
  resolvers: {
    Query: {
      listarSubcontratadosFiltrados: resolver('subcontractor-list', subcontractorsService.listSubcontractors),
      buscarSubcontratadoPorId: resolver(
        'subcontractor-details',
        byArgument('idSubcontratado', subcontractorsService.getSubcontractor),
      ),
      buscarFornecedorPorSubcontratado: resolver(
        'subcontractor-details',
        byArgument('idSubcontratado', subcontractorsService.linkedProviders),
      ),
      buscarFornecedorNaoVinculadoAoSubcontratado: resolver(
        'subcontractor-details',
        subcontractorsService.providersToLink,
      ),
    },
    Mutation: {
      criarSubcontratado: resolver('subcontractor-details', subcontractorsService.createSubcontractor),
      atualizarSubcontratado: resolver('subcontractor-details', subcontractorsService.updateSubcontractor),
      adicionarFornecedorAoSubcontratado: resolver('subcontractor-details', subcontractorsService.addProvider),
      removerFornecedorDoSubcontratado: resolver('subcontractor-details', subcontractorsService.removeProvider),
    },
  },
};

/** The subcontractors area in GraphQL, by part: the subcontractors (list and details) and their invoices. */
export const subcontractorsGraphql: GraphqlModule = graphqlParts([subcontractorListGraphql, invoicesGraphql]);
