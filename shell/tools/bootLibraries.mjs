// Which shared libraries the shell's start-up hints (tools/preloadBootPlugin.mjs). Kept apart from the
// plugin (no Rspack import) so that a unit test can hold the rule.

/**
 * Shared libraries the shell provides but no first screen runs: the GraphQL client stack, the
 * `shared-kernel/graphql` subpath with Apollo Client and graphql bundled into it, loads on the first
 * query or mutation (shared-kernel/api imports it lazily), so hinting it would only add downloads to
 * every page's start.
 */
export const ON_DEMAND_LIBRARIES = ['shared-kernel/graphql'];

/**
 * Entry points of libraries whose other subpaths start-up does use: `rxjs` itself (the whole library)
 * is imported by the GraphQL client only; the kernel and the remotes import `rxjs/internal/…` subpaths.
 */
export const ON_DEMAND_ENTRY_POINTS = ['rxjs'];

/** The library a provider module provides: `provide shared module (default) react-dom/client@19.3.1 = …` → `react-dom/client`. */
export function providedLibrary(identifier) {
  return /^provide shared module \([^)]*\) (.+?)@[^@\s]+ = /.exec(identifier)?.[1] ?? null;
}

/**
 * True for a provider module whose library start-up loads: anything but the on-demand libraries and
 * `forPageOnly`, the subpaths the shell provides for its page's remotes without running them itself.
 */
export function isStartUpProvider(identifier, forPageOnly = new Set()) {
  if (!identifier.startsWith('provide shared module')) return false;
  const library = providedLibrary(identifier);
  if (library === null) return true;
  if (forPageOnly.has(library)) return false;
  return !ON_DEMAND_ENTRY_POINTS.includes(library) && !ON_DEMAND_LIBRARIES.some((name) => library === name || library.startsWith(`${name}/`));
}

/** Source without comments and type-only imports or exports (which load nothing at run time). */
function runtimeCode(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
    .replace(/\b(?:import|export)\s+type\b[^;]*;/g, '');
}

/**
 * The subpaths of the host-provided workspace libraries (`shared-kernel/api`, …) the shell's own code
 * runs, directly or through another of them: `files` are the shell's sources; `folderOf(name)` is the
 * folder of a library subpath's sources (null when unknown). The shell provides the other subpaths for
 * its page's remotes only (federation.config.mjs, HOST_PROVIDED_LIBRARIES): they are not start-up's.
 */
export function importedSubpaths({ libraries, files, read, listFiles, folderOf }) {
  const pattern = new RegExp(`['"](${libraries.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})/([\\w-]+)['"]`, 'g');
  const found = new Set();
  const queue = [...files];
  const seenFiles = new Set();
  while (queue.length > 0) {
    const file = queue.shift();
    if (seenFiles.has(file) || /\.test\.[cm]?[jt]sx?$/.test(file)) continue;
    seenFiles.add(file);
    for (const [, library, subpath] of runtimeCode(read(file)).matchAll(pattern)) {
      const name = `${library}/${subpath}`;
      if (found.has(name) || subpath === 'testing') continue;
      found.add(name);
      const folder = folderOf(name);
      if (folder) queue.push(...listFiles(folder));
    }
  }
  return found;
}
