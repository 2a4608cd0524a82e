import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { signIn, type Browser } from '../../test/harness.ts';
import { epicFixtures } from './fixtures.testing.ts';

// The epic page receives live updates the way the issue page does: GitLab 16.2's issuable
// subscriptions take an Epic gid (Issuable = Epic | Issue), fed by the epic's events after commit.

// No client sends these yet: the server's own tests of the fields on an epic.
const EPIC_TITLE_UPDATED = /* GraphQL */ `
  subscription epicTitleUpdated($issuableId: IssuableID!) {
    issuableTitleUpdated(issuableId: $issuableId) {
      ... on Epic {
        id
        title
        confidential
      }
    }
  }
`;

const EPIC_LABELS_UPDATED = /* GraphQL */ `
  subscription epicLabelsUpdated($issuableId: IssuableID!) {
    issuableLabelsUpdated(issuableId: $issuableId) {
      ... on Epic {
        id
      }
    }
  }
`;

const EPIC_DESCRIPTION_UPDATED = /* GraphQL */ `
  subscription epicDescriptionUpdated($issuableId: IssuableID!) {
    issuableDescriptionUpdated(issuableId: $issuableId) {
      ... on Epic {
        id
        description
      }
    }
  }
`;

const SUBSCRIPTIONS: Record<string, string> = {
  issuableTitleUpdated: EPIC_TITLE_UPDATED,
  issuableLabelsUpdated: EPIC_LABELS_UPDATED,
  issuableDescriptionUpdated: EPIC_DESCRIPTION_UPDATED,
};

let f: IssueFixtures;
let e: ReturnType<typeof epicFixtures>;
let url: string;
const as: Record<string, Browser> = {};
let attachedListeners = 0;

beforeAll(async () => {
  f = await issueFixtures();
  e = epicFixtures(f);
  for (const name of ['reporter', 'guest']) as[name] = await signIn(f.t.app, name);
  await f.t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = f.t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  url = `ws://127.0.0.1:${address.port}/api/graphql`;
  const iterate = f.t.app.live.iterate;
  f.t.app.live.iterate = (channel) => {
    attachedListeners += 1;
    return iterate(channel);
  };
});
afterAll(async () => {
  await f.t.close();
});

type Message = { type: string; id?: string; payload?: { data?: Record<string, unknown> } | { message?: string; extensions?: { code?: string } }[] };

async function connect(who: string) {
  const socket = new WebSocket(url, 'graphql-transport-ws', { headers: { cookie: as[who]!.cookie } });
  const messages: Message[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Message));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  await expect.poll(() => messages.map((m) => m.type)).toContain('connection_ack');
  return {
    messages,
    async subscribe(id: string, field: string, issuableId: string) {
      const before = attachedListeners;
      socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query: SUBSCRIPTIONS[field], variables: { issuableId } } }));
      await expect.poll(() => attachedListeners > before || messages.some((m) => m.id === id)).toBe(true);
    },
    data: (id: string) =>
      messages
        .filter((m) => m.id === id && m.type === 'next' && !(m.payload as { errors?: unknown }).errors)
        .map((m) => (m.payload as { data?: Record<string, unknown> }).data),
    /** Error codes the server answered this subscription with (graphql-ws `next` with errors). */
    errorCodes: (id: string) =>
      messages.filter((m) => m.id === id && m.type === 'next').flatMap((m) => ((m.payload as { errors?: { extensions?: { code?: string } }[] }).errors ?? []).map((error) => error.extensions?.code)),
    close: () => socket.close(),
  };
}

describe('epic live updates over GraphQL subscriptions', () => {
  it('each subscription hears its own change of the epic, from the web PUT and quick actions alike', async () => {
    const epic = await e.freshEpic('developer');
    const gid = `gid://gitlab/Epic/${epic.id}`;
    const client = await connect('reporter');
    await client.subscribe('title', 'issuableTitleUpdated', gid);
    await client.subscribe('labels', 'issuableLabelsUpdated', gid);
    await client.subscribe('description', 'issuableDescriptionUpdated', gid);

    expect((await f.call('reporter', 'PUT', `${epic.path}.json`, { epic: { title: 'Renamed live epic' } })).statusCode).toBe(200);
    await expect.poll(() => client.data('title')).toEqual([{ issuableTitleUpdated: { id: gid, title: 'Renamed live epic', confidential: false } }]);
    expect((await f.call('reporter', 'POST', `${epic.path}/notes`, { note: { note: '/label ~bug' } })).statusCode).toBe(200);
    await expect.poll(() => client.data('labels')).toHaveLength(1);
    // Neither change touched the description; the title subscription heard only the title.
    expect(client.data('description')).toEqual([]);
    expect(client.data('title')).toHaveLength(1);
    client.close();
  });

  it('refuses epics the subscriber may not read, and stops when the epic becomes confidential for them', async () => {
    const epic = await e.freshEpic('developer');
    const gid = `gid://gitlab/Epic/${epic.id}`;
    const hidden = await e.freshEpic('developer', { confidential: true });
    const guest = await connect('guest');
    await guest.subscribe('hidden', 'issuableTitleUpdated', `gid://gitlab/Epic/${hidden.id}`);
    await expect.poll(() => guest.errorCodes('hidden')).toEqual(['NOT_FOUND']);
    await guest.subscribe('title', 'issuableTitleUpdated', gid);
    const reporter = await connect('reporter');
    await reporter.subscribe('title', 'issuableTitleUpdated', gid);

    expect((await f.call('reporter', 'PUT', `${epic.path}.json`, { epic: { confidential: true, title: 'Now secret' } })).statusCode).toBe(200);
    await expect.poll(() => reporter.data('title')).toEqual([{ issuableTitleUpdated: { id: gid, title: 'Now secret', confidential: true } }]);
    // The guest lost access with that very update: the event is dropped, never sent as null.
    expect(guest.data('title')).toEqual([]);
    guest.close();
    reporter.close();
  });
});
