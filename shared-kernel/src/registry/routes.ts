import * as z from 'zod/mini';
import { isPathPattern, parseParamValue, type PathParams, type PathParamType } from 'shared-kernel/routing';
import { ensureZodLocale } from '../internal/zodLocale';

ensureZodLocale();

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A slot of a page route: which slot, its name for fallbacks, and whether an empty slot says "Module not installed". */
export const routeSlotSchema = z.object({
  slot: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  required: z.optional(z.boolean()),
});

/** One breadcrumb: `label` and `to` are templates (`{fullPath|last}`, `/{fullPath}`); the last crumb has no `to`. */
export const routeCrumbSchema = z.object({
  label: z.string().check(z.minLength(1)),
  to: z.optional(z.string().check(z.startsWith('/'))),
});

const paramTypeSchema = z.union([z.enum(['string', 'number']), z.array(z.string().check(z.minLength(1))).check(z.minLength(1))]);

/** A query parameter the page's components receive as a prop, when its value fits `type` (default text). */
export const routeQueryPropSchema = z.object({
  prop: z.string().check(z.regex(IDENTIFIER, 'must be a prop name')),
  type: z.optional(paramTypeSchema),
});

/**
 * A GraphQL query the first screen makes (GitLab's `startup_graphql_calls`): the page server starts it with
 * the page, over GET, and the page's Apollo Client answers the first query of the same operation name,
 * document and variables from there (`shared-kernel/graphql`). `query` is the document as the client sends
 * it (Apollo adds `__typename` to each selection set below the root); string `variables` are templates
 * (`"{iid}"` gives the path's iid as a string). Added in 1.8.0.
 */
export const routeGraphqlCallSchema = z.object({
  operationName: z.string().check(z.regex(IDENTIFIER, 'must be an operation name')),
  query: z.string().check(z.minLength(1)),
  variables: z.optional(z.record(z.string().check(z.regex(IDENTIFIER, 'must be a variable name')), z.unknown())),
});

/**
 * A page a module adds to the shell, as data (see docs/shared-kernel.md, "Registry routes"): its address
 * pattern, the slots it shows and how the shell frames it. Templates (`title`, crumbs, string `props`,
 * `project`, `group`) take the path's parameters as `{name}`, or `{name|last}` for a path's last segment.
 */
export const registryRouteSchema = z.object({
  /** Route ref id, e.g. `issue` or `trial.status`: `hrefOf` resolves refs of this id to `path`. */
  id: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'must be an id such as issue or trial.status')),
  /** Address pattern, e.g. `/:fullPath+/-/issues/:iid(number)`. */
  path: z.string().check(z.refine(isPathPattern, 'must be a path pattern such as /:fullPath+/-/issues/:iid(number)')),
  slots: z.array(routeSlotSchema).check(z.minLength(1)),
  /** Tab title (the shell appends " · Platform"). */
  title: z.optional(z.string()),
  crumbs: z.optional(z.array(routeCrumbSchema)),
  /** Props every slot receives besides the path's parameters; strings are templates. */
  props: z.optional(z.record(z.string().check(z.regex(IDENTIFIER, 'must be a prop name')), z.union([z.string(), z.number(), z.boolean()]))),
  /** Query parameters passed on as props, by query name: `{ "add_related_issue": { "prop": "addRelatedIssue", "type": "number" } }`. */
  query: z.optional(z.record(z.string().check(z.minLength(1)), routeQueryPropSchema)),
  /** Template of the project the page belongs to (the navigation's namespace, the `g i` shortcut). */
  project: z.optional(z.string()),
  /** Template of the group the page belongs to (the navigation's namespace). */
  group: z.optional(z.string()),
  /** A visit of the page counts as a visit of its project or group (frequently visited items). */
  trackVisit: z.optional(z.boolean()),
  /**
   * Templates of the same-origin JSON addresses the first screen reads through the query cache (the
   * issue page: `/{fullPath}/-/issues/{iid}.json`). The page server starts them with the page, and the
   * query cache takes their answers instead of asking again (`shared-kernel/query`, preloadedRead).
   */
  data: z.optional(z.array(z.string().check(z.startsWith('/')))),
  /** The first screen's GraphQL queries the page server starts with the page (see {@link routeGraphqlCallSchema}). */
  graphql: z.optional(z.array(routeGraphqlCallSchema)),
});

/** A page route of a registry entry, validated. */
export type RegistryRoute = z.infer<typeof registryRouteSchema>;
/** A slot of a {@link RegistryRoute}. */
export type RouteSlot = z.infer<typeof routeSlotSchema>;
/** A startup GraphQL query of a {@link RegistryRoute}. */
export type RouteGraphqlCall = z.infer<typeof routeGraphqlCallSchema>;
/** A breadcrumb of a {@link RegistryRoute}. */
export type RouteCrumb = z.infer<typeof routeCrumbSchema>;

/** Props a page's slots receive. */
export type PageProps = Record<string, string | number | boolean>;

const PLACEHOLDER = /\{([A-Za-z_$][\w$]*)(\|last)?\}/g;

/**
 * Fills a template's `{name}` placeholders from `params` (`{name|last}`: the value's last path segment).
 * A placeholder without a value stays as written, so a mistake shows on the page.
 */
export function fillTemplate(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string, last: string | undefined) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return last ? (String(value).split('/').pop() ?? '') : String(value);
  });
}

function propValue(value: string | number | boolean, params: PathParams): string | number | boolean {
  if (typeof value !== 'string') return value;
  // A whole-value placeholder keeps the parameter's type (`"{iid}"` stays a number).
  const whole = /^\{([A-Za-z_$][\w$]*)\}$/.exec(value);
  if (whole && params[whole[1]!] !== undefined) return params[whole[1]!]!;
  return fillTemplate(value, params);
}

/**
 * The props a route's slots receive: the path's parameters, then the route's `props` (templates filled),
 * then the query parameters it names whose values fit their types (`search` as in `location.search`).
 */
export function routePageProps(route: Pick<RegistryRoute, 'props' | 'query'>, params: PathParams, search = ''): PageProps {
  const props: PageProps = { ...params };
  for (const [name, value] of Object.entries(route.props ?? {})) props[name] = propValue(value, params);
  const query = new URLSearchParams(search);
  for (const [name, { prop, type }] of Object.entries(route.query ?? {})) {
    const value = parseParamValue((type ?? 'string') as PathParamType, query.get(name));
    if (value !== undefined) props[prop] = value;
  }
  return props;
}
