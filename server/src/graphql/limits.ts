import {
  GraphQLError,
  getNamedType,
  isObjectType,
  isInterfaceType,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import { graphqlSourceHasNullByte, NULL_BYTE_MESSAGE } from '../lib/input.ts';

/**
 * GitLab's GraphQL limits (app/graphql/gitlab_schema.rb, doc/api/graphql "Limits"): max depth 15
 * anonymous / 20 signed in, max complexity 200 anonymous / 250 signed in / 300 administrators, a query
 * of at most 10,000 characters. Checked before anything runs, on HTTP and on the WebSocket.
 */
export const MAX_QUERY_SIZE = 10_000;
/** Brace nesting checked before parsing, so a hostile document cannot exhaust the parser's stack. */
export const MAX_NESTING = 64;
/** Aliased fields per operation: each alias runs its field again (1,000 aliases of a list, one request). */
export const MAX_ALIASES = 50;

export interface GraphQLLimits {
  maxDepth: number;
  maxComplexity: number;
}

export const ANONYMOUS_LIMITS: GraphQLLimits = { maxDepth: 15, maxComplexity: 200 };
export const AUTHENTICATED_LIMITS: GraphQLLimits = { maxDepth: 20, maxComplexity: 250 };
export const ADMIN_LIMITS: GraphQLLimits = { maxDepth: 20, maxComplexity: 300 };

export function limitsFor(user: { isAdmin?: boolean | null } | null | undefined): GraphQLLimits {
  if (!user) return ANONYMOUS_LIMITS;
  return user.isAdmin ? ADMIN_LIMITS : AUTHENTICATED_LIMITS;
}

/** GitLab's default and largest page of a connection. */
const MAX_PAGE_SIZE = 100;

/**
 * What parsing may refuse before it starts: the size and the nesting of braces (outside strings and
 * comments). Returns the error message, or null.
 */
export function sourceProblem(source: string): string | null {
  if (source.length > MAX_QUERY_SIZE) return `Query too large: ${source.length} characters, the limit is ${MAX_QUERY_SIZE}`;
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (char === '#') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (char === '"') {
      const block = source.startsWith('"""', i);
      const end = block ? '"""' : '"';
      i += end.length;
      while (i < source.length && !source.startsWith(end, i)) i += source[i] === '\\' ? 2 : 1;
      i += end.length - 1;
    } else if (char === '{' || char === '(' || char === '[') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === '}' || char === ')' || char === ']') {
      depth -= 1;
    }
  }
  return deepest > MAX_NESTING ? `Query is nested too deeply: ${deepest} levels, the limit is ${MAX_NESTING}` : null;
}

export interface OperationCost {
  depth: number;
  complexity: number;
  aliases: number;
}

function intValue(node: ValueNode | undefined, variables: Record<string, unknown> | undefined, defaults: Map<string, ValueNode>): number | undefined {
  if (!node) return undefined;
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) {
    const given = variables?.[node.name.value];
    if (typeof given === 'number') return given;
    const fallback = defaults.get(node.name.value);
    return fallback?.kind === Kind.INT ? Number(fallback.value) : undefined;
  }
  return undefined;
}

