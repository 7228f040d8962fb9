import type { GraphqlModule, Resolvers } from '../../platform/graphql';
import { listGraphql } from './list.graphql';
import { reconcileGraphql } from './reconcile.graphql';
import { statusGraphql } from './status.graphql';

/** Types the area's parts share. */
const sharedTypeDefs = /* GraphQL */ `
  "A conciliation side's status: 0 not sent, 1 sent, 2 reconciled, 3 rejected, 4 conditional (RFM: 0, 1)."
  type StatusConciliacao {
    id: Int!
    descricao: String!
  }

  "Why a row or a step was refused or made conditional, in the request's language."
  type MotivoConciliacao {
    codigo: String!
    "blocking, conditional, commercial or event"
    gravidade: String!
    texto: String!
  }
`;

const PARTS = [reconcileGraphql, statusGraphql, listGraphql];

function rootFields(root: 'Query' | 'Mutation'): Record<string, unknown> {
  return Object.assign({}, ...PARTS.map((part) => part.resolvers[root] ?? {})) as Record<string, unknown>;
}

/**
 * The conciliation area in GraphQL, by part: reconcile (the sample check, the commercial step), status (an
 * order's result and history, cancel, observation) and list. Report has no GraphQL.
 */
export const conciliationGraphql: GraphqlModule = {
  typeDefs: [sharedTypeDefs, ...PARTS.map((part) => part.typeDefs)].join('\n'),
  resolvers: { Query: rootFields('Query'), Mutation: rootFields('Mutation') } as Resolvers,
};
