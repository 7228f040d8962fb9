import type { GraphqlModule } from '../../platform/graphql';

/** Placeholder: the checks helper replaces this file. */
export const checksGraphql: GraphqlModule = {
  typeDefs: '',
  resolvers: { Query: {}, Mutation: {} },
};
