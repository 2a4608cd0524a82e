// Through the package name: in a federated page this is the one shared configuration.
import { getPlatformConfig } from 'shared-kernel/api';

/**
 * The answer of a read the page started before any code ran: the shell's page server hints the JSON
 * a first screen reads (`<link rel="preload" as="fetch" crossorigin="use-credentials">`, from the
 * registry route's `data`), so it downloads while the page's code does. The first read of that address
 * takes it here, once per page load; later reads (a refetch, an invalidation) ask the server again.
 * `null` when the page holds no such hint, or it was taken already: the caller asks the server itself,
 * as it does when the preloaded answer is not a success (its error handling then applies).
 */
export function preloadedRead<T>(path: string): Promise<T> | null {
  return (
    preloadedResponse(path)?.then((response) =>
      response.ok ? (response.json() as Promise<T>) : Promise.reject(new Error(`${path} answered ${response.status}`)),
    ) ?? null
  );
}

/**
 * Like {@link preloadedRead}, the whole answer (status and headers, e.g. a page's `X-Next-Page-Cursor`)
 * of a read the page hinted, once per page load; `null` when there is no such hint or it was taken.
 * `path` is matched with its query string as written, so the caller sends its parameters in the
 * hint's order. Added in 1.6.0.
 */
export function preloadedResponse(path: string): Promise<Response> | null {
  if (typeof document === 'undefined' || typeof location === 'undefined') return null;
  let href: string;
  try {
    // Where the REST client sends it: under the API's base (the page's origin when it is empty).
    href = new URL(`${getPlatformConfig().apiBaseUrl}${path}`, location.href).href;
  } catch {
    return null;
  }
  // Marked on the element, so that every copy of the kernel on the page sees it taken.
  const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].find((element) => element.href === href && !element.dataset['taken']);
  if (!link) return null;
  link.dataset['taken'] = 'true';
  // The same request as the hint's (CORS mode with credentials), so the browser hands over its answer.
  return fetch(href, { credentials: 'include', headers: { Accept: 'application/json' } });
}
