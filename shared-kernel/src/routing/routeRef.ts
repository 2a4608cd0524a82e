import { compilePathPattern, InvalidPathParamsError } from './pathPattern';
import { getRegisteredRoute } from './routeTable';

/**
 * A reference to a page by id (Backstage's route refs): a remote links to another remote's page through
 * it, without knowing its address or importing its code. The address comes from the page's route table
 * (the shell registers the registry's routes), else from the ref's default `path`.
 */
export interface RouteRef<Params extends string = string, DefaultPath extends string | undefined = string | undefined> {
  readonly $$type: 'shared-kernel.route-ref';
  readonly id: string;
  /** The parameters every address of this page takes. */
  readonly params: readonly Params[];
  /** The address when no route of this id is registered (standalone pages, integrators). */
  readonly path: DefaultPath;
}

/** The values of a ref's parameters (numbers for `(number)` parameters are fine as numbers or digits). */
export type RouteParams<Params extends string> = { readonly [K in Params]: string | number };

/** The parameter names of a ref. */
export type RouteRefParams<R> = R extends RouteRef<infer P, string | undefined> ? P : never;

/** What {@link createRouteRef} takes. */
export interface RouteRefConfig<Params extends string, DefaultPath extends string | undefined> {
  /** Unique id, e.g. `issue`; registry routes of the same id give its address. */
  id: string;
  params?: readonly Params[];
  path?: DefaultPath;
}

/** Creates a route ref. With `path`, its parameters must be exactly `params` (else it throws). */
export function createRouteRef<const Params extends string = never, const DefaultPath extends string | undefined = undefined>(
  config: RouteRefConfig<Params, DefaultPath>,
): RouteRef<Params, DefaultPath> {
  const params = [...(config.params ?? [])];
  if (config.path !== undefined) {
    const names = compilePathPattern(config.path).params.map((param) => param.name);
    const same = names.length === params.length && names.every((name) => (params as string[]).includes(name));
    if (!same) throw new InvalidPathParamsError(`Route ref "${config.id}": path "${config.path}" takes ${names.join(', ') || 'no parameters'}, not ${params.join(', ') || 'none'}`);
  }
  return Object.freeze({ $$type: 'shared-kernel.route-ref', id: config.id, params, path: config.path as DefaultPath });
}

/** Whether `value` is a route ref (of any kernel copy). */
export function isRouteRef(value: unknown): value is RouteRef {
  return typeof value === 'object' && value !== null && (value as { $$type?: unknown }).$$type === 'shared-kernel.route-ref';
}

/** No address is known for a route id: neither registered nor a default path. */
export class RouteNotFoundError extends Error {
  constructor(readonly id: string) {
    super(`No route "${id}" is registered on this page`);
    this.name = 'RouteNotFoundError';
  }
}

/** The query string and hash {@link hrefOf} appends. */
export interface HrefOptions {
  /** Query parameters; `undefined` values are left out. */
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** With or without `#`. */
  hash?: string;
}

/** The address pattern of a ref or id now: the registered route, else the ref's default, else `undefined`. */
export function routePathOf(ref: RouteRef | string): string | undefined {
  const id = typeof ref === 'string' ? ref : ref.id;
  return getRegisteredRoute(id)?.path ?? (typeof ref === 'string' ? undefined : ref.path);
}

function suffix(options: HrefOptions | undefined): string {
  const entries = Object.entries(options?.query ?? {}).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined);
  const search = entries.length > 0 ? `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}` : '';
  const hash = options?.hash ? (options.hash.startsWith('#') ? options.hash : `#${options.hash}`) : '';
  return search + hash;
}

type ParamsArgs<Params extends string> = [Params] extends [never] ? [params?: Record<string, never>, options?: HrefOptions] : [params: RouteParams<Params>, options?: HrefOptions];

/**
 * The address of a page: `hrefOf(issueRouteRef, { fullPath: 'gitlab-org/gitlab', iid: 1 })` →
 * `/gitlab-org/gitlab/-/issues/1`. Also takes a route id (for routes known only as data). Throws
 * {@link RouteNotFoundError} when no address is known and `InvalidPathParamsError` for a missing or
 * unfit parameter.
 */
export function hrefOf<Params extends string>(ref: RouteRef<Params>, ...args: ParamsArgs<Params>): string;
export function hrefOf(ref: string, params?: Readonly<Record<string, string | number>>, options?: HrefOptions): string;
export function hrefOf(ref: RouteRef | string, params: Readonly<Record<string, string | number>> = {}, options?: HrefOptions): string {
  const path = routePathOf(ref);
  if (path === undefined) throw new RouteNotFoundError(typeof ref === 'string' ? ref : ref.id);
  return compilePathPattern(path).build(params) + suffix(options);
}
