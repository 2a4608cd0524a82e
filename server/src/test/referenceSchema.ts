import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, getNamedType, Kind, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema, type OperationDefinitionNode, type SelectionNode } from 'graphql';
import { EXTENSION_FIELDS, EXTENSION_TYPES } from '../graphql/schema.ts';

/**
 * GitLab 16.2's GraphQL schema, which our operations must validate against: the copy in
 * `server/reference/`, or the file `GITLAB_REFERENCE_SCHEMA` names.
 */
export const REFERENCE_SCHEMA_PATH =
  process.env.GITLAB_REFERENCE_SCHEMA || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../reference/gitlab-16.2-schema.graphql');

let reference: GraphQLSchema | undefined;

/** GitLab 16.2's schema, built once per test worker (the SDL is 1.2 MB). */
export function referenceSchema(): GraphQLSchema {
  reference ??= buildSchema(fs.readFileSync(REFERENCE_SCHEMA_PATH, 'utf8'), { assumeValidSDL: true });
  return reference;
}

/**
 * `document` without our documented extensions (docs/graphql-extensions.md): the fields in
 * `EXTENSION_FIELDS` and fragments on `EXTENSION_TYPES`, found with our schema's types, so the rest
 * can be checked against GitLab 16.2. An operation whose every root field is an extension (a
 * subscription of our own) becomes a fragment on the type those fields return (a 16.2 type), so what
 * it selects is still checked.
 */
export function withoutExtensions(document: DocumentNode, ours: GraphQLSchema): DocumentNode {
  const typeInfo = new TypeInfo(ours);
  const fields = new Set<string>(EXTENSION_FIELDS);
  const types = new Set<string>(EXTENSION_TYPES);
  const roots = new Set([ours.getQueryType(), ours.getMutationType(), ours.getSubscriptionType()].filter(Boolean).map((type) => type?.name));
  // The selections of the current operation's removed root fields, by the named type they return.
  let removedRoots: { type: string; selections: readonly SelectionNode[] }[] = [];
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      [Kind.OPERATION_DEFINITION]: {
        enter: () => {
          removedRoots = [];
        },
        leave: (node): OperationDefinitionNode | FragmentDefinitionNode | null | undefined => {
          if (node.selectionSet.selections.length > 0) return undefined;
          const [first] = removedRoots;
          if (!first || removedRoots.some((root) => root.type !== first.type)) return null;
          return {
            kind: Kind.FRAGMENT_DEFINITION,
            name: { kind: Kind.NAME, value: node.name?.value ?? 'ExtensionOperation' },
            typeCondition: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: first.type } },
            selectionSet: { kind: Kind.SELECTION_SET, selections: removedRoots.flatMap((root) => root.selections) },
          };
        },
      },
      [Kind.FIELD]: {
        leave: (node) => {
          const parent = typeInfo.getParentType()?.name;
          if (!fields.has(`${parent}.${node.name.value}`)) return undefined;
          const type = typeInfo.getType();
          if (roots.has(parent) && type && node.selectionSet) removedRoots.push({ type: getNamedType(type).name, selections: node.selectionSet.selections });
          return null;
        },
      },
      [Kind.INLINE_FRAGMENT]: (node) => (node.typeCondition && types.has(node.typeCondition.name.value) ? null : undefined),
      [Kind.FRAGMENT_DEFINITION]: (node) => (types.has(node.typeCondition.name.value) ? null : undefined),
    }),
  );
}
