import {
  getNamedType,
  GraphQLList,
  GraphQLNonNull,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  typeFromAST,
  valueFromASTUntyped,
  type ASTVisitor,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLOutputType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * The directive an area puts on a list field to tell the cost limit how long the list can be: the literal value
 * of one of `slicingArguments` when the query writes it inline, else `assumedSize` (the argument's cap: a variable
 * may hold anything up to it, and validation runs once per document, before the variables are looked at).
 * Lists without it count GRAPHQL_DEFAULT_LIST_SIZE items. Named after the GraphQL cost directives spec.
 */
export const LIST_SIZE_DIRECTIVE = /* GraphQL */ `
  "How many items this list answers at most, for the request cost limit (platform/graphql-limits-cost.ts)."
  directive @listSize(assumedSize: Int!, slicingArguments: [String!]) on FIELD_DEFINITION
`;

function isList(type: GraphQLOutputType): boolean {
  if (type instanceof GraphQLNonNull) return isList(type.ofType);
  return type instanceof GraphQLList;
}

/** Items a list field answers at most, per the @listSize directive or the default. */
function listSize(field: GraphQLField<unknown, unknown>, node: FieldNode, defaultListSize: number): number {
  const directive = field.astNode?.directives?.find((d) => d.name.value === 'listSize');
  if (!directive) return defaultListSize;
  const args = Object.fromEntries(directive.arguments?.map((a) => [a.name.value, valueFromASTUntyped(a.value)]) ?? []);
  const assumed = typeof args.assumedSize === 'number' ? args.assumedSize : defaultListSize;
  const slicing = Array.isArray(args.slicingArguments) ? (args.slicingArguments as string[]) : [];
  for (const name of slicing) {
    const given = node.arguments?.find((a) => a.name.value === name)?.value;
    // a literal counts as asked (beyond the cap it is refused as costly); a variable may hold up to the cap
    if (given?.kind === Kind.INT) return Math.max(0, Number(given.value));
  }
  return assumed;
}

/**
 * Estimated size of an operation's answer: one unit per value (scalar or object), multiplied by the length of
 * every enclosing list. Introspection and __typename count nothing (production refuses introspection anyway).
 * Fragments are costed once and multiplied, so the walk is linear in the document even with nested spreads.
 */
export function operationCost(
  context: ValidationContext,
  operation: OperationDefinitionNode,
  defaultListSize: number,
): number {
  const schema = context.getSchema();
  const fragmentCosts = new Map<string, number>();

  function selectionCost(selectionSet: SelectionSetNode, parent: GraphQLCompositeType, seen: Set<string>): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      switch (selection.kind) {
        case Kind.FIELD: {
          const name = selection.name.value;
          if (name.startsWith('__')) break;
          const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
          // unknown fields are reported by graphql's own rules
          if (!field) break;
          const size = isList(field.type) ? listSize(field, selection, defaultListSize) : 1;
          const type = getNamedType(field.type);
          const inner =
            selection.selectionSet && isCompositeType(type) ? selectionCost(selection.selectionSet, type, seen) : 0;
          total += size * (1 + inner);
          break;
        }
        case Kind.INLINE_FRAGMENT: {
          const condition = selection.typeCondition ? typeFromAST(schema, selection.typeCondition) : parent;
          if (condition && isCompositeType(condition)) total += selectionCost(selection.selectionSet, condition, seen);
          break;
        }
        case Kind.FRAGMENT_SPREAD: {
          const name = selection.name.value;
          // a cycle is reported by graphql's NoFragmentCycles rule; here it just stops
          if (seen.has(name)) break;
          let cost = fragmentCosts.get(name);
          if (cost === undefined) {
            const fragment = context.getFragment(name);
            const condition = fragment ? typeFromAST(schema, fragment.typeCondition) : undefined;
            cost =
              fragment && condition && isCompositeType(condition)
                ? selectionCost(fragment.selectionSet, condition, new Set([...seen, name]))
                : 0;
            fragmentCosts.set(name, cost);
          }
          total += cost;
          break;
        }
      }
    }
    return total;
  }

  const root = schema.getRootType(operation.operation);
  return root ? selectionCost(operation.selectionSet, root, new Set()) : 0;
}

/** Root fields of an operation (through fragments, each counted once and remembered), __typename aside. */
export function rootFieldCount(context: ValidationContext, operation: OperationDefinitionNode): number {
  const fragmentCounts = new Map<string, number>();
  function count(selectionSet: SelectionSetNode, seen: Set<string>): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) total += selection.name.value === '__typename' ? 0 : 1;
      else if (selection.kind === Kind.INLINE_FRAGMENT) total += count(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        const name = selection.name.value;
        let fragmentCount = fragmentCounts.get(name);
        if (fragmentCount === undefined) {
          const fragment = context.getFragment(name);
          fragmentCount = fragment ? count(fragment.selectionSet, new Set([...seen, name])) : 0;
          fragmentCounts.set(name, fragmentCount);
        }
        total += fragmentCount;
      }
    }
    return total;
  }
  return count(operation.selectionSet, new Set());
}

/** A validation rule that measures each operation on entering it and calls `refuse` when over the limit. */
export function operationLimitRule(
  measure: (context: ValidationContext, operation: OperationDefinitionNode) => number,
  max: number,
  refuse: (found: number) => never,
): (context: ValidationContext) => ASTVisitor {
  return (context) => ({
    OperationDefinition(operation) {
      const found = measure(context, operation);
      if (found > max) refuse(found);
    },
  });
}
