// The shell page's preload hints, computed for each navigation from the registry and the remotes'
// mf-manifest.json (docs/architecture.md, "Serving (run contract)"): the browser starts downloading the
// first screen's remote entries and exposed chunks while the shell's own code is still loading,
// instead of discovering them one hop at a time (shell → registry → manifest → entry → chunks).
// Nothing is built in: an operator's edit of the registry changes the next page's hints.
import { parseRegistry, type ModuleEntry } from 'shared-kernel/registry';
import { firstScreenGraphql, firstScreenModules, firstScreenReads, isSlotPage } from '../../shell/src/routing/firstScreen.ts';

/** One `<link rel="preload">`. */
export interface PreloadHint {
  href: string;
  as: 'script' | 'style' | 'fetch';
  /** Absent: the request is made without CORS (a classic script on the page's own origin, a remote entry). */
  crossorigin?: 'anonymous' | 'use-credentials';
}

/** The part of an mf-manifest.json the hints read. */
export interface MfManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path?: string } };
  /**
   * `requires`: the shared modules the exposed module's chunks consume; `load`: every file its factory
   * loads, which `assets.sync` may leave out (federation.config.mjs, ManifestLoadGraphPlugin).
   */
  exposes: Array<{ name: string; path?: string; requires?: string[]; load?: { js: string[]; css: string[] }; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
  /** `load`: the files of a shared module's provider and the shared modules those consume (same plugin). */
  shared?: Array<{ name: string; version?: string; load?: { js: string[]; css: string[]; requires: string[] } }>;
}

export type ManifestSource = (url: string) => Promise<MfManifest | null>;

function isManifest(value: unknown): value is MfManifest {
  const v = value as MfManifest | null;
  return Boolean(v && typeof v === 'object' && v.metaData?.remoteEntry && typeof v.metaData.remoteEntry.name === 'string' && Array.isArray(v.exposes));
}

/**
 * Manifests kept per URL and revalidated by ETag (they are served `no-cache`). A page is not held up
 * by a manifest already known: it gets the known one while a revalidation runs for the next page, so a
 * redeployed remote's hints follow from the next page on (the runtime reads the manifest itself; a
 * stale hint only costs a useless download). A manifest not known yet is awaited, up to `timeoutMs`:
 * a remote that does not answer gets no hints, and the page does not wait for it.
 */
export function manifestSource({ fetchImpl = fetch, timeoutMs = 500 }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {}): ManifestSource {
  const cache = new Map<string, { etag: string; manifest: MfManifest }>();
  const pending = new Map<string, Promise<MfManifest | null>>();
  const load = (url: string): Promise<MfManifest | null> => {
    const inFlight = pending.get(url);
    if (inFlight) return inFlight;
    const cached = cache.get(url);
    const request = (async () => {
      try {
        const response = await fetchImpl(url, { headers: cached ? { 'If-None-Match': cached.etag } : {}, signal: AbortSignal.timeout(timeoutMs) });
        if (response.status === 304 && cached) return cached.manifest;
        if (!response.ok) {
          cache.delete(url);
          return null;
        }
        const manifest: unknown = await response.json();
        if (!isManifest(manifest)) return null;
        const etag = response.headers.get('etag');
        if (etag) cache.set(url, { etag, manifest });
        return manifest;
      } catch {
        return cached?.manifest ?? null;
      } finally {
        pending.delete(url);
      }
    })();
    pending.set(url, request);
    return request;
  };
  return async (url) => {
    const cached = cache.get(url);
    const fresh = load(url);
    return cached ? cached.manifest : fresh;
  };
}

/** The folder files of a remote are resolved against: its publicPath, or with `auto` the manifest's folder. */
function assetBase(manifestUrl: string, manifest: MfManifest): string {
  const publicPath = manifest.metaData.publicPath;
  const base = !publicPath || publicPath === 'auto' ? manifestUrl : publicPath;
  return new URL(base, manifestUrl).href.replace(/[^/]*$/, '');
}

