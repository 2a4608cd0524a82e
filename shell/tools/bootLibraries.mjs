// Which shared libraries the shell's start-up hints (tools/preloadBootPlugin.mjs). Kept apart from the
// plugin (no Rspack import) so that a unit test can hold the rule.

/**
 * Shared libraries the shell provides but no first screen runs: the GraphQL client stack loads on the
 * first query or mutation (shared-kernel/graphql imports it lazily), so hinting it would only add
 * downloads to every page's start.
 */
export const ON_DEMAND_LIBRARIES = ['@apollo/client', 'graphql'];

/**
 * Entry points of libraries whose other subpaths start-up does use: `rxjs` itself (the whole library)
 * is imported by the GraphQL client only; the kernel and the remotes import `rxjs/internal/…` subpaths.
 */
export const ON_DEMAND_ENTRY_POINTS = ['rxjs'];

/** The library a provider module provides: `provide shared module (default) react-dom/client@19.3.1 = …` → `react-dom/client`. */
export function providedLibrary(identifier) {
  return /^provide shared module \([^)]*\) (.+?)@[^@\s]+ = /.exec(identifier)?.[1] ?? null;
}

/** True for a provider module whose library start-up loads (anything but the on-demand libraries). */
export function isStartUpProvider(identifier) {
  if (!identifier.startsWith('provide shared module')) return false;
  const library = providedLibrary(identifier);
  if (library === null) return true;
  return !ON_DEMAND_ENTRY_POINTS.includes(library) && !ON_DEMAND_LIBRARIES.some((name) => library === name || library.startsWith(`${name}/`));
}
