import type { GraphqlModule } from '../../platform/graphql';

/** Placeholder: the records helper replaces this file. */
export const recordsGraphql: GraphqlModule = {
  typeDefs: '',
  resolvers: { Query: {}, Mutation: {} },
};
