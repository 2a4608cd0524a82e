import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, Kind, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
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
 * can be checked against GitLab 16.2.
 */
export function withoutExtensions(document: DocumentNode, ours: GraphQLSchema): DocumentNode {
  const typeInfo = new TypeInfo(ours);
  const fields = new Set<string>(EXTENSION_FIELDS);
  const types = new Set<string>(EXTENSION_TYPES);
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      [Kind.FIELD]: (node) => (fields.has(`${typeInfo.getParentType()?.name}.${node.name.value}`) ? null : undefined),
      [Kind.INLINE_FRAGMENT]: (node) => (node.typeCondition && types.has(node.typeCondition.name.value) ? null : undefined),
      [Kind.FRAGMENT_DEFINITION]: (node) => (types.has(node.typeCondition.name.value) ? null : undefined),
    }),
  );
}
