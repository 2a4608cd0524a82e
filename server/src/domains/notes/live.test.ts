import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { clientOperation } from '../../test/clientDocuments/index.ts';
import { createTestApp, signIn, type Browser, type TestApp } from '../../test/harness.ts';

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

const WORK_ITEM_NOTE_UPDATED_SUBSCRIPTION = /* GraphQL */ `
  subscription workItemNoteUpdated($noteableId: NoteableID) {
    workItemNoteUpdated(noteableId: $noteableId) {
      ...LiveNoteFields
    }
  }
  ${NOTE_FIELDS}
`;

let t: TestApp;
let url: string;
const as: Record<string, Browser | null> = { anonymous: null };
const USERS = ['root', 'developer', 'reporter', 'guest', 'outsider'] as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of USERS) as[name] = await signIn(t.app, name);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  url = `ws://127.0.0.1:${address.port}/api/graphql`;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.exec(`DELETE FROM notes WHERE noteable_type = 'Issue' AND noteable_id = 1; UPDATE issues SET confidential = false WHERE id = 1`);
});

const P = '/gitlab-org/gitlab';
const ISSUE = 'gid://gitlab/Issue/1';

function call(who: string, method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const browser = as[who] ?? null;
  return t.app.inject({
    method,
    url: path,
    headers: { ...(browser ? { cookie: browser.cookie, 'x-csrf-token': browser.csrf } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function comment(who: string, note: string, internal = false): Promise<{ id: string; discussion_id: string }> {
  const response = await call(who, 'POST', `${P}/notes?target_type=issue&target_id=1`, { note: { note, internal } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

type Message = { type: string; id?: string; payload?: { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] } };

/** A graphql-ws client as `who`, subscribed to `query` for the noteable. */
async function subscribe(who: string, query: string, noteableId = ISSUE) {
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

/**
 * Subscriptions attach asynchronously (access check, then LISTEN): post probes until every client has
 * received one (a probe posted before a client attached never reaches it, so one probe is not enough
 * when the database is busy).
 */
async function attached(clients: { data: (field: string) => Record<string, unknown>[] }[], field = 'workItemNoteCreated') {
  const probes = new Set<string>();
  const reached = () => clients.every((client) => client.data(field).some((n) => probes.has(String(n?.id))));
  await expect
    .poll(
      async () => {
        if (!reached()) probes.add(`gid://gitlab/Note/${(await comment('root', `probe ${Math.random()}`)).id}`);
        return reached();
      },
      { timeout: 20_000, interval: 300 },
    )
    .toBe(true);
}

describe('workItemNoteCreated over graphql-ws', () => {
  it('never delivers an internal note to guests or signed-out subscribers; reporters get it', async () => {
    const reporter = await subscribe('reporter', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION);
    const guest = await subscribe('guest', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION);
    const anonymous = await subscribe('anonymous', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION);
    await attached([reporter, guest, anonymous]);
    const first = await comment('developer', 'Public one');
    const secret = await comment('developer', 'Internal: the password is hunter2', true);
    const last = await comment('developer', 'Public two');
    await expect.poll(() => reporter.data('workItemNoteCreated').map((n) => n.body)).toEqual(expect.arrayContaining(['Public one', 'Internal: the password is hunter2', 'Public two']));
    for (const client of [guest, anonymous]) {
      await expect.poll(() => client.data('workItemNoteCreated').some((n) => n.id === `gid://gitlab/Note/${last.id}`)).toBe(true);
      const ids = client.data('workItemNoteCreated').map((n) => n.id);
      expect(ids).toContain(`gid://gitlab/Note/${first.id}`);
      expect(ids).not.toContain(`gid://gitlab/Note/${secret.id}`);
      expect(JSON.stringify(client.messages)).not.toContain('hunter2');
    }
    const note = reporter.data('workItemNoteCreated').find((n) => n.body === 'Public one');
    expect(note).toMatchObject({
      internal: false,
      system: false,
      author: { username: 'developer' },
      url: `http://localhost:8080${P}/-/issues/1#note_${first.id}`,
      discussion: { id: `gid://gitlab/Discussion/${first.discussion_id}`, resolved: false },
      userPermissions: { adminNote: false, awardEmoji: true },
    });
    for (const client of [reporter, guest, anonymous]) client.socket.close();
  });

  it('re-checks access for every event: nothing once the issue turns confidential for a guest', async () => {
    const guest = await subscribe('guest', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION);
    const reporter = await subscribe('reporter', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION);
    await attached([guest, reporter]);
    await t.database.exec('UPDATE issues SET confidential = true WHERE id = 1');
    const hidden = await comment('developer', 'After it became confidential');
    await expect.poll(() => reporter.data('workItemNoteCreated').some((n) => n.body === 'After it became confidential')).toBe(true);
    // Each subscriber's check runs on its own when the event arrives (over LISTEN/NOTIFY on PostgreSQL): the
    // reporter's delivery says nothing of when the guest's check ran. Let it run before the issue is public again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await t.database.exec('UPDATE issues SET confidential = false WHERE id = 1');
    const visible = await comment('developer', 'Visible again');
    await expect.poll(() => guest.data('workItemNoteCreated').some((n) => n.body === 'Visible again')).toBe(true);
    expect(guest.data('workItemNoteCreated').map((n) => n.id)).not.toContain(`gid://gitlab/Note/${hidden.id}`);
    expect(visible.id).toBeTruthy();
    guest.socket.close();
    reporter.socket.close();
  });

  it('redacts bodyHtml per subscriber', async () => {
    const guest = await subscribe('guest', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION);
    const reporter = await subscribe('reporter', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION, 'gid://gitlab/WorkItem/1');
    await attached([guest, reporter]);
    await comment('developer', 'Related to #5');
    const html = async (client: typeof guest) => {
      await expect.poll(() => client.data('workItemNoteCreated').some((n) => n.body === 'Related to #5')).toBe(true);
      return String(client.data('workItemNoteCreated').find((n) => n.body === 'Related to #5')?.bodyHtml);
    };
    expect(await html(reporter)).toContain('title="Security: session fixation on sign-in"');
    expect(await html(guest)).toBe('<p>Related to #5</p>\n');
    guest.socket.close();
    reporter.socket.close();
  });

  it('refuses to subscribe to what the viewer cannot read (NOT_FOUND) or to a bad id', async () => {
    const guest = await subscribe('guest', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION, 'gid://gitlab/Issue/5');
    await expect.poll(() => guest.messages.find((m) => m.id === 's')?.payload?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const outsider = await subscribe('outsider', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION, 'gid://gitlab/Issue/8');
    await expect.poll(() => outsider.messages.find((m) => m.id === 's')?.payload?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = await subscribe('root', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION, 'gid://gitlab/Project/1');
    await expect.poll(() => bad.messages.find((m) => m.id === 's')?.payload?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const client of [guest, outsider, bad]) client.socket.close();
  });
});

describe('workItemNoteUpdated and workItemNoteDeleted', () => {
  it('streams edits and resolutions, and deletions with lastDiscussionNote; internal deletions stay hidden from guests', async () => {
    const guestUpdates = await subscribe('guest', WORK_ITEM_NOTE_UPDATED_SUBSCRIPTION);
    const guestDeletes = await subscribe('guest', WORK_ITEM_NOTE_DELETED_SUBSCRIPTION);
    const reporterDeletes = await subscribe('reporter', WORK_ITEM_NOTE_DELETED_SUBSCRIPTION);
    const note = await comment('developer', 'Typo');
    // Attach: an edit every updates-subscriber must see.
    await expect
      .poll(
        async () => {
          await call('developer', 'PUT', `${P}/notes/${note.id}`, { note: { note: `Fixed ${Math.random()}` } });
          return guestUpdates.data('workItemNoteUpdated').length > 0;
        },
        { timeout: 5000, interval: 300 },
      )
      .toBe(true);
    expect(guestUpdates.data('workItemNoteUpdated')[0]).toMatchObject({ id: `gid://gitlab/Note/${note.id}`, author: { username: 'developer' } });
    expect(String(guestUpdates.data('workItemNoteUpdated')[0]?.body)).toMatch(/^Fixed /);

    const secret = await comment('reporter', 'internal to delete', true);
    expect((await call('reporter', 'DELETE', `${P}/notes/${secret.id}`)).statusCode).toBe(200);
    await expect
      .poll(async () => {
        const probe = await comment('developer', 'probe');
        await call('developer', 'DELETE', `${P}/notes/${probe.id}`);
        return guestDeletes.data('workItemNoteDeleted').length > 0 && reporterDeletes.data('workItemNoteDeleted').length > 1;
      }, { timeout: 8000, interval: 300 })
      .toBe(true);
    const reporterIds = reporterDeletes.data('workItemNoteDeleted').map((d) => d.id);
    expect(reporterIds).toContain(`gid://gitlab/Note/${secret.id}`);
    expect(reporterDeletes.data('workItemNoteDeleted').find((d) => d.id === `gid://gitlab/Note/${secret.id}`)).toEqual({
      id: `gid://gitlab/Note/${secret.id}`,
      discussionId: `gid://gitlab/Discussion/${secret.discussion_id}`,
      lastDiscussionNote: true,
    });
    expect(guestDeletes.data('workItemNoteDeleted').map((d) => d.id)).not.toContain(`gid://gitlab/Note/${secret.id}`);
    for (const client of [guestUpdates, guestDeletes, reporterDeletes]) client.socket.close();
  });
});

describe('notes polling catches up after a disconnect', () => {
  it('returns notes edited, resolved or awarded since last_fetched_at', async () => {
    const poll = async (since: string) => {
      const response = await call('guest', 'GET', `${P}/noteable/issue/1/notes`, undefined, { 'x-last-fetched-at': since });
      expect(response.statusCode).toBe(200);
      return response.json<{ notes: { id: string; note: string; resolved: boolean; award_emoji: { name: string }[] }[]; last_fetched_at: number }>();
    };
    const thread = (await call('developer', 'POST', `${P}/notes?target_type=issue&target_id=1`, { note: { note: 'Thread', type: 'DiscussionNote' } })).json<{ id: string; discussion_id: string }>();
    const other = await comment('developer', 'Other');
    const start = await poll('0');
    expect(start.notes.map((n) => n.id)).toEqual(expect.arrayContaining([thread.id, other.id]));
    const since = String(start.last_fetched_at);
    expect((await poll(since)).notes).toEqual([]);
    await call('developer', 'PUT', `${P}/notes/${other.id}`, { note: { note: 'Other, edited' } });
    await call('developer', 'POST', `${P}/-/issues/1/discussions/${thread.discussion_id}/resolve`);
    await call('guest', 'POST', `${P}/notes/${other.id}/toggle_award_emoji`, { name: 'tada' });
    const caught = await poll(since);
    expect(caught.notes.find((n) => n.id === other.id)).toMatchObject({ note: 'Other, edited', award_emoji: [{ name: 'tada' }] });
    expect(caught.notes.find((n) => n.id === thread.id)).toMatchObject({ resolved: true });
  });
});

describe('system notes over graphql-ws (issue 10 item 1)', () => {
  it('a system note referencing a private project reaches only those who may read it', async () => {
    const rootClient = await subscribe('root', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION);
    const guest = await subscribe('guest', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION);
    const anonymous = await subscribe('anonymous', WORK_ITEM_NOTE_CREATED_SUBSCRIPTION);
    await attached([rootClient, guest, anonymous]);
    const website = (await call('root', 'GET', '/api/v4/projects/acme-corp%2Fwebsite')).json<{ id: number }>();
    const secret = (await call('root', 'POST', `/api/v4/projects/${website.id}/issues`, { title: 'Secret launch (live)' })).json<{ iid: number }>();
    const linked = await call('root', 'POST', '/api/v4/projects/1/issues/1/links', { target_project_id: website.id, target_issue_iid: secret.iid });
    expect(linked.statusCode, linked.body).toBe(201);
    const text = `marked this issue as related to acme-corp/website#${secret.iid}`;
    await expect.poll(() => rootClient.data('workItemNoteCreated').some((n) => n?.body === text), { timeout: 5000 }).toBe(true);
    // A later event reaches everyone: the hidden one would have arrived before it.
    await attached([guest, anonymous]);
    for (const client of [guest, anonymous]) expect(client.data('workItemNoteCreated').filter((n) => String(n?.body).includes('acme-corp'))).toEqual([]);
    for (const client of [rootClient, guest, anonymous]) client.socket.close();
  });
});
