/**
 * Path patterns: the one matcher for GitLab's namespace paths. Nested groups make a project's path any
 * number of segments deep (`/group/sub/project/-/issues/1`), which a router's one-segment parameters
 * cannot express, so a pattern has three kinds of parameter:
 *
 * - `:name` one segment (`/dashboard/:section`), decoded;
 * - `:name+` a namespace path of one or more segments (`/:fullPath+/-/issues`); its segments follow
 *   GitLab's path rule (letters, digits, `_`, `.`, `-`, never starting with `-`), so `/-/` always ends it;
 * - a type in parentheses after either: `:iid(number)` (digits, a safe integer, given as a number) or
 *   `:section(projects|groups|issues)` (one of the listed values).
 */

/** What a parameter accepts: any text, a whole number, or one of a list of values. */
export type PathParamType = 'string' | 'number' | readonly string[];

/** One parameter of a pattern. */
export interface PathParam {
  name: string;
  /** `:name+`: one or more namespace segments. */
  multi: boolean;
  type: PathParamType;
}

/** Parameter values: numbers for `(number)` parameters, strings for the others. */
export type PathParams = Record<string, string | number>;

/** A compiled pattern. */
export interface PathPattern {
  readonly path: string;
  readonly params: readonly PathParam[];
  /** Specificity: among patterns that match the same path, the higher score wins. */
  readonly score: number;
  /** The parameters of `pathname` (a trailing slash is ignored), or `null` when it does not match. */
  match(pathname: string): PathParams | null;
  /** The path for `params`; throws {@link InvalidPathParamsError} for a missing or unfit value. */
  build(params: Readonly<Record<string, string | number>>): string;
}

/** A pattern that cannot be parsed (`path` names it). */
export class InvalidPathPatternError extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`Invalid path pattern "${path}": ${reason}`);
    this.name = 'InvalidPathPatternError';
  }
}

/** A value given to {@link PathPattern.build} that is missing or does not fit its parameter. */
export class InvalidPathParamsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidPathParamsError';
  }
}

