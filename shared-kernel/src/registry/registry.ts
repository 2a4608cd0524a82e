import * as z from 'zod/mini';
import { isRecord } from '../internal/isRecord';
import { ensureZodLocale } from '../internal/zodLocale';
import { registryRouteSchema, type RegistryRoute } from './routes';

ensureZodLocale();

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

function isManifestUrl(value: string): boolean {
  try {
    const url = new URL(value, 'http://relative.invalid');
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname.endsWith('/mf-manifest.json');
  } catch {
    return false;
  }
}

/** Zod schema of one module entry of the registry document. Unknown keys are ignored (additive changes). */
export const moduleEntrySchema = z.object({
  /** Module Federation container name, e.g. `mf_trial`. */
  name: z.string().check(z.regex(/^[A-Za-z_$][\w$]*$/, 'must be a valid container name (letters, digits, _ or $)')),
  /** URL of the remote's `mf-manifest.json` (absolute, or absolute path on the shell's origin). */
  manifest: z.string().check(z.refine(isManifestUrl, 'must be an http(s) URL or path ending in mf-manifest.json')),
  /** The remote's semver version. */
  version: z.string().check(z.regex(SEMVER, 'must be a semver version')),
  /** Off switch; default on. */
  enabled: z._default(z.boolean(), true),
  /** Shell slots the module fills, e.g. `nav.trial`, `issue.main`. */
  slots: z.optional(z.array(z.string().check(z.minLength(1)))),
  /**
   * Routes the module owns: page routes the shell adds to its table ({@link registryRouteSchema}, since
   * 1.1.0), or plain paths such as `/:group/:project/-/issues/:iid`, listed for operators only.
   */
  routes: z.optional(z.array(z.union([z.string().check(z.startsWith('/')), registryRouteSchema]))),
  /** Subresource integrity of the remote entry (`sha256-`, `sha384-` or `sha512-` + base64). */
  integrity: z.optional(
    z.string().check(z.regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/, 'must be sha256-, sha384- or sha512- followed by base64')),
  ),
  /** Exposed module per slot, e.g. `{ "nav.trial": "./TrialWidget" }`. */
  exposes: z.optional(
    z.record(z.string().check(z.minLength(1)), z.string().check(z.regex(/^\.\/.+/, 'must be an exposed path such as ./Widget'))),
  ),
});

/** One module of the registry, validated (with `enabled` defaulted). */
export type ModuleEntry = z.infer<typeof moduleEntrySchema>;

/** A reason an entry (or the whole document, at index `-1`) was left out. */
export interface RegistryProblem {
  /** Position in `modules`, or `-1` for the document itself. */
  index: number;
  /** The entry's name, when it had one. */
  name?: string;
  message: string;
}

/** Result of {@link parseRegistry}. */
export interface ParsedRegistry {
  modules: ModuleEntry[];
  problems: RegistryProblem[];
}

function describeIssues(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`).join('; ');
}

/**
 * Validates the registry document entry by entry: a bad entry (or a second entry with the same name) is
 * reported and skipped while the rest are kept; a document without a `modules` array yields no modules
 * and one problem. Never throws.
 */
export function parseRegistry(json: unknown): ParsedRegistry {
  if (!isRecord(json) || !Array.isArray(json['modules'])) {
    return { modules: [], problems: [{ index: -1, message: 'The registry must be an object with a "modules" array.' }] };
  }
  const modules: ModuleEntry[] = [];
  const problems: RegistryProblem[] = [];
  const seen = new Set<string>();
  json['modules'].forEach((raw: unknown, index) => {
    const name = isRecord(raw) && typeof raw['name'] === 'string' ? raw['name'] : undefined;
    const parsed = moduleEntrySchema.safeParse(raw);
    if (!parsed.success) {
      problems.push({ index, ...(name ? { name } : {}), message: describeIssues(parsed.error) });
    } else if (seen.has(parsed.data.name)) {
      problems.push({ index, name: parsed.data.name, message: `Duplicate module name "${parsed.data.name}"; the first entry is used.` });
    } else {
      seen.add(parsed.data.name);
      modules.push(parsed.data);
    }
  });
  return { modules, problems };
}

/** The enabled modules that fill `slot`, in registry order. */
export function modulesForSlot(modules: readonly ModuleEntry[], slot: string): ModuleEntry[] {
  return modules.filter((entry) => entry.enabled && (entry.slots?.includes(slot) ?? false));
}

/** The exposed module path a module declares for `slot` (e.g. `'./TrialWidget'`), if any. */
export function exposedModuleFor(entry: ModuleEntry, slot: string): string | undefined {
  return entry.exposes?.[slot];
}

/**
 * The page routes of the enabled modules, in registry order; when two declare the same id, the first
 * one's is kept (plain-path routes are for operators' eyes only and left out).
 */
export function pageRoutesOf(modules: readonly ModuleEntry[]): RegistryRoute[] {
  const byId = new Map<string, RegistryRoute>();
  for (const entry of modules) {
    if (!entry.enabled) continue;
    for (const route of entry.routes ?? []) {
      if (typeof route !== 'string' && !byId.has(route.id)) byId.set(route.id, route);
    }
  }
  return [...byId.values()];
}

/** How a route reads in a list: its path, or its id and path for a page route. */
export function describeRoute(route: string | RegistryRoute): string {
  return typeof route === 'string' ? route : `${route.id} ${route.path}`;
}
