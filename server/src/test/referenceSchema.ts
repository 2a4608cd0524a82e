import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * GitLab 16.2's GraphQL schema, which our operations must validate against: the copy in
 * `server/reference/`, or the file `GITLAB_REFERENCE_SCHEMA` names.
 */
export const REFERENCE_SCHEMA_PATH =
  process.env.GITLAB_REFERENCE_SCHEMA || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../reference/gitlab-16.2-schema.graphql');