/** Chunks load with crossorigin="anonymous" when they are on another origin than the page (output.crossOriginLoading). */
const corsModeFor = (href: string, pageOrigin: string) => (new URL(href).origin === pageOrigin ? {} : { crossorigin: 'anonymous' as const });

/** What one module of the first screen adds: its hints, its manifest, and the shared modules its exposed modules consume. */
interface ModuleHints {
  hints: PreloadHint[];
  manifest: MfManifest | null;
  requires: string[];
}

/** The hints for one module of the first screen: its manifest, entry script, and the exposed modules' sync chunks and stylesheets. */
async function moduleHints(module: ModuleEntry, exposes: string[], manifests: ManifestSource, pageOrigin: string): Promise<ModuleHints> {
  // A pinned integrity makes the runtime load the entry with SRI: a preload without it would not be used.
  if (module.integrity) return { hints: [], manifest: null, requires: [] };
  let manifestUrl: URL;
  try {
    manifestUrl = new URL(module.manifest);
  } catch {
    return { hints: [], manifest: null, requires: [] };
  }
  const hints: PreloadHint[] = [{ href: manifestUrl.href, as: 'fetch', crossorigin: 'anonymous' }];
  const manifest = await manifests(manifestUrl.href);
  if (!manifest) return { hints, manifest: null, requires: [] };
  const base = assetBase(manifestUrl.href, manifest);
  const { name, path = '' } = manifest.metaData.remoteEntry;
  // The runtime adds the remote entry as a plain script (no CORS mode).
  hints.push({ href: new URL(`${path ? `${path.replace(/\/?$/, '/')}` : ''}${name}`, base).href, as: 'script' });
  const crossorigin = (href: string) => corsModeFor(href, pageOrigin);
  const requires: string[] = [];
  for (const expose of exposes) {
    const entry = manifest.exposes.find((e) => e.name === expose || e.path === `./${expose}`);
    if (!entry) continue;
    requires.push(...(entry.requires ?? []));
    // The sync assets first (the runtime's order), then what only the chunk group names.
    const css = [...new Set([...entry.assets.css.sync, ...(entry.load?.css ?? [])])];
    const js = [...new Set([...entry.assets.js.sync, ...(entry.load?.js ?? [])])];
    for (const file of css) {
      const href = new URL(file, base).href;
      hints.push({ href, as: 'style', ...crossorigin(href) });
    }
    for (const file of js) {
      const href = new URL(file, base).href;
      hints.push({ href, as: 'script', ...crossorigin(href) });
    }
  }
  return { hints, manifest, requires };
}

/** -1, 0 or 1 as `a` is a lower, the same or a higher `x.y.z` than `b` (pre-release tags ignored). */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split(/[-+]/)[0]!.split('.').map((n) => Number(n) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/**
 * The files the first screen's exposed modules load from the shell (the host): the providers of the
 * shared modules they consume, and of what those consume in turn. The shell registers its providers
 * before any remote's (strategy 'loaded-first'), so for a shared module of the same version it is the
 * shell's copy the runtime takes, whichever remote asks first; a remote that offers a higher version
 * would win instead, and nothing is hinted for that module then. Modules the shell does not provide
 * are not hinted: their provider depends on which remote's entry initialises first.
 */
function hostSharedHints(host: MfManifest, hostManifestUrl: string, targets: ModuleHints[], pageOrigin: string): PreloadHint[] {
  const provided = new Map((host.shared ?? []).filter((s) => s.load).map((s) => [s.name, s]));
  const higherElsewhere = (name: string, version: string | undefined) =>
    version !== undefined && targets.some(({ manifest }) => (manifest?.shared ?? []).some((s) => s.name === name && s.version !== undefined && compareVersions(s.version, version) > 0));
  const base = assetBase(hostManifestUrl, host);
  const hints: PreloadHint[] = [];
  const queue = targets.flatMap(({ requires }) => requires);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const shared = provided.get(name);
    if (!shared?.load || higherElsewhere(name, shared.version)) continue;
    for (const file of shared.load.css) {
      const href = new URL(file, base).href;
      hints.push({ href, as: 'style', ...corsModeFor(href, pageOrigin) });
    }
    for (const file of shared.load.js) {
      const href = new URL(file, base).href;
      hints.push({ href, as: 'script', ...corsModeFor(href, pageOrigin) });
    }
    queue.push(...shared.load.requires);
  }
  return hints;
}

