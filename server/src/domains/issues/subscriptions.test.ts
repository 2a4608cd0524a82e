import type { LightMyRequestResponse } from 'fastify';
import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { clientOperation } from '../../test/clientDocuments/index.ts';
import { createTestApp, DEMO_ROOT_TOKEN, graphql, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { users } from '../users/tables.ts';
import { issues } from './tables.ts';

// What the issue page subscribes to, read from its sources.
const ISSUE_WORK_ITEM_UPDATED_SUBSCRIPTION = clientOperation('issueWorkItemUpdated');
const issuableUpdatedSubscription = (field: 'issuableLabelsUpdated' | 'issuableWeightUpdated') => clientOperation(field);

// No client sends these: the server's own tests of the fields.
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

const ISSUABLE_DESCRIPTION_UPDATED_SUBSCRIPTION = /* GraphQL */ `
  subscription issuableDescriptionUpdated($issuableId: IssuableID!) {
    issuableDescriptionUpdated(issuableId: $issuableId) {
      ... on Issue {
        id
        description
      }
    }
  }
`;

const UPDATE_ISSUE_MUTATION = /* GraphQL */ `
  mutation updateIssue($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue {
        id
        iid
        state
        title
        confidential
      }
      errors
    }
  }
`;

let t: TestApp;
let url: string;
const as: Record<string, Browser> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['maintainer', 'reporter', 'guest', 'outsider']) as[name] = await signIn(t.app, name);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  url = `ws://127.0.0.1:${address.port}/api/graphql`;
  // Counts attached live listeners, so a test publishes only once its subscription listens.
  const iterate = t.app.live.iterate;
  t.app.live.iterate = (channel) => {
    attachedListeners += 1;
    return iterate(channel);
  };
});
let attachedListeners = 0;
afterAll(async () => {
  await t.close();
});

const PUBLIC = '/gitlab-org/gitlab';
const PRIVATE_PROJECT_ID = 2;

function call(who: string, method: 'PUT' | 'POST', path: string, payload: unknown): Promise<LightMyRequestResponse> {
  const browser = as[who];
  return t.app.inject({ method, url: path, headers: browser ? { cookie: browser.cookie, 'x-csrf-token': browser.csrf } : {}, payload: payload as Record<string, unknown> });
}

async function freshIssue(options: { projectId?: number; confidential?: boolean } = {}): Promise<{ id: number; iid: number; path: string; gid: string }> {
  const db = t.database.db;
  const projectId = options.projectId ?? 1;
  const [author] = await db.select().from(users).where(eq(users.username, 'maintainer'));
  const [last] = await db.select({ iid: max(issues.iid) }).from(issues).where(eq(issues.projectId, projectId));
  const [row] = await db
    .insert(issues)
    .values({ projectId, iid: (last?.iid ?? 0) + 1, title: 'Live issue', description: '- [ ] one', authorId: author!.id, confidential: options.confidential ?? false })
    .returning();
  if (!row) throw new Error('no issue');
  return { id: row.id, iid: row.iid, path: `${PUBLIC}/-/issues/${row.iid}`, gid: `gid://gitlab/Issue/${row.id}` };
}

type Message = { type: string; id?: string; payload?: { data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] } };

/** A graphql-ws client with raw messages (as the browser's socket speaks it). */
async function connect(who: string | { token: string }) {
  const headers = typeof who === 'string' ? { cookie: as[who]!.cookie } : {};
  const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
  const messages: Message[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Message));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'connection_init', payload: typeof who === 'string' ? {} : { 'PRIVATE-TOKEN': who.token } }));
  await expect.poll(() => messages.map((m) => m.type)).toContain('connection_ack');
  return {
    messages,
    /** Subscribes and waits until the server listens on the live channel (or answered with an error). */
    async subscribe(id: string, query: string, variables: Record<string, unknown>) {
      const before = attachedListeners;
      socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
      await expect.poll(() => attachedListeners > before || messages.some((m) => m.id === id)).toBe(true);
    },
    data: (id: string) => messages.filter((m) => m.id === id && m.type === 'next').map((m) => m.payload?.data ?? m.payload),
    close: () => socket.close(),
  };
}

const titleOf = (data: unknown) => (data as { issuableTitleUpdated?: { title?: string } }).issuableTitleUpdated?.title;

