import type { GraphqlModule, Resolvers } from '../../platform/graphql';
import { checksGraphql } from './checks.graphql';
import { recordsGraphql } from './records.graphql';

/** Types both halves of the area use. */
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

function rootFields(module: GraphqlModule, root: 'Query' | 'Mutation'): Record<string, unknown> {
  return (module.resolvers[root] ?? {}) as Record<string, unknown>;
}

/** The conciliation area in GraphQL: the commercial check (checks) and the result, history and list (records). */
export const conciliationGraphql: GraphqlModule = {
  typeDefs: [sharedTypeDefs, checksGraphql.typeDefs, recordsGraphql.typeDefs].join('\n'),
  resolvers: {
    Query: { ...rootFields(checksGraphql, 'Query'), ...rootFields(recordsGraphql, 'Query') },
    Mutation: { ...rootFields(checksGraphql, 'Mutation'), ...rootFields(recordsGraphql, 'Mutation') },
  } as Resolvers,
};
