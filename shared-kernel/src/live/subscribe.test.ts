import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configurePlatform, resetPlatformConfig } from '../api/config';
import { clearGlobalSlot, globalSlot } from '../internal/globalSlot';
import { buildGraphqlWsClient } from './wsClient';
import { getGraphqlSocketStatus, setGraphqlSocketStatus, watchGraphqlSocketStatus, type GraphqlSocketStatus } from './socketStatus';
import { subscribeGraphql } from './subscribe';

const CLIENT_SLOT = Symbol.for('shared-kernel.graphql-ws-client.v1');

/** A WebSocket the test drives: it records what the client sends and replays server messages. */
class ScriptedWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: ScriptedWebSocket[] = [];
  readonly protocol = 'graphql-transport-ws';
  readyState = 0;
  sent: Array<{ type: string; id?: string; payload?: unknown }> = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;

  constructor(readonly url: string) {
    ScriptedWebSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as { type: string });
  }
  close(): void {
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

// Before and after: test files share one module graph and global object (vitest.base.ts), so another
// file may have left a socket status behind.
function resetSocket(): void {
  clearGlobalSlot(CLIENT_SLOT);
  clearGlobalSlot(Symbol.for('shared-kernel.graphql-socket-status.v1'));
  resetPlatformConfig();
  ScriptedWebSocket.instances = [];
}
beforeEach(resetSocket);
afterEach(resetSocket);

describe('subscribeGraphql and the socket status', () => {
  it('reports the status at once and on each change, until unsubscribed', () => {
    const seen: GraphqlSocketStatus[] = [];
    const stop = watchGraphqlSocketStatus((status) => seen.push(status));
    setGraphqlSocketStatus('connecting');
    setGraphqlSocketStatus('connecting');
    setGraphqlSocketStatus('connected');
    stop();
    setGraphqlSocketStatus('closed');
    expect(seen).toEqual(['idle', 'connecting', 'connected']);
    expect(getGraphqlSocketStatus()).toBe('closed');
  });

  it('subscribes with a text document over the page socket (no Apollo Client) and follows the socket', async () => {
    configurePlatform({ graphqlWsUrl: 'ws://127.0.0.1:3000/api/graphql' });
    globalSlot(CLIENT_SLOT, () => buildGraphqlWsClient({ webSocketImpl: ScriptedWebSocket }));
    const next = vi.fn();
    const error = vi.fn();

    const stop = subscribeGraphql<{ workItemNoteCreated: { id: string } }>(
      'subscription created($noteableId: NoteableID) { workItemNoteCreated(noteableId: $noteableId) { id } }',
      { noteableId: 'gid://gitlab/Issue/1' },
      { next, error },
    );
    await vi.waitFor(() => expect(ScriptedWebSocket.instances).toHaveLength(1));
    const socket = ScriptedWebSocket.instances[0]!;
    expect(getGraphqlSocketStatus()).toBe('connecting');
    socket.open();
    socket.receive({ type: 'connection_ack' });
    expect(getGraphqlSocketStatus()).toBe('connected');
    await vi.waitFor(() => expect(socket.sent.map((m) => m.type)).toContain('subscribe'));
    const { id, payload } = socket.sent.find((m) => m.type === 'subscribe')!;
    expect(payload).toMatchObject({ variables: { noteableId: 'gid://gitlab/Issue/1' } });

    socket.receive({ type: 'next', id, payload: { data: { workItemNoteCreated: { __typename: 'Note', id: 'gid://gitlab/Note/9' } } } });
    await vi.waitFor(() => expect(next).toHaveBeenCalledWith({ workItemNoteCreated: { __typename: 'Note', id: 'gid://gitlab/Note/9' } }));

    stop();
    await vi.waitFor(() => expect(socket.sent.map((m) => m.type)).toContain('complete'));
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps the socket while one subscription replaces another, and closes it once none is left for a while', async () => {
    configurePlatform({ graphqlWsUrl: 'ws://127.0.0.1:3000/api/graphql' });
    globalSlot(CLIENT_SLOT, () => buildGraphqlWsClient({ webSocketImpl: ScriptedWebSocket, lazyCloseMs: 200 }));
    const query = 'subscription updated($epicId: EpicID!) { epicTreeUpdated(epicId: $epicId) { id } }';
    const first = subscribeGraphql(query, { epicId: 'gid://gitlab/Epic/1' }, { next: vi.fn() });
    await vi.waitFor(() => expect(ScriptedWebSocket.instances).toHaveLength(1));
    const socket = ScriptedWebSocket.instances[0]!;
    socket.open();
    socket.receive({ type: 'connection_ack' });
    await vi.waitFor(() => expect(socket.sent.filter((m) => m.type === 'subscribe')).toHaveLength(1));

    // The page swaps the subscription: the second one goes over the same, still open socket.
    first();
    const second = subscribeGraphql(query, { epicId: 'gid://gitlab/Epic/2' }, { next: vi.fn() });
    await vi.waitFor(() => expect(socket.sent.filter((m) => m.type === 'subscribe')).toHaveLength(2));
    expect(socket.sent.filter((m) => m.type === 'subscribe').map((m) => m.payload)).toMatchObject([
      { variables: { epicId: 'gid://gitlab/Epic/1' } },
      { variables: { epicId: 'gid://gitlab/Epic/2' } },
    ]);
    expect(ScriptedWebSocket.instances).toHaveLength(1);
    expect(socket.readyState).toBe(ScriptedWebSocket.OPEN);

    // The last one ends: the socket closes after the calm-down time, not before.
    second();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socket.readyState).toBe(ScriptedWebSocket.OPEN);
    await vi.waitFor(() => expect(socket.readyState).toBe(ScriptedWebSocket.CLOSED));
  });
});
