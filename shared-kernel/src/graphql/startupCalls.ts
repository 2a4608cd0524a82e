import { ApolloLink } from '@apollo/client';
import { OperationTypeNode, parse, print } from 'graphql';
import { Observable } from 'rxjs';
// Through the package name: in a federated page these are the one shared configuration and session.
import { getPlatformConfig, sessionStore } from 'shared-kernel/api';

// GitLab's `startup_graphql_calls`: the page server starts a first screen's GraphQL query with the page
// (the registry route's `graphql`, runner/src/pageHints.ts), as a preload of the query over GET:
// `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/graphql?query=…&operationName=…&variables=…">`.
// No script runs for it (the page's CSP allows it as it is), and it is the same request the client would
// send, with the same session cookie: the server answers it with the user's permissions. The first query
// of the same document and variables takes that answer, once; everything else asks the server.

/** A startup answer not taken by then is not taken at all (the page has been in use; its data may have changed). */
export const STARTUP_CALL_MAX_AGE_MS = 30_000;

interface StartupCall {
  element: HTMLLinkElement;
  operationName: string | null;
  /** The document, printed (formatting-independent), or null when it does not parse. */
  document: string | null;
  variables: string;
}

/** JSON with object keys sorted, so that `{a, b}` and `{b, a}` compare equal. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? {}, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

function printed(document: string): string | null {
  try {
    return print(parse(document));
  } catch {
    return null;
  }
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
function pendingCalls(): StartupCall[] {
  if (typeof document === 'undefined' || typeof location === 'undefined') return [];
  const target = endpoint();
  if (!target) return [];
  const calls: StartupCall[] = [];
  for (const element of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    if (element.dataset['taken']) continue;
    let url: URL;
    try {
      url = new URL(element.href);
    } catch {
      continue;
    }
    if (`${url.origin}${url.pathname}` !== target) continue;
    const query = url.searchParams.get('query');
    if (!query) continue;
    let variables: unknown;
    try {
      variables = JSON.parse(url.searchParams.get('variables') ?? '{}');
    } catch {
      continue;
    }
    calls.push({ element, operationName: url.searchParams.get('operationName'), document: printed(query), variables: canonicalJson(variables) });
  }
  return calls;
}

/** Marks every startup query of the page taken: none is answered from the page's start any more. */
export function discardStartupCalls(): void {
  if (typeof document === 'undefined') return;
  for (const { element } of pendingCalls()) element.dataset['taken'] = 'true';
}

/** Starts dropping the startup answers when the page's user changes (they were made with the first one's cookie); returns the stop function. */
function watchSession(): () => void {
  let user: number | null | undefined;
  const check = () => {
    const snapshot = sessionStore.getSnapshot();
    if (snapshot.status !== 'ready') return;
    const id = snapshot.user?.id ?? null;
    if (user !== undefined && id !== user) discardStartupCalls();
    user = id;
  };
  check();
  return sessionStore.subscribe(check);
}

/**
 * The link that answers a query from the page's startup call for it: same operation name, same document
 * (as printed) and same variables, not taken yet, while the page is young. It is taken on first use (the
 * mark is on the element, so every copy of the kernel sees it); a mutation discards every startup answer
 * not taken. An answer that is not a successful JSON one is not used: the query goes to the server.
 * Added in 1.8.0.
 */
export function startupCallLink({
  maxAgeMs = STARTUP_CALL_MAX_AGE_MS,
  now = () => performance.now(),
  fetch: fetchImpl = (input, init) => fetch(input, init),
}: { maxAgeMs?: number; now?: () => number; fetch?: typeof fetch } = {}): ApolloLink {
  let watching = false;
  return new ApolloLink((operation, forward) => {
    if (operation.operationType === OperationTypeNode.MUTATION) {
      discardStartupCalls();
      return forward(operation);
    }
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    const calls = pendingCalls();
    if (calls.length === 0) return forward(operation);
    if (!watching) {
      watching = true;
      watchSession();
    }
    if (now() > maxAgeMs) {
      discardStartupCalls();
      return forward(operation);
    }
    const document = print(operation.query);
    const variables = canonicalJson(operation.variables);
    const call = calls.find((c) => c.document === document && c.variables === variables && (c.operationName ?? null) === (operation.operationName ?? null));
    if (!call) return forward(operation);
    call.element.dataset['taken'] = 'true';
    return new Observable((observer) => {
      let inner: { unsubscribe(): void } | undefined;
      let closed = false;
      const fallBack = () => {
        if (!closed) inner = forward(operation).subscribe(observer);
      };
      // The same request as the preload's (CORS mode with credentials), so the browser hands over its answer.
      fetchImpl(call.element.href, { credentials: 'include', headers: { Accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok || !/json/.test(response.headers.get('content-type') ?? '')) return fallBack();
          const result = (await response.json()) as { data?: unknown; errors?: unknown };
          if (closed) return;
          if (!result || typeof result !== 'object' || !('data' in result || 'errors' in result)) return fallBack();
          observer.next(result as never);
          observer.complete();
        })
        .catch(fallBack);
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
}
