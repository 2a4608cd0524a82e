export interface ShellCspOptions {
  /** Origins the shell loads remotes from (e.g. http://localhost:8085). */
  remoteOrigins: readonly string[];
  /** The API origin, when it differs from the shell's. */
  apiOrigin?: string | undefined;
}

/** The API's own CSP: it serves data, never documents. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Content-Security-Policy for the shell's HTML page. Pure, so the static server can reuse it. */
export function buildShellCsp({ remoteOrigins, apiOrigin }: ShellCspOptions): string {
  const remotes = [...new Set(remoteOrigins.filter(Boolean))];
  const connect = [...remotes, ...(apiOrigin ? [apiOrigin] : [])];
  const directive = (name: string, sources: string[]) => [name, ...new Set(sources)].join(' ');
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', ["'self'", ...remotes]),
    directive('style-src', ["'self'", "'unsafe-inline'", ...remotes]),
    directive('img-src', ["'self'", 'data:', 'blob:', ...remotes]),
    directive('font-src', ["'self'", 'data:', ...remotes]),
    directive('connect-src', ["'self'", 'ws:', 'wss:', ...connect]),
    directive('frame-ancestors', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('object-src', ["'none'"]),
  ].join('; ');
}
