/**
 * The names of this machine's loopback interface a browser may use for the same development server.
 * Node-only callers use this too (the server's CORS origins, the runner's static servers): it needs only `URL`.
 */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/**
 * Development: the origins with each loopback one (`http://localhost:8080`) also under the other
 * loopback names (`http://127.0.0.1:8080`, `http://[::1]:8080`), same scheme and port, so a shell
 * opened at either name can read the remotes' files. Other origins are kept as they are.
 */
export function withLoopbackAliases(origins: readonly string[]): string[] {
  const result = new Set<string>();
  for (const origin of origins) {
    result.add(origin);
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      continue;
    }
    if (!(LOOPBACK_HOSTS as readonly string[]).includes(url.hostname)) continue;
    for (const host of LOOPBACK_HOSTS) result.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return [...result];
}