export interface PageHintsInput {
  /** The registry document (as fetched; invalid entries are left out as the shell leaves them out). */
  registry: unknown;
  /** The page's URL (its origin and pathname). */
  url: URL;
  /** True when the request carries a session: the navigation's slots are on the first screen then. */
  signedIn: boolean;
  manifests: ManifestSource;
  /** The shell's files for a page of slots (its SlotPage chunk), hinted when the address shows one. */
  slotPageFiles?: readonly string[];
  /** The shell's own mf-manifest.json: the first screen's shared modules it provides are hinted from it. */
  hostManifestUrl?: string;
  /** Files the page already hints (the shell's start-up files in its index.html), as absolute URLs: not hinted again. */
  alreadyHinted?: ReadonlySet<string>;
}

/** The preload hints of the first screen of `url`, without duplicates, in the order the page needs them. */
export async function pageHints({ registry, url, signedIn, manifests, slotPageFiles = [], hostManifestUrl, alreadyHinted = new Set() }: PageHintsInput): Promise<PreloadHint[]> {
  const { modules } = parseRegistry(registry);
  const targets = firstScreenModules(modules, url.pathname, signedIn);
  const [perModule, host] = await Promise.all([
    Promise.all(targets.map(({ module, exposes }) => moduleHints(module, exposes, manifests, url.origin))),
    targets.length > 0 && hostManifestUrl ? manifests(hostManifestUrl) : null,
  ]);
  const shared = host && hostManifestUrl ? hostSharedHints(host, hostManifestUrl, perModule, url.origin) : [];
  // The shell's own chunk of a page of slots (same origin: no CORS mode, as its chunk loader asks).
  const slotPage: PreloadHint[] = isSlotPage(modules, url.pathname) ? slotPageFiles.map((href) => ({ href, as: href.endsWith('.css') ? 'style' : 'script' })) : [];
  const seen = new Set<string>(alreadyHinted);
  return [...slotPage, ...perModule.flatMap(({ hints }) => hints), ...shared].filter((hint) => !seen.has(hint.href) && Boolean(seen.add(hint.href)));
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Hints for the JSON the first screen of `url` reads (its route's `data`), fetched with the page's
 * credentials as the query cache then asks for it (shared-kernel/query, preloadedRead).
 */
export function dataHints(registry: unknown, url: URL): PreloadHint[] {
  const { modules } = parseRegistry(registry);
  return firstScreenReads(modules, url.pathname).map((href) => ({ href, as: 'fetch', crossorigin: 'use-credentials' }));
}

/**
 * Hints for the GraphQL queries the first screen of `url` makes (its route's `graphql`; GitLab's
 * `startup_graphql_calls`): each query over GET (a query, never a mutation: no CSRF token needed, and the
 * page's CSP allows it with no script), with the page's credentials, so the server answers it with the
 * user's permissions. The page's Apollo Client takes the answer for the first query of the same operation,
 * document and variables (shared-kernel/graphql, startupCalls.ts). `graphqlPath` as the client posts to
 * (the platform configuration's).
 */
export function graphqlHints(registry: unknown, url: URL, graphqlPath = '/api/graphql'): PreloadHint[] {
  const { modules } = parseRegistry(registry);
  return firstScreenGraphql(modules, url.pathname).map(({ operationName, query, variables }) => {
    const params = new URLSearchParams({ query, operationName, variables: JSON.stringify(variables) });
    return { href: `${graphqlPath}?${params.toString()}`, as: 'fetch', crossorigin: 'use-credentials' };
  });
}

/** The hints as `<link>` elements for the page's head. */
export function renderHints(hints: readonly PreloadHint[]): string {
  return hints
    .map(({ href, as, crossorigin }) => `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${crossorigin ? ` crossorigin="${crossorigin}"` : ''}>`)
    .join('');
}