describe('issuable subscriptions', () => {
  it('each subscription hears its own change; workItemUpdated hears every update, state included', async () => {
    const fresh = await freshIssue();
    const client = await connect({ token: DEMO_ROOT_TOKEN });
    await client.subscribe('title', ISSUABLE_TITLE_UPDATED_SUBSCRIPTION, { issuableId: fresh.gid });
    await client.subscribe('labels', issuableUpdatedSubscription('issuableLabelsUpdated'), { issuableId: fresh.gid });
    await client.subscribe('weight', issuableUpdatedSubscription('issuableWeightUpdated'), { issuableId: fresh.gid });
    await client.subscribe('item', ISSUE_WORK_ITEM_UPDATED_SUBSCRIPTION, { workItemId: `gid://gitlab/WorkItem/${fresh.id}` });

    expect((await call('maintainer', 'PUT', `${fresh.path}.json`, { issue: { add_labels: 'frontend' } })).statusCode).toBe(200);
    await expect.poll(() => client.data('labels')).toEqual([{ issuableLabelsUpdated: { id: fresh.gid } }]);
    expect((await call('maintainer', 'PUT', `${fresh.path}.json`, { issue: { title: 'Renamed live', state_event: 'close' } })).statusCode).toBe(200);
    await expect.poll(() => client.data('title').map(titleOf)).toEqual(['Renamed live']);
    await expect.poll(() => client.data('item')).toEqual([
      { workItemUpdated: { id: `gid://gitlab/WorkItem/${fresh.id}`, state: 'OPEN', confidential: false } },
      { workItemUpdated: { id: `gid://gitlab/WorkItem/${fresh.id}`, state: 'CLOSED', confidential: false } },
    ]);
    // Neither the label nor the title change was a weight change; the labels subscription heard only its own.
    expect(client.data('weight')).toEqual([]);
    expect(client.data('labels')).toHaveLength(1);
    client.close();
  });

  it('every way of changing an issue publishes: web PUT, REST, GraphQL, quick actions', async () => {
    const fresh = await freshIssue();
    const client = await connect({ token: DEMO_ROOT_TOKEN });
    await client.subscribe('title', ISSUABLE_TITLE_UPDATED_SUBSCRIPTION, { issuableId: fresh.gid });
    await client.subscribe('description', ISSUABLE_DESCRIPTION_UPDATED_SUBSCRIPTION, {
      issuableId: fresh.gid,
    });

    await call('maintainer', 'PUT', `${fresh.path}.json`, { issue: { title: 'web' } });
    await expect.poll(() => client.data('title').map(titleOf)).toEqual(['web']);
    await t.app.inject({ method: 'PUT', url: `/api/v4/projects/1/issues/${fresh.iid}`, headers: { 'private-token': DEMO_ROOT_TOKEN }, payload: { title: 'rest' } });
    await expect.poll(() => client.data('title').map(titleOf)).toEqual(['web', 'rest']);
    const mutation = await graphql(t.app, as.maintainer!, UPDATE_ISSUE_MUTATION, { input: { projectPath: 'gitlab-org/gitlab', iid: String(fresh.iid), title: 'graphql' } });
    expect(mutation.errors).toBeUndefined();
    await expect.poll(() => client.data('title').map(titleOf)).toEqual(['web', 'rest', 'graphql']);
    const note = await call('maintainer', 'POST', `${PUBLIC}/notes?target_type=issue&target_id=${fresh.id}`, { note: { note: '/title quick' } });
    expect(note.statusCode).toBe(200);
    await expect.poll(() => client.data('title').map(titleOf)).toEqual(['web', 'rest', 'graphql', 'quick']);
    // A task toggle is a description change.
    await call('maintainer', 'PUT', `${fresh.path}.json`, { issue: { update_task: { index: 1, checked: true, line_number: 1, line_source: '- [ ] one' } } });
    await expect.poll(() => client.data('description')).toEqual([{ issuableDescriptionUpdated: { id: fresh.gid, description: '- [x] one' } }]);
    client.close();
  });

  it('refuses issues the subscriber cannot read: private projects, confidential issues, unknown ids', async () => {
    const hidden = await freshIssue({ projectId: PRIVATE_PROJECT_ID });
    const secret = await freshIssue({ confidential: true });
    const outsider = await connect('outsider');
    const guest = await connect('guest');
    await outsider.subscribe('private', ISSUABLE_TITLE_UPDATED_SUBSCRIPTION, { issuableId: hidden.gid });
    await guest.subscribe('confidential', issuableUpdatedSubscription('issuableLabelsUpdated'), { issuableId: secret.gid });
    await guest.subscribe('item', ISSUE_WORK_ITEM_UPDATED_SUBSCRIPTION, { workItemId: `gid://gitlab/WorkItem/${secret.id}` });
    // Epics are issuables too (epics/live.test.ts): an unknown one is refused like an unknown issue.
    await guest.subscribe('bad', ISSUABLE_TITLE_UPDATED_SUBSCRIPTION, { issuableId: 'gid://gitlab/Epic/999999' });
    const codes = (client: Awaited<ReturnType<typeof connect>>, id: string) => client.messages.filter((m) => m.id === id).map((m) => m.payload?.errors?.[0]?.extensions?.code ?? m.type);
    expect(codes(outsider, 'private')).toEqual(['NOT_FOUND', 'complete']);
    expect(codes(guest, 'confidential')).toEqual(['NOT_FOUND', 'complete']);
    expect(codes(guest, 'item')).toEqual(['NOT_FOUND', 'complete']);
    expect(codes(guest, 'bad')).toEqual(['NOT_FOUND', 'complete']);
    outsider.close();
    guest.close();
  });

  it('a confidential issue never reaches those who may not read it, on every event', async () => {
    const fresh = await freshIssue();
    const guest = await connect('guest');
    const reporter = await connect('reporter');
    await guest.subscribe('title', ISSUABLE_TITLE_UPDATED_SUBSCRIPTION, { issuableId: fresh.gid });
    await reporter.subscribe('title', ISSUABLE_TITLE_UPDATED_SUBSCRIPTION, { issuableId: fresh.gid });

    await call('maintainer', 'PUT', `${fresh.path}.json`, { issue: { confidential: true } });
    await call('maintainer', 'PUT', `${fresh.path}.json`, { issue: { title: 'Secret title' } });
    await expect.poll(() => reporter.data('title').map(titleOf)).toEqual(['Secret title']);
    // Public again: the guest hears the next change, and never heard the secret one before it
    // (events reach one subscription in order).
    await call('maintainer', 'PUT', `${fresh.path}.json`, { issue: { confidential: false } });
    await call('maintainer', 'PUT', `${fresh.path}.json`, { issue: { title: 'Public title' } });
    await expect.poll(() => guest.data('title').map(titleOf)).toEqual(['Public title']);
    await expect.poll(() => reporter.data('title').map(titleOf)).toEqual(['Secret title', 'Public title']);
    guest.close();
    reporter.close();
  });
});
