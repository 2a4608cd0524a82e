import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, DEMO_ROOT_TOKEN, signIn, testDatabase, type TestApp } from '../test/harness.ts';
import { issuableChannel } from '../domains/issues/live.ts';
import { createLive } from './live.ts';
import { and, eq } from 'drizzle-orm';
import { issues } from '../domains/issues/tables.ts';
import { memberships } from '../domains/memberships/tables.ts';
import { users } from '../domains/users/tables.ts';
import { ACCESS } from '../domains/memberships/rules.ts';

// No client sends this: the server's own test of the field.
const ISSUABLE_TITLE_UPDATED_SUBSCRIPTION = /* GraphQL */ `
  subscription issuableTitleUpdated($issuableId: IssuableID!) {
    issuableTitleUpdated(issuableId: $issuableId) {
      ... on Issue {
        id
        iid
        title
      }
    }
  }
`;

const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`live updates over LISTEN/NOTIFY (${driver})`, () => {
  it('delivers a publish to subscribers of that channel only', async () => {
    const database = await testDatabase();
    const live = await createLive(database);
    try {
      const received: unknown[] = [];
      const other: unknown[] = [];
      const unsubscribe = live.subscribe('issue:1', (payload) => received.push(payload));
      live.subscribe('issue:2', (payload) => other.push(payload));
      await live.publish('issue:1', { state: 'closed' });
      await expect.poll(() => received).toEqual([{ state: 'closed' }]);
      expect(other).toEqual([]);
      unsubscribe();
      await live.publish('issue:1', { state: 'opened' });
      await live.publish('issue:2', { ping: true });
      await expect.poll(() => other).toEqual([{ ping: true }]);
      expect(received).toHaveLength(1);
    } finally {
      await live.close();
    }
  });

  it('reaches a subscriber attached to another app on the same database (another process in production)', async () => {
    const database = await testDatabase();
    const publisher = await createLive(database);
    const subscriber = await createLive(database);
    try {
      const iterator = subscriber.iterate('note:9');
      const next = iterator.next();
      await publisher.publish('note:9', { id: 9 });
      await expect(next).resolves.toEqual({ value: { id: 9 }, done: false });
      await iterator.return?.();
      await expect(iterator.next()).resolves.toEqual({ value: undefined, done: true });
    } finally {
      await publisher.close();
      await subscriber.close();
    }
  });
});

describe('GraphQL subscriptions over graphql-ws', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    url = `ws://127.0.0.1:${address.port}/api/graphql`;
  });
  afterAll(async () => {
    await t.close();
  });

  type Message = { type: string; id?: string; payload?: unknown };

  async function connect(options: { cookie?: string; params?: Record<string, unknown>; origin?: string } = {}) {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.origin) headers.origin = options.origin;
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
    const messages: Message[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Message));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'connection_init', payload: options.params ?? {} }));
    return { socket, messages };
  }

  it('streams an issue title update to an authorised subscriber (token in connectionParams)', async () => {
    const { socket, messages } = await connect({ params: { 'PRIVATE-TOKEN': DEMO_ROOT_TOKEN } });
    await expect.poll(() => messages.map((m) => m.type)).toContain('connection_ack');
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: ISSUABLE_TITLE_UPDATED_SUBSCRIPTION, variables: { issuableId: 'gid://gitlab/Issue/5' } } }));
    // Wait until the subscription is attached before publishing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.app.live.publish(issuableChannel(5), { issue_id: 5, changes: ['title'] });
    await expect.poll(() => messages.find((m) => m.type === 'next')).toEqual({
      id: '1',
      type: 'next',
      payload: { data: { issuableTitleUpdated: { id: 'gid://gitlab/Issue/5', iid: '5', title: 'Security: session fixation on sign-in' } } },
    });
    socket.close();
  });

  it('refuses a confidential issue to a guest (cookie session) and answers queries over the socket', async () => {
    const guest = await signIn(t.app, 'guest');
    const { socket, messages } = await connect({ cookie: guest.cookie });
    await expect.poll(() => messages.map((m) => m.type)).toContain('connection_ack');
    socket.send(JSON.stringify({ id: 'a', type: 'subscribe', payload: { query: ISSUABLE_TITLE_UPDATED_SUBSCRIPTION, variables: { issuableId: 'gid://gitlab/Issue/5' } } }));
    await expect
      .poll(() => messages.find((m) => m.id === 'a' && m.type === 'next')?.payload)
      .toMatchObject({ errors: [{ message: '404 Not Found', extensions: { code: 'NOT_FOUND' } }] });
    socket.send(JSON.stringify({ id: 'b', type: 'subscribe', payload: { query: '{ currentUser { username } }' } }));
    await expect.poll(() => messages.find((m) => m.id === 'b' && m.type === 'next')?.payload).toEqual({ data: { currentUser: { username: 'guest' } } });
    socket.close();
  });

  it('checks each subscription with the memberships of when it starts, not of when the socket connected', async () => {
    // Memberships can change in another process while a page keeps its socket open (issue 10, item 15).
    const db = t.database.db;
    const [outsider] = await db.select().from(users).where(eq(users.username, 'outsider'));
    const [issue] = await db.select().from(issues).where(eq(issues.projectId, 2)).limit(1);
    if (!outsider || !issue) throw new Error('seed changed');
    const session = await signIn(t.app, 'outsider');
    const { socket, messages } = await connect({ cookie: session.cookie });
    await expect.poll(() => messages.map((m) => m.type)).toContain('connection_ack');
    const subscribe = (id: string) =>
      socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query: ISSUABLE_TITLE_UPDATED_SUBSCRIPTION, variables: { issuableId: `gid://gitlab/Issue/${issue.id}` } } }));
    subscribe('before');
    await expect
      .poll(() => messages.find((m) => m.id === 'before' && m.type === 'next')?.payload)
      .toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    await db.insert(memberships).values({ userId: outsider.id, sourceType: 'project', sourceId: 2, accessLevel: ACCESS.REPORTER });
    try {
      subscribe('after');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(messages.filter((m) => m.id === 'after')).toEqual([]);
      await t.app.live.publish(issuableChannel(issue.id), { issue_id: issue.id, changes: ['title'] });
      await expect
        .poll(() => messages.find((m) => m.id === 'after' && m.type === 'next')?.payload)
        .toEqual({ data: { issuableTitleUpdated: { id: `gid://gitlab/Issue/${issue.id}`, iid: String(issue.iid), title: issue.title } } });
    } finally {
      socket.close();
      await db.delete(memberships).where(and(eq(memberships.userId, outsider.id), eq(memberships.sourceId, 2), eq(memberships.sourceType, 'project')));
    }
  });

  it('closes the connection for a bad token and refuses foreign origins', async () => {
    const { socket } = await connect({ params: { authToken: 'glpat-wrong' } });
    const code = await new Promise<number>((resolve) => socket.once('close', (c) => resolve(c)));
    expect(code).toBe(4403);
    await expect(connect({ origin: 'https://evil.example' })).rejects.toThrow(/403/);
  });
});
