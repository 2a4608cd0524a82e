import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { clientOperation } from '../../test/clientDocuments/index.ts';
import { createTestApp, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { createSystemNote } from './service.ts';

// What mf-notes subscribes to for deletions, read from its sources.
const WORK_ITEM_NOTE_DELETED_SUBSCRIPTION = clientOperation('notesWorkItemNoteDeleted');

// mf-notes subscribes to note ids only and reads the notes over REST; these are the server's own tests
// of the Note fields the events carry.
const NOTE_FIELDS = /* GraphQL */ `
  fragment LiveNoteFields on Note {
    id
    body
    bodyHtml
    internal
    system
    systemNoteIconName
    createdAt
    updatedAt
    lastEditedAt
    url
    resolvable
    resolved
    author {
      id
      username
      name
      avatarUrl
      webUrl
    }
    discussion {
      id
      replyId
      resolved
    }
    userPermissions {
      adminNote
      awardEmoji
      resolveNote
    }
  }
`;

const WORK_ITEM_NOTE_CREATED_SUBSCRIPTION = /* GraphQL */ `
  subscription workItemNoteCreated($noteableId: NoteableID) {
    workItemNoteCreated(noteableId: $noteableId) {
      ...LiveNoteFields
    }
  }
  ${NOTE_FIELDS}
`;

let t: TestApp;
let url: string;
let epicGid: string;
const as: Record<string, Browser | null> = { anonymous: null };
const EPIC = '/groups/gitlab-org/-/epics/2';

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['developer', 'reporter', 'guest', 'outsider']) as[name] = await signIn(t.app, name);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  url = `ws://127.0.0.1:${address.port}/api/graphql`;
  const page = await call('developer', 'GET', `${EPIC}.json`);
  epicGid = `gid://gitlab/Epic/${page.json<{ id: number }>().id}`;
});
afterAll(async () => {
  await t.close();
});

