// @vitest-environment jsdom
import { gql } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPlatformConfig } from '../api/config';
import { SESSION_SLOT } from '../api/csrf';
import type { SessionSnapshot } from '../api/sessionStore';
import { clearGlobalSlot, globalSlot } from '../internal/globalSlot';
import { buildApolloClient } from './apolloClient';

// The document as the client sends it (Apollo adds `__typename` to each selection set below the root).
const SENT = 'query epicChildItems($fullPath: ID!, $iid: ID) { group(fullPath: $fullPath) { id epic(iid: $iid) { id title __typename } __typename } }';
const QUERY = gql`
  query epicChildItems($fullPath: ID!, $iid: ID) {
    group(fullPath: $fullPath) {
      id
      epic(iid: $iid) {
        id
        title
      }
    }
  }
`;
const VARIABLES = { fullPath: 'gitlab-org', iid: '10' };
const ANSWER = { data: { group: { __typename: 'Group', id: 'gid://gitlab/Group/1', epic: { __typename: 'Epic', id: 'gid://gitlab/Epic/10', title: 'From the page start' } } } };
const NETWORK = { data: { group: { __typename: 'Group', id: 'gid://gitlab/Group/1', epic: { __typename: 'Epic', id: 'gid://gitlab/Epic/10', title: 'From the network' } } } };

function startupHref(variables: Record<string, unknown> = VARIABLES, query = SENT, operationName = 'epicChildItems'): string {
  const params = new URLSearchParams({ query, operationName, variables: JSON.stringify(variables) });
  return `${location.origin}/api/graphql?${params.toString()}`;
}

function addStartupCall(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'fetch');
  link.setAttribute('crossorigin', 'use-credentials');
  link.setAttribute('href', href);
  document.head.append(link);
  return link;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers the startup address with `startup` and every POST with the network's answer. */
function fakeFetch(startup: () => Response = () => json(ANSWER)) {
  return vi.fn<typeof fetch>(async (input, init) => {
    if (init?.method === 'POST') return json(String(init.body).includes('mutation') ? { data: { epicTreeReorder: { errors: [] } } } : NETWORK);
    expect(String(input)).toContain('/api/graphql?');
    return startup();
  });
}

let snapshot: SessionSnapshot;
const listeners = new Set<() => void>();
function setUser(id: number | null) {
  snapshot = { status: 'ready', user: id === null ? null : ({ id } as SessionSnapshot['user']), csrfToken: 'token-1', error: null };
  for (const listener of listeners) listener();
}

beforeEach(() => {
  globalSlot(SESSION_SLOT, () => ({ getSnapshot: () => snapshot, subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)) }));
  setUser(1);
});

afterEach(() => {
  document.head.innerHTML = '';
  listeners.clear();
  clearGlobalSlot(SESSION_SLOT);
  resetPlatformConfig();
});

const methods = (fetch: ReturnType<typeof fakeFetch>) => fetch.mock.calls.map(([, init]) => init?.method ?? 'GET');

describe('startup GraphQL calls', () => {
  it('answers the first matching query from the page start, once, with the preload\'s request', async () => {
    const link = addStartupCall(startupHref());
    const fetch = fakeFetch();
    const client = buildApolloClient({ fetch });

    const first = await client.query({ query: QUERY, variables: VARIABLES, fetchPolicy: 'no-cache' });
    expect(first.data).toEqual(ANSWER.data);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(link.href);
    expect(init?.credentials).toBe('include');
    expect(link.dataset['taken']).toBe('true');

    const second = await client.query({ query: QUERY, variables: VARIABLES, fetchPolicy: 'no-cache' });
    expect(second.data).toEqual(NETWORK.data);
    expect(methods(fetch)).toEqual(['GET', 'POST']);
  });

  it('matches variables whatever their order, and not another operation\'s variables or document', async () => {
    const other = addStartupCall(startupHref({ fullPath: 'gitlab-org', iid: '11' }));
    const otherDocument = addStartupCall(startupHref(VARIABLES, SENT.replace('title __typename', '__typename')));
    const fetch = fakeFetch();
    const client = buildApolloClient({ fetch });

    const answer = await client.query({ query: QUERY, variables: VARIABLES, fetchPolicy: 'no-cache' });
    expect(answer.data).toEqual(NETWORK.data);
    expect(other.dataset['taken']).toBeUndefined();
    expect(otherDocument.dataset['taken']).toBeUndefined();

    const reordered = addStartupCall(startupHref({ iid: '10', fullPath: 'gitlab-org' }));
    const fromStart = await client.query({ query: QUERY, variables: VARIABLES, fetchPolicy: 'no-cache' });
    expect(fromStart.data).toEqual(ANSWER.data);
    expect(reordered.dataset['taken']).toBe('true');
  });

  it('is not used after a mutation', async () => {
    const link = addStartupCall(startupHref());
    const fetch = fakeFetch();
    const client = buildApolloClient({ fetch });

    await client.mutate({ mutation: gql`mutation reorder($id: ID!) { epicTreeReorder(input: { baseEpicId: $id }) { errors } }`, variables: { id: '1' } });
    expect(link.dataset['taken']).toBe('true');
    const answer = await client.query({ query: QUERY, variables: VARIABLES, fetchPolicy: 'no-cache' });
    expect(answer.data).toEqual(NETWORK.data);
    expect(methods(fetch)).toEqual(['POST', 'POST']);
  });

  it('is not used once the page\'s user has changed', async () => {
    const first = addStartupCall(startupHref({ fullPath: 'gitlab-org', iid: '11' }));
    const fetch = fakeFetch();
    const client = buildApolloClient({ fetch });
    await client.query({ query: QUERY, variables: VARIABLES, fetchPolicy: 'no-cache' });
    expect(first.dataset['taken']).toBeUndefined();

    setUser(2);
    const link = addStartupCall(startupHref());
    const answer = await client.query({ query: QUERY, variables: VARIABLES, fetchPolicy: 'no-cache' });
    expect(answer.data).toEqual(NETWORK.data);
    expect([first.dataset['taken'], link.dataset['taken']]).toEqual(['true', 'true']);
    expect(methods(fetch)).toEqual(['POST', 'POST']);
  });

  it('asks the server when the startup answer is not a successful JSON one', async () => {
    const link = addStartupCall(startupHref());
    const fetch = fakeFetch(() => json({ message: 'Bad gateway' }, 502));
    const client = buildApolloClient({ fetch });

    const answer = await client.query({ query: QUERY, variables: VARIABLES, fetchPolicy: 'no-cache' });
    expect(answer.data).toEqual(NETWORK.data);
    expect(methods(fetch)).toEqual(['GET', 'POST']);
    expect(link.dataset['taken']).toBe('true');
  });

  it('asks the server when the startup answer carries GraphQL errors', async () => {
    addStartupCall(startupHref());
    const fetch = fakeFetch(() => json({ data: { group: null }, errors: [{ message: 'The resource that you are attempting to access does not exist' }] }));
    const client = buildApolloClient({ fetch });

    const answer = await client.query({ query: QUERY, variables: VARIABLES, fetchPolicy: 'no-cache' });
    expect(answer.data).toEqual(NETWORK.data);
    expect(methods(fetch)).toEqual(['GET', 'POST']);
  });

  it('is not used once the page is older than the startup window', async () => {
    const link = addStartupCall(startupHref());
    const fetch = fakeFetch();
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    try {
      const answer = await buildApolloClient({ fetch }).query({ query: QUERY, variables: VARIABLES, fetchPolicy: 'no-cache' });
      expect(answer.data).toEqual(NETWORK.data);
      expect(link.dataset['taken']).toBe('true');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
