/** Requests started before the async boundary, awaited by bootstrap. */
export interface Preload {
  session: Promise<unknown>;
  registry: Promise<unknown>;
  registryUrl: string;
}

interface PlatformWindow {
  __PLATFORM_CONFIG__?: { registryUrl?: string; apiBaseUrl?: string };
  __PLATFORM_PRELOAD__?: Preload;
}

function getJson(url: string): Promise<unknown> {
  return fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } }).then((response) =>
    response.ok ? response.json() : Promise.reject(new Error(`${url} answered ${response.status}`)),
  );
}

/** Starts the session and registry requests; a failure here only means bootstrap asks again. */
export function startPreload(win: Window = window): Preload {
  const platformWindow = win as unknown as PlatformWindow;
  const config = platformWindow.__PLATFORM_CONFIG__ ?? {};
  const apiBase = config.apiBaseUrl ?? '';
  const registryUrl = config.registryUrl ?? `${apiBase}/-/registry.json`;
  const preload: Preload = { session: getJson(`${apiBase}/-/session`), registry: getJson(registryUrl), registryUrl };
  // Unobserved rejections would be reported before bootstrap attaches its handlers.
  preload.session.catch(() => undefined);
  preload.registry.catch(() => undefined);
  platformWindow.__PLATFORM_PRELOAD__ = preload;
  return preload;
}

/** The preload started by index.ts, if any. */
export function takePreload(win: Window = window): Preload | undefined {
  return (win as unknown as PlatformWindow).__PLATFORM_PRELOAD__;
}