/** One segment of a namespace path (GitLab's rule): never starts with `-`, so `/-/` ends a namespace path. */
export const NAMESPACE_SEGMENT = '[A-Za-z0-9_.][A-Za-z0-9_.-]*';
const NAMESPACE_SEGMENT_RE = new RegExp(`^${NAMESPACE_SEGMENT}$`);
const PARAM_RE = /^:([A-Za-z_][A-Za-z0-9_]*)(\+)?(?:\(([^()]+)\))?$/;
const LITERAL_RE = /^[A-Za-z0-9_.~!$&'*,;=@%-]+$/;
const VALUE_RE = /^[A-Za-z0-9_.-]+$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function parseType(path: string, spec: string | undefined): PathParamType {
  if (spec === undefined || spec === 'string') return 'string';
  if (spec === 'number') return 'number';
  const values = spec.split('|');
  if (values.some((value) => !VALUE_RE.test(value))) throw new InvalidPathPatternError(path, `"(${spec})" is not a type (number, string) or a list of values a|b`);
  return values;
}

function segmentSource(param: PathParam): string {
  if (param.multi) return `(${NAMESPACE_SEGMENT}(?:/${NAMESPACE_SEGMENT})*)`;
  if (param.type === 'number') return '(\\d+)';
  if (Array.isArray(param.type)) return `(${param.type.map(escapeRegExp).join('|')})`;
  return '([^/]+)';
}

/** Literal segments weigh most, then typed parameters, then text, then namespace paths. */
function segmentScore(param: PathParam | null): number {
  if (!param) return 4;
  if (param.multi) return 1;
  return param.type === 'string' ? 2 : 3;
}

/** A path value without its trailing slashes (`/` stays `/`). */
export function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

function valueOf(param: PathParam, raw: string): string | number | null {
  if (param.multi) return raw;
  const decoded = decodeSegment(raw);
  if (decoded === null) return null;
  if (param.type !== 'number') return decoded;
  const value = Number(decoded);
  return Number.isSafeInteger(value) ? value : null;
}

function encodeValue(path: string, param: PathParam, value: string | number | undefined): string {
  if (value === undefined || value === null || value === '') throw new InvalidPathParamsError(`"${path}" needs a value for "${param.name}"`);
  const text = String(value);
  if (param.multi) {
    const segments = text.replace(/^\/+|\/+$/g, '').split('/');
    if (!segments.every((segment) => NAMESPACE_SEGMENT_RE.test(segment))) throw new InvalidPathParamsError(`"${param.name}" of "${path}" is not a namespace path: "${text}"`);
    return segments.join('/');
  }
  if (param.type === 'number' && !(/^\d+$/.test(text) && Number.isSafeInteger(Number(text)))) {
    throw new InvalidPathParamsError(`"${param.name}" of "${path}" must be a whole number, not "${text}"`);
  }
  if (Array.isArray(param.type) && !param.type.includes(text)) {
    throw new InvalidPathParamsError(`"${param.name}" of "${path}" must be one of ${param.type.join(', ')}, not "${text}"`);
  }
  return encodeURIComponent(text);
}

const compiled = new Map<string, PathPattern>();

/**
 * Parses and compiles a pattern (cached by its text). Throws {@link InvalidPathPatternError} for a path
 * that does not start with `/`, a segment that mixes text and a parameter, an unknown type or a
 * parameter named twice.
 */
export function compilePathPattern(path: string): PathPattern {
  const cached = compiled.get(path);
  if (cached) return cached;
  if (!path.startsWith('/')) throw new InvalidPathPatternError(path, 'it must start with "/"');
  const segments = trimTrailingSlash(path) === '/' ? [] : trimTrailingSlash(path).slice(1).split('/');
  const params: PathParam[] = [];
  const parts: Array<PathParam | string> = segments.map((segment) => {
    if (!segment.startsWith(':')) {
      if (!LITERAL_RE.test(segment)) throw new InvalidPathPatternError(path, `"${segment}" is neither text nor a parameter (:name, :name+, :name(type))`);
      return segment;
    }
    const match = PARAM_RE.exec(segment);
    if (!match) throw new InvalidPathPatternError(path, `"${segment}" is not a parameter (:name, :name+, :name(type))`);
    const [, name, plus, typeSpec] = match;
    if (params.some((param) => param.name === name)) throw new InvalidPathPatternError(path, `"${name}" appears twice`);
    const param: PathParam = { name: name!, multi: plus === '+', type: parseType(path, typeSpec) };
    if (param.multi && param.type !== 'string') throw new InvalidPathPatternError(path, `a namespace path (:${name}+) takes no type`);
    params.push(param);
    return param;
  });
  const source = parts.map((part) => (typeof part === 'string' ? escapeRegExp(part) : segmentSource(part))).join('/');
  const regex = new RegExp(`^/${source}$`);
  const score = parts.reduce((sum, part) => sum + segmentScore(typeof part === 'string' ? null : part), 0);

  const pattern: PathPattern = {
    path,
    params,
    score,
    match(pathname) {
      const found = regex.exec(trimTrailingSlash(pathname));
      if (!found) return null;
      const values: PathParams = {};
      for (const [index, param] of params.entries()) {
        const value = valueOf(param, found[index + 1]!);
        if (value === null) return null;
        values[param.name] = value;
      }
      return values;
    },
    build(values) {
      const built = parts.map((part) => (typeof part === 'string' ? part : encodeValue(path, part, values[part.name]))).join('/');
      return `/${built}`;
    },
  };
  compiled.set(path, pattern);
  return pattern;
}

/** Whether `path` is a valid pattern (for validating data such as the registry). */
export function isPathPattern(path: string): boolean {
  try {
    compilePathPattern(path);
    return true;
  } catch {
    return false;
  }
}

/** The parameters of `pathname` under `pattern`, or `null`. */
export function matchPath(pattern: string, pathname: string): PathParams | null {
  return compilePathPattern(pattern).match(pathname);
}

/** Parses a raw text value (a query parameter, say) by a parameter type: `undefined` when it does not fit. */
export function parseParamValue(type: PathParamType, raw: string | null | undefined): string | number | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (type === 'number') {
    const value = Number(raw);
    return /^\d+$/.test(raw) && Number.isSafeInteger(value) ? value : undefined;
  }
  if (Array.isArray(type)) return type.includes(raw) ? raw : undefined;
  return raw;
}
