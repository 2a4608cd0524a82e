import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configurePlatform, resetPlatformConfig } from '../api/config';
import { SESSION_SLOT, type CsrfSource } from '../api/csrf';
import { clearGlobalSlot, globalSlot } from '../internal/globalSlot';
import { buildGraphqlWsClient } from '../live/wsClient';
import { buildApolloClient, getApolloClient } from './apolloClient';

class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];
  readonly url: string;
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: (() => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(): void {}
  close(): void {}
}

function fakeFetch() {
  return vi.fn<typeof fetch>(async () =>
    new Response(JSON.stringify({ data: { currentUser: { __typename: 'UserCore', id: 'gid://gitlab/User/1' } } }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
}

afterEach(() => {
  clearGlobalSlot(SESSION_SLOT);
  resetPlatformConfig();
  FakeWebSocket.instances = [];
});

describe('Apollo Client', () => {
  it('is one client and one cache per page', () => {
    expect(getApolloClient()).toBe(getApolloClient());
    expect(getApolloClient().cache).toBe(getApolloClient().cache);
  });

  it('sends queries over HTTP with credentials and the CSRF header, opening no WebSocket', async () => {
    globalSlot<CsrfSource>(SESSION_SLOT, () => ({ getSnapshot: () => ({ csrfToken: 'token-1' }) }));
    configurePlatform({ apiBaseUrl: 'http://127.0.0.1:3000' });
    const fetch = fakeFetch();
    const client = buildApolloClient({ fetch, wsClient: buildGraphqlWsClient({ webSocketImpl: FakeWebSocket }) });

    const result = await client.query({ query: gql`query CurrentUser { currentUser { id } }` });

    expect(result.data).toEqual({ currentUser: { __typename: 'UserCore', id: 'gid://gitlab/User/1' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:3000/api/graphql');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('token-1');
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('opens the WebSocket only when a subscription is used', async () => {
    configurePlatform({ graphqlWsUrl: 'ws://127.0.0.1:3000/api/graphql' });
    const client = buildApolloClient({ fetch: fakeFetch(), wsClient: buildGraphqlWsClient({ webSocketImpl: FakeWebSocket }) });
    expect(FakeWebSocket.instances).toHaveLength(0);

    const subscription = client
      .subscribe({ query: gql`subscription NoteCreated { workItemNoteCreated(noteableId: "gid://gitlab/Issue/1") { id } }` })
      .subscribe({ next: () => {}, error: () => {} });

    await vi.waitFor(() => expect(FakeWebSocket.instances.map((socket) => socket.url)).toEqual(['ws://127.0.0.1:3000/api/graphql']));
    subscription.unsubscribe();
  });
});
