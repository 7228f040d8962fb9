import { reasonSchema, statusSchema } from '@portal/domain';
import type { GraphqlModule, Resolvers } from '../../platform/graphql';
import { listGraphql } from './list.graphql';
import { reconcileGraphql } from './reconcile.graphql';
import { statusGraphql } from './status.graphql';

/** Types the area's parts share (StatusConciliacao is also an order's conciliation side, orders area). */
const sharedTypes = { StatusConciliacao: statusSchema, MotivoConciliacao: reasonSchema };

const PARTS = [reconcileGraphql, statusGraphql, listGraphql];

function rootFields(root: 'Query' | 'Mutation'): Record<string, unknown> {
  return Object.assign({}, ...PARTS.map((part) => part.resolvers[root] ?? {})) as Record<string, unknown>;
}

/**
 * The conciliation area in GraphQL, by part: reconcile (the sample check, the commercial step), status (an
 * order's result and history, cancel, observation) and list. Report has no GraphQL.
 */
export const conciliationGraphql: GraphqlModule = {
  types: { ...sharedTypes, ...reconcileGraphql.types, ...statusGraphql.types, ...listGraphql.types },
  typeDefs: PARTS.map((part) => part.typeDefs).join('\n'),
  resolvers: { Query: rootFields('Query'), Mutation: rootFields('Mutation') } as Resolvers,
};
