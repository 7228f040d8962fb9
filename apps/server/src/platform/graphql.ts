import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError, Location, type ExecutionResult, type GraphQLFormattedError, type validate } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import type { Language, Permission } from '@portal/domain';
import { assertPermission, optionalUser, type AuthUser } from './auth';
import type { LocalizedContext } from './context';
import { AppError, logAnsweredError, requestLanguage, toApiError } from './errors';
import { graphqlLimitsOf, limitErrorOf, limitRules, withoutSuggestions, type GraphqlLimits } from './graphql-limits';
import { LIST_SIZE_DIRECTIVE } from './graphql-limits-cost';
import { answerTypesSdl, type AnswerTypes } from './graphql-types';

declare module 'mercurius' {
  interface MercuriusContext {
    /** The verified bearer token, or null; resolvers call requireUser / assertPermission. */
    user: AuthUser | null;
    requestId: string;
    language: Language;
  }
}

export type Resolvers = IResolvers<unknown, MercuriusContext>;

/** A resolver's service context once the permission is asserted (GraphQL answers forbidden otherwise). */
export function graphqlContext(ctx: MercuriusContext, permission: Permission): LocalizedContext {
  return {
    db: ctx.app.database.db,
    user: assertPermission(ctx, permission),
    language: ctx.language,
    requestId: ctx.requestId,
  };
}

/**
 * A resolver over one service call: asserts the permission, builds the context and hands it the arguments (and
 * Mercurius' context, for the app). What every area's `*.graphql.ts` writes instead of its own wrapper.
 */
export function resolver<Args, Answer>(
  permission: Permission,
  run: (context: LocalizedContext, args: Args, mercurius: MercuriusContext) => Answer,
) {
  return (_root: unknown, args: Args, ctx: MercuriusContext): Answer => run(graphqlContext(ctx, permission), args, ctx);
}

/**
 * A service call on one argument of the operation, for `resolver`: `resolver(permission, byArgument('idFornecedor',
 * service.getProvider))` hands the service the argument as received (the service parses it).
 */
export function byArgument<Context, Answer>(name: string, run: (context: Context, value: unknown) => Answer) {
  return (context: Context, args: unknown): Answer => run(context, (args as Record<string, unknown>)[name]);
}

/**
 * What an area contributes to the one GraphQL schema: its answer types as the domain's schemas (the SDL's object
 * types are written from them, graphql-types.ts), its inputs and root fields (`extend type Query/Mutation`) as SDL.
 */
export interface GraphqlModule {
  types?: AnswerTypes;
  typeDefs: string;
  resolvers: Resolvers;
}

const ROOT_TYPES = ['Query', 'Mutation'] as const;

/**
 * One area's module made of its parts' (an area with parts, docs/architecture.md: each part its own
 * `<part>.graphql.ts`): their answer types, SDL and resolvers together. Two parts naming the same type fail here,
 * the same root field when the schema is built, as two areas would.
 */
export function graphqlParts(parts: readonly GraphqlModule[]): GraphqlModule {
  const types: Record<string, AnswerTypes[string]> = {};
  for (const part of parts)
    for (const [name, contract] of Object.entries(part.types ?? {})) {
      if (name in types) throw new Error(`GraphQL type ${name} is defined twice`);
      types[name] = contract;
    }
  const root = (name: (typeof ROOT_TYPES)[number]) =>
    Object.assign({}, ...parts.map((part) => part.resolvers[name] ?? {})) as Resolvers[string];
  return {
    types,
    typeDefs: parts.map((part) => part.typeDefs).join('\n'),
    resolvers: { Query: root('Query'), Mutation: root('Mutation') } as Resolvers,
  };
}

/** Merges the areas' type definitions and resolvers; two areas defining the same field is a start-up error. */
export function composeSchema(modules: readonly GraphqlModule[]): { schema: string; resolvers: Resolvers } {
  const roots = ROOT_TYPES.filter(
    (root) => root === 'Query' || modules.some((m) => new RegExp(`extend\\s+type\\s+${root}\\b`).test(m.typeDefs)),
  );
  const types: Record<string, AnswerTypes[string]> = {};
  for (const module of modules)
    for (const [name, contract] of Object.entries(module.types ?? {})) {
      if (name in types) throw new Error(`GraphQL type ${name} is defined twice`);
      types[name] = contract;
    }
  const schema = [
    LIST_SIZE_DIRECTIVE,
    ...roots.map((root) => `type ${root}`),
    answerTypesSdl(types),
    ...modules.map((m) => m.typeDefs),
  ].join('\n\n');
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

function formatError(error: GraphQLError, language: Language, limits: GraphqlLimits): GraphQLFormattedError {
  // errors raised by resolvers arrive wrapped; syntax and schema validation errors have no original
  const original = error.originalError;
  const isGraphqlValidation = !original || (original instanceof GraphQLError && !original.originalError);
  const graphqlMessage = limits.production ? withoutSuggestions(error.message) : error.message;
  const answer = isGraphqlValidation
    ? toApiError(limitErrorOf(error, limits) ?? AppError.validation({ graphql: graphqlMessage }), language)
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
 * header only, so a cross-site text/plain post carries no credentials. The limits of platform/config.ts
 * (GRAPHQL_MAX_*) refuse abusive documents before any resolver runs; production also refuses introspection,
 * hides "Did you mean" suggestions and serves no GraphiQL.
 */
export async function registerGraphql(
  scope: FastifyInstance,
  modules: readonly GraphqlModule[],
  options: { ide: boolean },
): Promise<void> {
  const { schema, resolvers } = composeSchema(modules);
  const limits = graphqlLimitsOf(scope.config);
  // graphql-js's own options, passed on by mercurius (whose types predate hideSuggestions)
  const validateOptions: Parameters<typeof validate>[3] = { maxErrors: 100, hideSuggestions: limits.production };
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
    graphiql: options.ide && !limits.production,
    validationRules: limitRules(limits),
    graphql: { parseOptions: { maxTokens: limits.maxTokens }, validateOptions },
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
        // as REST does: a 5xx at error with its stack, a refused input (zod, a 4xx AppError) at info without
        if (original && !(original instanceof GraphQLError))
          logAnsweredError(log, original, toApiError(original, language));
      }
      const errors = execution.errors.flatMap((e) => unwrap(e)).map((e) => formatError(e, language, limits));
      // with data the answer is 200 (GraphQL over HTTP); without, the errors' common status, so a 401 reaches the client's interceptor
      const statuses = new Set(errors.map((e) => Number(e.extensions?.status ?? 200)));
      const statusCode = execution.data ? 200 : statuses.size === 1 ? ([...statuses][0] ?? 200) : 400;
      return { statusCode, response: { data: execution.data ?? null, errors } };
    },
  });
  // mercurius takes a query it cannot parse as GraphQL for a JSON syntax tree, which the token limit never sees
  scope.graphql.addHook('preValidation', async (_schema, document) => {
    if (!(document.loc instanceof Location)) throw AppError.validation({ reason: 'queryNotGraphqlText' });
  });
}
