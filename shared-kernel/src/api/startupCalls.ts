import { getPlatformConfig } from './config';
import { sessionStore } from './sessionStore';

// GitLab's `startup_graphql_calls`: the page server starts a first screen's GraphQL query with the page
// (the registry route's `graphql`, runner/src/pageHints.ts), as a preload of the query over GET:
// `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/graphql?query=…&operationName=…&variables=…">`.
// No script runs for it (the page's CSP allows it as it is), and it is the query the client would send,
// with the same session cookie: the server answers it with the user's permissions. The first query of the
// same operation, document and variables takes that answer, once: `graphqlQuery` with `no-cache` before
// Apollo's code is even loaded, any other query in the Apollo Client's link (shared-kernel/graphql).
// Nothing here needs the graphql library: documents compare by their tokens.

/** A startup answer not taken by then is not taken at all (the page has been in use; its data may have changed). */
export const STARTUP_CALL_MAX_AGE_MS = 30_000;

const TOKEN = /"""[\s\S]*?"""|"(?:\\.|[^"\\])*"|\.\.\.|[A-Za-z_][A-Za-z0-9_]*|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|[!$&():=@[\]{|}]|#[^\n\r]*/g;

/**
 * A document's tokens, without comments and without `__typename` (which the Apollo Client adds to every
 * selection set), space-separated: two documents that differ only in formatting compare equal.
 */
export function documentKey(document: string): string {
  return (document.match(TOKEN) ?? []).filter((token) => !token.startsWith('#') && token !== '__typename').join(' ');
}

/** JSON with object keys sorted, so that `{a, b}` and `{b, a}` compare equal. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? {}, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** The endpoint the client posts to, as an absolute URL without query. */
function endpoint(): string | null {
  try {
    const { apiBaseUrl, graphqlPath } = getPlatformConfig();
    const url = new URL(`${apiBaseUrl}${graphqlPath}`, location.href);
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}

/** The page's startup queries not taken yet. */
function pendingElements(): HTMLLinkElement[] {
  if (typeof document === 'undefined' || typeof location === 'undefined') return [];
  const target = endpoint();
  if (!target) return [];
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].filter((element) => {
    if (element.dataset['taken']) return false;
    try {
      const url = new URL(element.href);
      return `${url.origin}${url.pathname}` === target && url.searchParams.has('query');
    } catch {
      return false;
    }
  });
}

/** Marks every startup query of the page taken: none is answered from the page's start any more. */
export function discardStartupCalls(): void {
  for (const element of pendingElements()) element.dataset['taken'] = 'true';
}

/**
 * Takes the page's startup call for this query (same operation name, document and variables), once: its
 * address, to be fetched with `{ credentials: 'include' }` as the preload was (the browser then hands over
 * the preload's answer). `null` when there is none, or when it may no longer be used: the page is older
 * than {@link STARTUP_CALL_MAX_AGE_MS} or its user is not the one of the page's first look (the answers
 * are dropped then). Added in 1.8.0.
 */
export function takeStartupCall(document: string, variables: Record<string, unknown> | undefined, { now = () => performance.now() }: { now?: () => number } = {}): string | null {
  const elements = pendingElements();
  if (elements.length === 0) return null;
  if (now() > STARTUP_CALL_MAX_AGE_MS) {
    discardStartupCalls();
    return null;
  }
  // The answers were made with the cookie of the page's start: the first look at a ready session stamps
  // its user on them, and a later look that finds another user drops them.
  const session = sessionStore.getSnapshot();
  const user = session.status === 'ready' ? String(session.user?.id ?? 'anonymous') : null;
  if (user !== null) {
    for (const element of elements) element.dataset['user'] ??= user;
    if (elements.some((element) => element.dataset['user'] !== user)) {
      discardStartupCalls();
      return null;
    }
  }
  const key = documentKey(document);
  const wanted = canonicalJson(variables);
  const operationName = /^(?:query|mutation|subscription) ([A-Za-z_][A-Za-z0-9_]*)/.exec(key)?.[1] ?? null;
  const match = elements.find((element) => {
    const params = new URL(element.href).searchParams;
    if ((params.get('operationName') ?? null) !== operationName || documentKey(params.get('query') ?? '') !== key) return false;
    try {
      return canonicalJson(JSON.parse(params.get('variables') ?? '{}')) === wanted;
    } catch {
      return false;
    }
  });
  if (!match) return null;
  match.dataset['taken'] = 'true';
  return match.href;
}

/**
 * The `data` of a startup call's answer ({@link takeStartupCall}) when it is a successful one (status 2xx,
 * JSON, `data` without `errors`); `undefined` otherwise, and the caller asks the server. Added in 1.8.0.
 */
export async function startupCallData(href: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Promise<unknown> {
  try {
    const response = await fetchImpl(href, { credentials: 'include', headers: { Accept: 'application/json' } });
    if (!response.ok || !/json/.test(response.headers.get('content-type') ?? '')) return undefined;
    const result = (await response.json()) as { data?: unknown; errors?: unknown } | null;
    if (!result || result.errors !== undefined || result.data == null) return undefined;
    return result.data;
  } catch {
    return undefined;
  }
}
