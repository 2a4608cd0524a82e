import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { signIn, type Browser } from '../../test/harness.ts';
import { and, eq } from 'drizzle-orm';
import { createLive } from '../../plugins/live.ts';
import { issues } from '../issues/tables.ts';
import { memberships } from '../memberships/tables.ts';
import { epicFixtures } from './fixtures.testing.ts';
import { epics } from './tables.ts';
import { epicTreeChannel, publishEpicTreeEvent } from './treeLive.ts';

// The epic tree's live events (`epicTreeUpdated`, an extension: docs/graphql-extensions.md): published
// after commit on every level a change touches, each subscriber receiving only what it may read.

// The server's own test of everything an event lets a reader see: the level and its children, the counts.
const EPIC_TREE_UPDATED = /* GraphQL */ `
  subscription epicTreeUpdatedTest($epicId: EpicID!) {
    epicTreeUpdated(epicId: $epicId) {
      id
      descendantCounts {
        openedIssues
        closedIssues
        openedEpics
      }
      issues(first: 100) {
        nodes {
          id
          title
          confidential
        }
      }
      children(first: 100) {
        nodes {
          id
        }
      }
    }
  }
`;

/** Every role, anonymous first. */
const ROLES = ['anonymous', 'outsider', 'guest', 'reporter', 'developer', 'maintainer', 'owner', 'root'] as const;
type Role = (typeof ROLES)[number];
/** Who may read a confidential issue or epic of gitlab-org (reporter+ members, administrators). */
const SEES_CONFIDENTIAL: readonly Role[] = ['reporter', 'developer', 'maintainer', 'owner', 'root'];

interface TreeEvent {
  id: string;
  descendantCounts: { openedIssues: number; closedIssues: number; openedEpics: number };
  issues: { nodes: { id: string; title: string; confidential: boolean }[] };
  children: { nodes: { id: string }[] };
}

let f: IssueFixtures;
let e: ReturnType<typeof epicFixtures>;
let url: string;
let attachedListeners = 0;
const as: Record<string, Browser> = {};