/**
 * Depth, complexity and aliases of an operation, GitLab's way: every field costs 1 plus what is below
 * it; below a connection (`…Connection` type) that is multiplied by 1 + page size / 100 (graphql-ruby's
 * connection multiplier as GitLab sets it: 0.01 per record), the page size being `first`/`last`
 * (literal, variable value, variable default) or 100. Inline fragments and spreads add no depth;
 * introspection adds no complexity.
 * Fragments are costed once each (memoised), so spreads cannot multiply the work of this count.
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables?: Record<string, unknown>): OperationCost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const defaults = new Map<string, ValueNode>();
  for (const variable of operation.variableDefinitions ?? []) if (variable.defaultValue) defaults.set(variable.variable.name.value, variable.defaultValue);

  const memo = new Map<string, OperationCost>();
  const inProgress = new Set<string>();

  const fieldOf = (parent: GraphQLNamedType | undefined, name: string): GraphQLField<unknown, unknown> | undefined =>
    parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;

  const walk = (set: SelectionSetNode, parent: GraphQLNamedType | undefined): OperationCost => {
    const total: OperationCost = { depth: 0, complexity: 0, aliases: 0 };
    for (const selection of set.selections) {
      let part: OperationCost;
      if (selection.kind === Kind.FIELD) {
        const field = fieldOf(parent, selection.name.value);
        const type = field ? getNamedType(field.type) : undefined;
        const below = selection.selectionSet ? walk(selection.selectionSet, type) : { depth: 0, complexity: 0, aliases: 0 };
        let childComplexity = below.complexity;
        if (type?.name.endsWith('Connection')) {
          const argument = (name: string) => selection.arguments?.find((a) => a.name.value === name)?.value;
          const page = Math.min(intValue(argument('first'), variables, defaults) ?? intValue(argument('last'), variables, defaults) ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
          childComplexity = Math.ceil(childComplexity * (1 + Math.max(page, 0) / 100));
        }
        // Introspection (`__schema`, `__type`) reads the schema in memory: depth counts, complexity not
        // (GraphiQL's introspection query must pass anonymously, as GitLab's does).
        const introspection = selection.name.value === '__schema' || selection.name.value === '__type';
        part = { depth: 1 + below.depth, complexity: introspection ? 0 : 1 + childComplexity, aliases: below.aliases + (selection.alias ? 1 : 0) };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        part = walk(selection.selectionSet, type ?? undefined);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        const known = memo.get(name);
        if (known) part = known;
        else if (!fragment || inProgress.has(name)) part = { depth: 0, complexity: 0, aliases: 0 };
        else {
          inProgress.add(name);
          part = walk(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? undefined);
          inProgress.delete(name);
          memo.set(name, part);
        }
      }
      total.depth = Math.max(total.depth, part.depth);
      total.complexity += part.complexity;
      total.aliases += part.aliases;
    }
    return total;
  };

  const root = operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  return walk(operation.selectionSet, root ?? undefined);
}

/** The messages GitLab (graphql-ruby) answers with, or none. */
export function limitErrors(cost: OperationCost, limits: GraphQLLimits): string[] {
  const errors: string[] = [];
  if (cost.depth > limits.maxDepth) errors.push(`Query has depth of ${cost.depth}, which exceeds max depth of ${limits.maxDepth}`);
  if (cost.complexity > limits.maxComplexity) errors.push(`Query has complexity of ${cost.complexity}, which exceeds max complexity of ${limits.maxComplexity}`);
  if (cost.aliases > MAX_ALIASES) errors.push(`Query has ${cost.aliases} aliases, which exceeds max aliases of ${MAX_ALIASES}`);
  return errors;
}

/** A validation rule applying `limits` to every operation of the document. */
export function limitsRule(limits: GraphQLLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const cost = operationCost(context.getSchema(), context.getDocument(), node);
      for (const message of limitErrors(cost, limits)) context.reportError(new GraphQLError(message, { nodes: [node] }));
      return false;
    },
  });
}

/** Who asks, from Yoga's initial context: the WebSocket's viewer or the HTTP request's. */
type LimitsContext = { viewer?: { user: { isAdmin?: boolean | null } | null }; req?: { viewer?: { user: { isAdmin?: boolean | null } | null } } };

/**
 * The envelop/Yoga plugin: size and nesting refused before parsing, depth, complexity and aliases as
 * validation rules with the limits of the viewer. Refusals are GraphQL errors (HTTP 400 or a socket
 * `error` message), never a 500.
 */
export function useGraphQLLimits() {
  return {
    onParse({ params }: { params: { source: string | { body: string } } }) {
      const source = typeof params.source === 'string' ? params.source : params.source.body;
      const problem = sourceProblem(source) ?? (graphqlSourceHasNullByte(source) ? NULL_BYTE_MESSAGE : null);
      if (problem) throw new GraphQLError(problem, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
    },
    onValidate({ context, addValidationRule }: { context: unknown; addValidationRule: (rule: ValidationRule) => void }) {
      const given = (context ?? {}) as LimitsContext;
      const user = given.viewer?.user ?? given.req?.viewer?.user ?? null;
      addValidationRule(limitsRule(limitsFor(user)));
    },
  };
}
