import { NORM_LIMITS, NORM_LIST_MAX, normSchema } from '@portal/domain';
import { byArgument, resolver, type GraphqlModule } from '../../platform/graphql';
import * as normsService from './norms.service';

/**
 * Norms in GraphQL (spec 001 §7 "Norms", names per decision A1). The list needs norm-list (Admin, Usuario,
 * Logistica), one norm norm-details (Admin, Logistica); a save needs norm-details and edit-norm-details (Admin).
 */
export const normsGraphql: GraphqlModule = {
  types: { Norma: normSchema },
  typeDefs: /* GraphQL */ `
    "The norm form: codigo (at most ${NORM_LIMITS.codigo} characters, unique ignoring case) and descricao (at most ${NORM_LIMITS.descricao}) required; ativo true when left out."
    input NormaInput {
      codigo: String
      descricao: String
      ativo: Boolean
    }

    extend type Query {
      "The norms by code ignoring case (only the active ones with ativas: true), at most ${NORM_LIST_MAX}. Admin, Usuario, Logistica."
      listarNormas(ativas: Boolean): [Norma!]! @listSize(assumedSize: ${NORM_LIST_MAX})
      "One norm (404 when unknown). Admin, Logistica."
      buscarNormaPorId(idNorma: Int!): Norma!
    }

    extend type Mutation {
      "Registers a norm (409 normCodeTaken when its code is taken). Admin."
      criarNorma(norma: NormaInput!): Norma!
      "Saves a norm's form (409 normCodeTaken when another norm holds the code). Admin."
      atualizarNorma(idNorma: Int!, norma: NormaInput!): Norma!
    }
  `,
  resolvers: {
    Query: {
      listarNormas: resolver('norm-list', normsService.listNorms),
      buscarNormaPorId: resolver('norm-details', byArgument('idNorma', normsService.getNorm)),
    },
    Mutation: {
      criarNorma: resolver('norm-details', normsService.createNorm),
      atualizarNorma: resolver('norm-details', normsService.updateNorm),
    },
  },
};