beforeAll(async () => {
  f = await issueFixtures();
  e = epicFixtures(f);
  for (const role of ROLES) if (role !== 'anonymous') as[role] = await signIn(f.t.app, role);
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

type Message = { type: string; id?: string; payload?: { data?: { epicTreeUpdated?: TreeEvent | null }; errors?: { extensions?: { code?: string } }[] } };

/** `who` (a role) subscribed to the tree of epic `epicId` (its database id). */
async function subscribe(who: Role, epicId: number) {
  const cookie = who === 'anonymous' ? undefined : as[who]?.cookie;
  const socket = new WebSocket(url, 'graphql-transport-ws', cookie ? { headers: { cookie } } : {});
  const messages: Message[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Message));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  await expect.poll(() => messages.map((m) => m.type)).toContain('connection_ack');
  const before = attachedListeners;
  socket.send(JSON.stringify({ id: 's', type: 'subscribe', payload: { query: EPIC_TREE_UPDATED, variables: { epicId: `gid://gitlab/Epic/${epicId}` } } }));
  await expect.poll(() => attachedListeners > before || messages.some((m) => m.id === 's')).toBe(true);
  let marked = 0;
  const events = () => messages.filter((m) => m.id === 's' && m.type === 'next' && !m.payload?.errors && m.payload?.data?.epicTreeUpdated !== null).map((m) => m.payload?.data?.epicTreeUpdated as TreeEvent);
  return {
    who,
    /** From now on, `until` looks only at later events. */
    mark: () => {
      marked = events().length;
    },
    /** The events since the last `mark()`. */
    fresh: () => events().slice(marked),
    events,
    /** How many times the page heard that its epic was deleted (the event's epic is null). */
    deletions: () => messages.filter((m) => m.id === 's' && m.type === 'next' && !m.payload?.errors && m.payload?.data?.epicTreeUpdated === null).length,
    errorCodes: () => messages.filter((m) => m.id === 's' && m.type === 'next').flatMap((m) => (m.payload?.errors ?? []).map((error) => error.extensions?.code)),
    close: () => socket.close(),
  };
}
type Client = Awaited<ReturnType<typeof subscribe>>;

const epicGid = (id: number) => `gid://gitlab/Epic/${id}`;
/** An EpicIssue is its issue (its `id` the issue's global id). */
const epicIssueGid = (id: number) => `gid://gitlab/Issue/${id}`;

/** Adds issue `issueId` to epic `iid` of gitlab-org over REST (EpicIssues API), as `who`. */
async function addIssue(iid: number, issueId: number, who = 'owner') {
  expect((await f.api('POST', `/groups/gitlab-org/epics/${iid}/issues/${issueId}`, who)).statusCode).toBe(201);
}

/** Waits until `done` holds for an event each client got since its last mark (a barrier: later events follow earlier ones). */
async function until(clients: Client[], done: (event: TreeEvent) => boolean) {
  for (const client of clients) {
    await expect
      .poll(() => client.fresh().some(done), { timeout: 5000, message: `${client.who} never heard it` })
      .toBe(true);
  }
}

describe('epicTreeUpdated: live events of the epic tree, by role', () => {
  it('an added public issue reaches every reader; a confidential one only those who may read it, counts included', async () => {
    const parent = await e.freshEpic('owner', { title: 'Live parent' });
    const clients = await Promise.all(ROLES.map((role) => subscribe(role, parent.id)));

    const secret = await f.freshIssue('developer', { confidential: true });
    await addIssue(parent.iid, secret.id);
    const seers = clients.filter((client) => SEES_CONFIDENTIAL.includes(client.who));
    await until(seers, (event) => event.issues.nodes.some((node) => node.id === epicIssueGid(secret.id)));
    for (const client of seers) {
      const last = client.events().at(-1) as TreeEvent;
      expect(last).toMatchObject({ id: epicGid(parent.id), descendantCounts: { openedIssues: 1 } });
      expect(last.issues.nodes).toEqual([{ id: epicIssueGid(secret.id), title: 'Fresh issue', confidential: true }]);
    }

    // The barrier: a public issue every role may read. Events arrive in order, so a role that heard about
    // the confidential issue would have an event without the public one.
    const open = await f.freshIssue('developer');
    await addIssue(parent.iid, open.id);
    await until(clients, (event) => event.issues.nodes.some((node) => node.id === epicIssueGid(open.id)));
    for (const client of clients) {
      const sees = SEES_CONFIDENTIAL.includes(client.who);
      for (const event of client.events()) {
        if (!sees) {
          expect(event.issues.nodes.map((node) => node.id), client.who).toEqual([epicIssueGid(open.id)]);
          expect(event.descendantCounts.openedIssues, client.who).toBe(1);
        }
      }
      expect(client.events().at(-1)?.descendantCounts.openedIssues, client.who).toBe(sees ? 2 : 1);
      client.close();
    }
  });

  it('a confidential child epic and changes below it reach only who may read it; a public level below the page reaches all', async () => {
    const parent = await e.freshEpic('owner', { title: 'Live parent of epics' });
    const clients = await Promise.all(ROLES.map((role) => subscribe(role, parent.id)));
    const seers = clients.filter((client) => SEES_CONFIDENTIAL.includes(client.who));

    const created = await f.api('POST', `/groups/gitlab-org/epics/${parent.iid}/epics`, 'owner', { title: 'Secret child', confidential: true });
    expect(created.statusCode).toBe(201);
    const secretChild = created.json() as { id: number; iid: number };
    await until(seers, (event) => event.id === epicGid(parent.id) && event.children.nodes.some((node) => node.id === epicGid(secretChild.id)));
    // An issue under the confidential child: its level is told to the parent's page (for those who see it).
    const secretIssue = await f.freshIssue('developer', { confidential: true });
    await addIssue(secretChild.iid, secretIssue.id);
    await until(seers, (event) => event.id === epicGid(secretChild.id) && event.issues.nodes.some((node) => node.id === epicIssueGid(secretIssue.id)));

    const publicChild = await f.api('POST', `/groups/gitlab-org/epics/${parent.iid}/epics`, 'owner', { title: 'Public child' });
    const child = publicChild.json() as { id: number; iid: number };
    const open = await f.freshIssue('developer');
    await addIssue(child.iid, open.id);
    await until(clients, (event) => event.id === epicGid(child.id) && event.issues.nodes.some((node) => node.id === epicIssueGid(open.id)));
    for (const client of clients) {
      const sees = SEES_CONFIDENTIAL.includes(client.who);
      const levels = new Set(client.events().map((event) => event.id));
      expect(levels.has(epicGid(secretChild.id)), client.who).toBe(sees);
      if (!sees) for (const event of client.events()) expect(event.children.nodes.map((node) => node.id), client.who).not.toContain(epicGid(secretChild.id));
      client.close();
    }
  });

  it('a move tells both parents; a reorder, a title and a state change tell the level; a child turned confidential is told to who saw it', async () => {
    const from = await e.freshEpic('owner', { title: 'Move from' });
    const to = await e.freshEpic('owner', { title: 'Move to' });
    const [guestFrom, reporterFrom, guestTo] = [await subscribe('guest', from.id), await subscribe('reporter', from.id), await subscribe('guest', to.id)];
    const first = await f.freshIssue('developer');
    const second = await f.freshIssue('developer');
    await addIssue(from.iid, first.id);
    await addIssue(from.iid, second.id);
    await until([guestFrom, reporterFrom], (event) => event.issues.nodes.length === 2);

    // Reorder (GitLab's epicTreeReorder): the first issue after the second.
    const reorder = await f.api('PUT', `/groups/gitlab-org/epics/${from.iid}/issues/${first.id}`, 'owner', { move_after_id: second.id });
    expect(reorder.statusCode).toBe(200);
    await until([guestFrom], (event) => event.issues.nodes.map((node) => node.id).join() === [second.id, first.id].map(epicIssueGid).join());

    // A title and a state change of a child, as its row shows them.
    expect((await f.call('developer', 'PUT', `/gitlab-org/gitlab/-/issues/${second.iid}.json`, { issue: { title: 'Renamed child' } })).statusCode).toBe(200);
    await until([guestFrom], (event) => event.issues.nodes.some((node) => node.title === 'Renamed child'));
    expect((await f.call('developer', 'PUT', `/gitlab-org/gitlab/-/issues/${second.iid}.json`, { issue: { state_event: 'close' } })).statusCode).toBe(200);
    await until([guestFrom], (event) => event.descendantCounts.closedIssues === 1);

    // Moved to another epic: both levels hear it.
    guestFrom.mark();
    await addIssue(to.iid, first.id);
    await until([guestTo], (event) => event.id === epicGid(to.id) && event.issues.nodes.some((node) => node.id === epicIssueGid(first.id)));
    await until([guestFrom], (event) => event.issues.nodes.length === 1);

    // Through the issue's own sidebar field (REST `epic_id`, as the issue page's epic select): back to the
    // first epic, both levels hear it.
    guestFrom.mark();
    expect((await f.api('PUT', `/projects/1/issues/${first.iid}`, 'developer', { epic_id: from.id })).statusCode).toBe(200);
    await until([guestFrom], (event) => event.issues.nodes.some((node) => node.id === epicIssueGid(first.id)));
    await until([guestTo], (event) => event.id === epicGid(to.id) && event.issues.nodes.length === 0);
    guestFrom.mark();
    expect((await f.api('PUT', `/projects/1/issues/${first.iid}`, 'developer', { epic_id: to.id })).statusCode).toBe(200);
    await until([guestFrom], (event) => event.issues.nodes.length === 1);

    // The remaining child turns confidential: the guest, who saw its row, hears so (and reads it gone).
    expect((await f.call('reporter', 'PUT', `/gitlab-org/gitlab/-/issues/${second.iid}.json`, { issue: { confidential: true } })).statusCode).toBe(200);
    await until([reporterFrom], (event) => event.issues.nodes.some((node) => node.id === epicIssueGid(second.id) && node.confidential));
    await until([guestFrom], (event) => event.issues.nodes.length === 0 && event.descendantCounts.closedIssues === 0);
    for (const client of [guestFrom, reporterFrom, guestTo]) client.close();
  });

  it('a deleted child issue or epic is told, unnamed, to every reader of its level; a non-member of a private level hears nothing', async () => {
    const parent = await e.freshEpic('owner', { title: 'Parent of deleted children' });
    // A level in the private group hidden-team below the public page: its owner and guest member read it, gitlab-org's reporter does not.
    const hidden = await e.privateGroupEpic();
    const db = f.t.database.db;
    await db.update(epics).set({ parentId: parent.id }).where(eq(epics.id, hidden.epic.id));
    const roles: Role[] = ['anonymous', 'guest', 'reporter', 'owner'];
    const clients = await Promise.all(roles.map((role) => subscribe(role, parent.id)));
    const members = clients.filter((client) => client.who === 'guest' || client.who === 'owner');
    const outsiders = clients.filter((client) => !members.includes(client));
    const raw: unknown[] = [];
    const channel = f.t.app.live.iterate(epicTreeChannel(parent.id));
    void (async () => {
      for await (const payload of channel) raw.push(payload);
    })();

    // Children set up without events (no one has heard of them): a confidential issue and a confidential epic on the page's level, an issue in the private level.
    const secretIssue = await f.freshIssue('developer', { confidential: true });
    const hiddenIssue = await f.freshIssue('developer');
    const secretEpic = await e.freshEpic('owner', { confidential: true, title: 'Secret epic' });
    await db.update(issues).set({ epicId: parent.id }).where(eq(issues.id, secretIssue.id));
    await db.update(issues).set({ epicId: hidden.epic.id }).where(eq(issues.id, hiddenIssue.id));
    await db.update(epics).set({ parentId: parent.id }).where(eq(epics.id, secretEpic.id));

    expect((await f.api('DELETE', `/projects/1/issues/${secretIssue.iid}`, 'owner')).statusCode).toBe(204);
    await until(clients, (event) => event.id === epicGid(parent.id));
    for (const client of clients) {
      const last = client.fresh().at(-1) as TreeEvent;
      expect(last.issues.nodes.map((node) => node.id), client.who).not.toContain(epicIssueGid(secretIssue.id));
      expect(last.children.nodes.some((node) => node.id === epicGid(secretEpic.id)), client.who).toBe(SEES_CONFIDENTIAL.includes(client.who));
      client.mark();
    }
    expect((await f.api('DELETE', `/groups/gitlab-org/epics/${secretEpic.iid}`, 'owner')).statusCode).toBe(204);
    await until(clients, (event) => event.id === epicGid(parent.id) && !event.children.nodes.some((node) => node.id === epicGid(secretEpic.id)));
    for (const client of clients) client.mark();

    expect((await f.api('DELETE', `/projects/1/issues/${hiddenIssue.iid}`, 'owner')).statusCode).toBe(204);
    await until(members, (event) => event.id === epicGid(hidden.epic.id) && event.issues.nodes.length === 0);
    // The barrier: a public issue added on the page's level, which every role hears after the deletion.
    const open = await f.freshIssue('developer');
    await addIssue(parent.iid, open.id);
    await until(clients, (event) => event.issues.nodes.some((node) => node.id === epicIssueGid(open.id)));
    for (const client of outsiders) expect(client.events().map((event) => event.id), client.who).not.toContain(epicGid(hidden.epic.id));

    // What the channel carried for the deletions: the level only, nothing about the deleted child.
    const unnamed = { child_type: null, child_id: null, confidential_changed: false };
    expect(raw.filter((payload) => (payload as { child_id: unknown }).child_id === null)).toEqual([
      { level_id: parent.id, ...unnamed },
      { level_id: parent.id, ...unnamed },
      { level_id: hidden.epic.id, ...unnamed },
    ]);
    await channel.return?.();
    await db.update(epics).set({ parentId: null }).where(eq(epics.id, hidden.epic.id));
    for (const client of clients) client.close();
  });

  it('an event published by another server process on the same database reaches the page (LISTEN/NOTIFY)', async () => {
    const parent = await e.freshEpic('owner', { title: 'Across processes' });
    const reporter = await subscribe('reporter', parent.id);
    // Another process: its own listener and publisher on the database (as a second server would have).
    const other = await createLive(f.t.database);
    const child = await f.freshIssue('developer');
    const db = f.t.database.db;
    await db.update(issues).set({ epicId: parent.id }).where(eq(issues.id, child.id));
    await publishEpicTreeEvent(db, other, parent.id, { type: 'Issue', id: child.id });
    await until([reporter], (event) => event.id === epicGid(parent.id) && event.issues.nodes.some((node) => node.id === epicIssueGid(child.id)));
    await other.close();
    reporter.close();
  });

  it('refuses a tree the subscriber may not read', async () => {
    const hidden = await e.freshEpic('owner', { confidential: true });
    const guest = await subscribe('guest', hidden.id);
    await expect.poll(() => guest.errorCodes()).toEqual(['NOT_FOUND']);
    const anonymous = await subscribe('anonymous', hidden.id);
    await expect.poll(() => anonymous.errorCodes()).toEqual(['NOT_FOUND']);
    guest.close();
    anonymous.close();
  });

  it("a deleted epic is told to its own page (null), to who could read it; the page above hears its level", async () => {
    const parent = await e.freshEpic('owner', { title: 'Parent of a deleted page' });
    const page = await e.freshEpic('owner', { title: 'Page deleted' });
    const secret = await e.freshEpic('owner', { confidential: true, title: 'Confidential page deleted' });
    const db = f.t.database.db;
    await db.update(epics).set({ parentId: parent.id }).where(eq(epics.id, page.id));
    const roles: Role[] = ['anonymous', 'guest', 'reporter', 'owner'];
    const readers = await Promise.all(roles.map((role) => subscribe(role, page.id)));
    const secretReaders = await Promise.all(SEES_CONFIDENTIAL.filter((role) => role === 'reporter' || role === 'owner').map((role) => subscribe(role, secret.id)));
    const above = await subscribe('guest', parent.id);

    expect((await f.api('DELETE', `/groups/gitlab-org/epics/${page.iid}`, 'owner')).statusCode).toBe(204);
    for (const client of readers) await expect.poll(() => client.deletions(), { timeout: 5000, message: `${client.who} never heard it` }).toBe(1);
    await until([above], (event) => event.id === epicGid(parent.id) && !event.children.nodes.some((node) => node.id === epicGid(page.id)));
    expect(above.deletions()).toBe(0);
    expect((await f.api('DELETE', `/groups/gitlab-org/epics/${secret.iid}`, 'owner')).statusCode).toBe(204);
    for (const client of secretReaders) await expect.poll(() => client.deletions(), { timeout: 5000, message: `${client.who} never heard it` }).toBe(1);

    // A private group's epic: a member who left before the deletion is not told.
    const hidden = await e.privateGroupEpic();
    const own = await e.freshEpic('owner', { groupPath: 'hidden-team', title: 'Private page deleted' });
    const owner = await subscribe('owner', own.id);
    const guest = await subscribe('guest', own.id);
    const guestId = await f.userId('guest');
    const membership = and(eq(memberships.userId, guestId), eq(memberships.sourceType, 'group'), eq(memberships.sourceId, hidden.group.id));
    const [left] = await db.delete(memberships).where(membership).returning();
    expect(left).toBeDefined();
    expect((await f.api('DELETE', `/groups/hidden-team/epics/${own.iid}`, 'owner')).statusCode).toBe(204);
    await expect.poll(() => owner.deletions(), { timeout: 5000 }).toBe(1);
    // The raw channel of the guest's subscription carried the event too: wait until its turn has passed.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(guest.deletions()).toBe(0);
    if (left) await db.insert(memberships).values(left);
    for (const client of [...readers, ...secretReaders, above, owner, guest]) client.close();
  });
});
