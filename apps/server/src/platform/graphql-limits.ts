import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import type { Config } from './config';
import { AppError, type ErrorDetails } from './errors';
import { operationCost, operationLimitRule, rootFieldCount } from './graphql-limits-cost';

/** What one GraphQL request may ask for; each limit is refused before any resolver runs. */
export interface GraphqlLimits {
  /** Lexical tokens of the document: graphql-js stops parsing past it. */
  maxTokens: number;
  /** Aliased fields of an operation, through fragments. */
  maxAliases: number;
  /** Root fields of an operation (the same root field twice needs an alias, so aliases bound it too). */
  maxRootFields: number;
  /** Nesting levels of fields (fragments add none). */
  maxDepth: number;
  /** Estimated values in the answer: each field counts 1 times the length of every list around it. */
  maxCost: number;
  /** Items assumed for a list field without @listSize. */
  defaultListSize: number;
  /** Production: no introspection for anybody, no "Did you mean …" suggestions. */
  production: boolean;
}

export function graphqlLimitsOf(config: Config): GraphqlLimits {
  return {
    maxTokens: config.GRAPHQL_MAX_TOKENS,
    maxAliases: config.GRAPHQL_MAX_ALIASES,
    maxRootFields: config.GRAPHQL_MAX_ROOT_FIELDS,
    maxDepth: config.GRAPHQL_MAX_DEPTH,
    maxCost: config.GRAPHQL_MAX_COST,
    defaultListSize: config.GRAPHQL_DEFAULT_LIST_SIZE,
    production: config.NODE_ENV === 'production',
  };
}

type LimitCode = 'queryTooDeep' | 'queryTooManyAliases' | 'queryTooCostly';

/**
 * Thrown, not reported: graphql-js's validate() rethrows it at once, so no other rule walks the rest of an
 * abusive document. The GraphQL formatter answers the AppError inside (code, translated message, 400).
 */
function refuse(code: LimitCode, details: ErrorDetails, message: string): never {
  throw new GraphQLError(message, { originalError: new AppError(code, details) });
}

/** GraphQL Armor's messages end in "found N."; the count goes to the details when it is there. */
function found(message: string): ErrorDetails {
  const match = /found (\d+)/.exec(message);
  return match ? { found: Number(match[1]) } : {};
}

/**
 * The validation rules mercurius runs after graphql's own, in the order a refusal is reported: aliases and
 * root fields (the 1,000 aliases), depth, then cost. Aliases and depth are GraphQL Armor's rules; the
 * cost counts list sizes from the `max` arguments (@listSize), which Armor's cost limit cannot.
 */
export function limitRules(limits: GraphqlLimits): ValidationRule[] {
  return [
    maxAliasesRule({
      n: limits.maxAliases,
      onReject: [
        (_context, error) =>
          refuse('queryTooManyAliases', { max: limits.maxAliases, ...found(error.message) }, error.message),
      ],
    }),
    operationLimitRule(rootFieldCount, limits.maxRootFields, (count) =>
      refuse(
        'queryTooManyAliases',
        { max: limits.maxRootFields, found: count },
        `Root fields limit of ${limits.maxRootFields} exceeded, found ${count}.`,
      ),
    ),
    maxDepthRule({
      n: limits.maxDepth,
      flattenFragments: true,
      onReject: [
        (_context, error) => refuse('queryTooDeep', { max: limits.maxDepth, ...found(error.message) }, error.message),
      ],
    }),
    operationLimitRule(
      (context, operation) => operationCost(context, operation, limits.defaultListSize),
      limits.maxCost,
      (cost) =>
        refuse(
          'queryTooCostly',
          { cost, max: limits.maxCost },
          `Query cost limit of ${limits.maxCost} exceeded, found ${cost}.`,
        ),
    ),
    // the schema is no secret (it is in the repository) but a map of it helps nobody outside; suppliers are external
    ...(limits.production ? [NoSchemaIntrospectionCustomRule] : []),
  ];
}

/** graphql-js's parse error past `maxTokens` (mercurius matches the same text to skip its JSON fallback). */
const TOKEN_LIMIT_MESSAGE = /^Syntax Error: Document contains more th(?:at|an) \d+ tokens\. Parsing aborted\.$/;

/** The AppError a graphql-js error stands for, when it is one of ours raised without an original (the token limit). */
export function limitErrorOf(error: GraphQLError, limits: GraphqlLimits): AppError | null {
  return TOKEN_LIMIT_MESSAGE.test(error.message) ? new AppError('queryTooLarge', { max: limits.maxTokens }) : null;
}

/** Removes graphql-js's "Did you mean …?" hints (variable coercion has no hideSuggestions option in mercurius). */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '').trim();
}
