import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import type { Language } from '@portal/domain';
import { optionalUser, type AuthUser } from './auth';
import { AppError, requestLanguage, toApiError } from './errors';

declare module 'mercurius' {
  interface MercuriusContext {
    /** The verified bearer token, or null; resolvers call requireUser / assertPermission. */
    user: AuthUser | null;
    requestId: string;
    language: Language;
  }
}

export type Resolvers = IResolvers<unknown, MercuriusContext>;

/** What an area contributes to the one GraphQL schema. Root fields go in `extend type Query/Mutation`. */
export interface GraphqlModule {
  typeDefs: string;
  resolvers: Resolvers;
}

const ROOT_TYPES = ['Query', 'Mutation'] as const;

/** Merges the areas' type definitions and resolvers; two areas defining the same field is a start-up error. */
export function composeSchema(modules: readonly GraphqlModule[]): { schema: string; resolvers: Resolvers } {
  const roots = ROOT_TYPES.filter(
    (root) => root === 'Query' || modules.some((m) => new RegExp(`extend\\s+type\\s+${root}\\b`).test(m.typeDefs)),
  );
  const schema = [...roots.map((root) => `type ${root}`), ...modules.map((m) => m.typeDefs)].join('\n\n');
  const resolvers: Record<string, Record<string, unknown>> = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module.resolvers)) {
      const target = (resolvers[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`GraphQL resolver ${typeName}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return { schema, resolvers: resolvers as Resolvers };
}

/** Mercurius wraps schema validation failures in one error holding the list (as its default formatter unwraps). */
function unwrap(error: GraphQLError): GraphQLError[] {
  const inner = (error.originalError as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(inner) && inner.every((e) => e instanceof GraphQLError)) return inner as GraphQLError[];
  return [error];
}

function formatError(error: GraphQLError, language: Language): GraphQLFormattedError {
  // errors raised by resolvers arrive wrapped; syntax and schema validation errors have no original
  const original = error.originalError;
  const isGraphqlValidation = !original || (original instanceof GraphQLError && !original.originalError);
  const answer = isGraphqlValidation
    ? toApiError(AppError.validation({ graphql: error.message }), language)
    : toApiError(original instanceof GraphQLError ? original.originalError : original, language);
  const formatted: GraphQLFormattedError = {
    message: answer.body.message,
    extensions: { code: answer.body.code, details: answer.body.details ?? null, status: answer.status },
  };
  return {
    ...formatted,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
  };
}

/**
 * GraphQL at /api/graphql (mounted inside the /api scope). Accepts application/json and, as the
 * portal's clients send it, a text/plain body holding the same JSON. Authentication is by bearer
 * header only, so a cross-site text/plain post carries no credentials.
 */
export async function registerGraphql(
  scope: FastifyInstance,
  modules: readonly GraphqlModule[],
  options: { ide: boolean },
): Promise<void> {
  const { schema, resolvers } = composeSchema(modules);
  scope.removeContentTypeParser('text/plain');
  scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, payload, done) => {
    try {
      done(null, JSON.parse(String(payload)));
    } catch {
      done(AppError.validation({ reason: 'invalidJson' }), undefined);
    }
  });
  await scope.register(mercurius, {
    schema,
    resolvers,
    path: '/graphql',
    graphiql: options.ide,
    queryDepth: 12,
    context: async (request: FastifyRequest) => ({
      user: await optionalUser(request),
      requestId: request.id,
      language: requestLanguage(request),
    }),
    errorFormatter: (
      execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
      context: MercuriusContext,
    ) => {
      const language = context.language ?? (context.reply ? requestLanguage(context.reply.request) : 'pt-BR');
      const log = context.reply?.log ?? context.app.log;
      for (const error of execution.errors) {
        const original =
          error.originalError instanceof GraphQLError ? error.originalError.originalError : error.originalError;
        if (original && !(original instanceof AppError) && !(original instanceof GraphQLError))
          log.error({ err: original }, 'GraphQL resolver failed');
      }
      const errors = execution.errors.flatMap((e) => unwrap(e)).map((e) => formatError(e, language));
      // with data the answer is 200 (GraphQL over HTTP); without, the errors' common status, so a 401 reaches the client's interceptor
      const statuses = new Set(errors.map((e) => Number(e.extensions?.status ?? 200)));
      const statusCode = execution.data ? 200 : statuses.size === 1 ? ([...statuses][0] ?? 200) : 400;
      return { statusCode, response: { data: execution.data ?? null, errors } };
    },
  });
}
