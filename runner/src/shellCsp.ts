// The shell page's Content-Security-Policy, sent by the static server that serves the shell (the API's
// own CSP stays with the API, server/src/security/csp.ts).

export interface ShellCspOptions {
  /** Origins the shell loads remotes from (e.g. http://localhost:8085). */
  remoteOrigins: readonly string[];
  /** The API origin, when it differs from the shell's. */
  apiOrigin?: string | undefined;
  /** Hashes (`sha256-…`) of inline scripts the page carries (the platform configuration the runner inlines). */
  scriptHashes?: readonly string[];
}

/** Content-Security-Policy for the shell's HTML page: itself, the registry's remotes, the API. */
export function buildShellCsp({ remoteOrigins, apiOrigin, scriptHashes = [] }: ShellCspOptions): string {
  const remotes = [...new Set(remoteOrigins.filter(Boolean))];
  const connect = [...remotes, ...(apiOrigin ? [apiOrigin] : [])];
  const directive = (name: string, sources: string[]) => [name, ...new Set(sources)].join(' ');
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...remotes]),
    directive('style-src', ["'self'", "'unsafe-inline'", ...remotes]),
    directive('img-src', ["'self'", 'data:', 'blob:', ...remotes]),
    directive('font-src', ["'self'", 'data:', ...remotes]),
    directive('connect-src', ["'self'", 'ws:', 'wss:', ...connect]),
    directive('frame-ancestors', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('object-src', ["'none'"]),
  ].join('; ');
}
