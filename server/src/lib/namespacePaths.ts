// Route patterns and parameters of namespace paths (projects and groups nest), shared by every domain's
// routes; no domain imports another domain's route file for them.
//
// Groups nest (GitLab allows 20 levels), so a project's full path has 2 or more segments and a group's 1
// or more. find-my-way's parameters match one segment, so every suffix registers ONE route whose first
// parameter holds the whole namespace, as GitLab's `*namespace_id/:project_id` and `*group_id` routes do:
//
//   /:namespace_path/:project_path/-/issues/:iid        /groups/:group_path/-/epics/:iid
//
// A deeper path reaches it through Fastify's `rewriteUrl` (`rewriteNamespaceUrl`, set in app.ts): when no
// route matches the path as it came, the segments of the namespace are joined with `%2F` into the one
// segment the parameter captures (`/a/b/c/-/issues/1` → `/a%2Fb/c/-/issues/1`). The segments are joined
// as they came, never re-encoded, so find-my-way decodes each one exactly once, as it did per segment;
// `request.originalUrl` keeps the path the client sent.

import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';

/** `/:namespace_path/:project_path` + suffix: one route for a project of any depth. */
export function projectRoute(suffix: string): string {
  return `/:namespace_path/:project_path${suffix}`;
}

/** `/groups/:group_path` + suffix: one route for a group of any depth. */
export function groupRoute(suffix: string): string {
  return `/groups/:group_path${suffix}`;
}

/** The full path named by a project route's (`namespace/project`) or a group route's parameters. */
export function fullPathOf(params: Record<string, string | undefined>): string {
  if (params.group_path !== undefined) return params.group_path;
  return `${params.namespace_path ?? ''}/${params.project_path ?? ''}`;
}

/** Fixed prefixes before a namespace, longest first: `/groups/a/b/uploads` is group a/b's, not project groups/a/b's. */
const PREFIXES = ['/groups/', '/'];

type Finder = Pick<FastifyInstance, 'findRoute'>;

function matches(app: Finder, method: string, path: string): boolean {
  const found = app.findRoute({ method: method as 'GET', url: path });
  if (found === null) return false;
  const params = found.params as Record<string, string | undefined>;
  // A bare wildcard (`*`) is a fallback, not the route this path names; a project route's own trailing
  // wildcard (a file path: `/-/raw/:sha/*`) is.
  return params['*'] === undefined || params.namespace_path !== undefined;
}

/**
 * Fastify's `rewriteUrl`: the URL unchanged when a route matches it as it came (every project of
 * namespace depth 1 and group of depth 1, and every non-namespace route); else the first candidate that
 * folds 2 or more leading namespace segments into one matching route (the fewest first, as find-my-way
 * prefers a static segment over a parameter); else unchanged (404).
 */
export function rewriteNamespaceUrl(this: Finder, request: RawRequestDefaultExpression): string {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const method = request.method ?? 'GET';
  if (path.split('/').length < 5 || matches(this, method, path)) return url;
  for (const prefix of PREFIXES) {
    if (!path.startsWith(prefix)) continue;
    const segments = path.slice(prefix.length).split('/');
    for (let fold = 2; fold < segments.length; fold += 1) {
      const namespace = segments.slice(0, fold);
      if (namespace.some((segment) => segment === '' || segment === '-')) break;
      const candidate = `${prefix}${namespace.join('%2F')}/${segments.slice(fold).join('/')}`;
      if (matches(this, method, candidate)) return candidate + query;
    }
  }
  return url;
}