function call(who: string, method: 'POST' | 'DELETE' | 'GET', path: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const browser = as[who] ?? null;
  return t.app.inject({ method, url: path, headers: browser ? { cookie: browser.cookie, 'x-csrf-token': browser.csrf } : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

async function comment(who: string, note: string, internal = false): Promise<{ id: string; discussion_id: string }> {
  const response = await call(who, 'POST', `${EPIC}/notes`, { note: { note, internal } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

type Message = { type: string; id?: string; payload?: { data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] } };

async function subscribe(who: string, query: string, noteableId = epicGid) {
  const cookie = as[who]?.cookie;
  const socket = new WebSocket(url, 'graphql-transport-ws', { headers: cookie ? { cookie } : {} });
  const messages: Message[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Message));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  await expect.poll(() => messages.map((m) => m.type)).toContain('connection_ack');
  socket.send(JSON.stringify({ id: 's', type: 'subscribe', payload: { query, variables: { noteableId } } }));
  const data = (field: string) => messages.filter((m) => m.type === 'next' && m.payload?.data).map((m) => m.payload!.data![field] as Record<string, unknown>);
  return { socket, messages, data };
}

describe('workItemNoteCreated/Deleted on gid://gitlab/Epic/:id', () => {
  it('delivers epic notes to readers, internal notes (and their deletion) only to reporters+', async () => {
    const reporter = await subscribe('reporter', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION);
    const guest = await subscribe('guest', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION);
    const anonymous = await subscribe('anonymous', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION);
    const guestDeletes = await subscribe('guest', WORK_ITEM_NOTE_DELETED_SUBSCRIPTION);
    const reporterDeletes = await subscribe('reporter', WORK_ITEM_NOTE_DELETED_SUBSCRIPTION);
    // Subscriptions attach asynchronously: wait until a probe reaches every creation subscriber.
    await expect
      .poll(
        async () => {
          await comment('developer', `probe ${Math.random()}`);
          return [reporter, guest, anonymous].every((client) => client.data('workItemNoteCreated').length > 0);
        },
        { timeout: 8000, interval: 300 },
      )
      .toBe(true);
    const secret = await comment('reporter', 'Internal: renewal details', true);
    const last = await comment('developer', 'Public after');
    await expect.poll(() => reporter.data('workItemNoteCreated').map((n) => n.body)).toEqual(expect.arrayContaining(['Internal: renewal details', 'Public after']));
    for (const client of [guest, anonymous]) {
      await expect.poll(() => client.data('workItemNoteCreated').some((n) => n.id === `gid://gitlab/Note/${last.id}`)).toBe(true);
      expect(JSON.stringify(client.messages)).not.toContain('renewal details');
    }
    expect(reporter.data('workItemNoteCreated').find((n) => n.body === 'Public after')).toMatchObject({
      url: `http://localhost:8080${EPIC}#note_${last.id}`,
      resolvable: false,
      discussion: { id: `gid://gitlab/Discussion/${last.discussion_id}` },
    });

    await call('reporter', 'DELETE', `${EPIC}/notes/${secret.id}`);
    await call('developer', 'DELETE', `${EPIC}/notes/${last.id}`);
    await expect.poll(() => guestDeletes.data('workItemNoteDeleted').map((d) => d.id)).toContain(`gid://gitlab/Note/${last.id}`);
    await expect.poll(() => reporterDeletes.data('workItemNoteDeleted').map((d) => d.id)).toEqual(expect.arrayContaining([`gid://gitlab/Note/${secret.id}`, `gid://gitlab/Note/${last.id}`]));
    expect(guestDeletes.data('workItemNoteDeleted').map((d) => d.id)).not.toContain(`gid://gitlab/Note/${secret.id}`);
    for (const client of [reporter, guest, anonymous, guestDeletes, reporterDeletes]) client.socket.close();
  });

  it('refuses subscriptions to epics the viewer cannot read (NOT_FOUND)', async () => {
    const confidential = await call('reporter', 'GET', '/groups/gitlab-org/-/epics/3.json');
    const guest = await subscribe('guest', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION, `gid://gitlab/Epic/${confidential.json<{ id: number }>().id}`);
    await expect.poll(() => guest.messages.find((m) => m.id === 's')?.payload?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const missing = await subscribe('outsider', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION, 'gid://gitlab/Epic/999999');
    await expect.poll(() => missing.messages.find((m) => m.id === 's')?.payload?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    guest.socket.close();
    missing.socket.close();
  });

  it('never delivers a system note that cross-references what the subscriber may not see (an internal project: not anonymously)', async () => {
    const tools = (await call('developer', 'GET', '/api/v4/projects/gitlab-org%2Finternal-tools')).json<{ id: number }>();
    const issue = await call('developer', 'POST', `/api/v4/projects/${tools.id}/issues`, { title: 'Internal plan' });
    expect(issue.statusCode, issue.body).toBe(201);
    const text = `promoted from issue gitlab-org/internal-tools#${issue.json<{ iid: number }>().iid}`;
    const guest = await subscribe('guest', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION);
    const anonymous = await subscribe('anonymous', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION);
    await expect
      .poll(
        async () => {
          await comment('developer', `probe ${Math.random()}`);
          return [guest, anonymous].every((client) => client.data('workItemNoteCreated').length > 0);
        },
        { timeout: 8000, interval: 300 },
      )
      .toBe(true);
    // The system note as the activity domain writes it (a promotion's "promoted from issue").
    const epicId = Number(epicGid.split('/').pop());
    await createSystemNote(t.database.db, t.app.live, { noteable: { type: 'Epic', id: epicId, project: null, group: { fullPath: 'gitlab-org' } }, author: { id: 1 }, body: text, icon: 'epic' });
    const last = await comment('developer', 'Public after the system note');
    await expect.poll(() => guest.data('workItemNoteCreated').map((n) => n.body)).toEqual(expect.arrayContaining([text, 'Public after the system note']));
    // The anonymous subscriber gets the comment that followed, never the system note nor the project's name.
    await expect.poll(() => anonymous.data('workItemNoteCreated').some((n) => n.id === `gid://gitlab/Note/${last.id}`)).toBe(true);
    expect(JSON.stringify(anonymous.messages)).not.toContain('internal-tools');
    for (const client of [guest, anonymous]) client.socket.close();
  });
});
