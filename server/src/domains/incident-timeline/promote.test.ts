import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousBrowser, createTestApp, graphql, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { issues } from '../issues/tables.ts';
import { notes, systemNoteMetadata } from '../notes/tables.ts';
import { incidentTimelineEvents } from './tables.ts';

// mf-notes reads only the new event's id; these are the server's own tests of the event's fields.
const TIMELINE_EVENT_PROMOTE_FROM_NOTE_MUTATION = /* GraphQL */ `
  mutation promoteTimelineEvent($input: TimelineEventPromoteFromNoteInput!) {
    timelineEventPromoteFromNote(input: $input) {
      timelineEvent {
        id
        action
        editable
        note
        noteHtml
        occurredAt
        createdAt
        updatedAt
        author {
          username
        }
        incident {
          id
          iid
        }
        promotedFromNote {
          id
          body
        }
      }
      errors
    }
  }
`;

const INCIDENT_TIMELINE_EVENTS_QUERY = /* GraphQL */ `
  query getTimelineEvents($fullPath: ID!, $incidentId: IssueID!) {
    project(fullPath: $fullPath) {
      id
      incidentManagementTimelineEvents(incidentId: $incidentId) {
        nodes {
          id
          note
          noteHtml
          action
          occurredAt
          createdAt
          editable
          promotedFromNote {
            id
          }
        }
      }
    }
  }
`;

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
const USERS = ['root', 'owner', 'maintainer', 'developer', 'reporter', 'guest', 'outsider'] as const;
let incident: { id: number; iid: number };
let plainIssue: { id: number; iid: number };

beforeAll(async () => {
  t = await createTestApp();
  for (const name of USERS) as[name] = await signIn(t.app, name);
  as.anonymousSession = await anonymousBrowser(t.app);
  const rows = await t.database.db.select({ id: issues.id, iid: issues.iid, type: issues.issueType, confidential: issues.confidential }).from(issues).where(eq(issues.projectId, 1));
  const found = rows.find((r) => r.type === 'incident' && !r.confidential);
  const plain = rows.find((r) => r.type === 'issue' && !r.confidential);
  if (!found || !plain) throw new Error('seed has no public incident');
  incident = found;
  plainIssue = plain;
});
afterAll(async () => {
  await t.close();
});

const P = '/gitlab-org/gitlab';

function call(who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const browser = as[who] ?? null;
  return t.app.inject({
    method,
    url,
    headers: browser ? { cookie: browser.cookie, 'x-csrf-token': browser.csrf } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function comment(who: string, issueId: number, note: string, internal = false): Promise<{ id: string; created_at: string }> {
  const response = await call(who, 'POST', `${P}/notes?target_type=issue&target_id=${issueId}`, { note: { note, internal } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

type Payload = {
  data?: { timelineEventPromoteFromNote: { errors: string[]; timelineEvent: null | Record<string, unknown> } | null };
  errors?: { message: string }[];
};
const promote = async (who: string, noteId: string | number) =>
  (await graphql(t.app, as[who] ?? null, TIMELINE_EVENT_PROMOTE_FROM_NOTE_MUTATION, { input: { noteId: `gid://gitlab/Note/${noteId}` } })) as Payload;

const NOT_AVAILABLE = "The resource that you are attempting to access does not exist or you don't have permission to perform this action";

describe('timelineEventPromoteFromNote', () => {
  it('promotes a comment on an incident for developers: event from the note, system note "added an incident timeline event"', async () => {
    const note = await comment('guest', incident.id, 'The load balancer is back');
    const result = await promote('developer', note.id);
    expect(result.errors).toBeUndefined();
    const payload = result.data?.timelineEventPromoteFromNote;
    expect(payload?.errors).toEqual([]);
    const url = `http://localhost:8080${P}/-/issues/incident/${incident.iid}#note_${note.id}`;
    expect(payload?.timelineEvent).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/gitlab\/IncidentManagement::TimelineEvent\/\d+$/),
      action: 'comment',
      editable: true,
      note: `@guest [commented](${url}): 'The load balancer is back'`,
      occurredAt: note.created_at,
      author: { username: 'developer' },
      incident: { id: `gid://gitlab/Issue/${incident.id}`, iid: String(incident.iid) },
      promotedFromNote: { id: `gid://gitlab/Note/${note.id}`, body: 'The load balancer is back' },
    });
    expect(String(payload?.timelineEvent?.noteHtml)).toContain('commented</a>');
    const [row] = await t.database.db.select().from(incidentTimelineEvents).where(eq(incidentTimelineEvents.promotedFromNoteId, Number(note.id)));
    expect(row).toMatchObject({ issueId: incident.id, projectId: 1, occurredAt: new Date(note.created_at) });
    const system = await t.database.db
      .select({ note: notes.note, icon: notes.systemNoteIconName, action: systemNoteMetadata.action })
      .from(notes)
      .innerJoin(systemNoteMetadata, eq(systemNoteMetadata.noteId, notes.id))
      .where(and(eq(notes.noteableId, incident.id), eq(notes.system, true), eq(systemNoteMetadata.action, 'timeline_event')));
    expect(system).toEqual([{ note: 'added an incident timeline event', icon: 'clock', action: 'timeline_event' }]);
    // Deleting the note keeps the event (GitLab nullifies promoted_from_note_id).
    expect((await call('guest', 'DELETE', `${P}/notes/${note.id}`)).statusCode).toBe(200);
    const [kept] = await t.database.db.select().from(incidentTimelineEvents).where(eq(incidentTimelineEvents.id, row?.id ?? 0));
    expect(kept?.promotedFromNoteId).toBeNull();
  });

  it('refuses below developer, signed out, on plain issues and unknown notes (top-level errors, nothing written)', async () => {
    const note = await comment('guest', incident.id, 'Seen from Europe too');
    for (const who of ['anonymous', 'anonymousSession', 'outsider', 'guest', 'reporter']) {
      const result = await promote(who, note.id);
      expect(result.errors?.map((e) => e.message), who).toEqual([NOT_AVAILABLE]);
      expect(result.data?.timelineEventPromoteFromNote ?? null, who).toBeNull();
    }
    for (const who of ['maintainer', 'owner', 'root']) {
      expect((await promote(who, note.id)).data?.timelineEventPromoteFromNote?.errors, who).toEqual([]);
    }
    const onIssue = await comment('guest', plainIssue.id, 'not an incident');
    expect((await promote('developer', onIssue.id)).errors?.map((e) => e.message)).toEqual(['Note does not belong to an incident']);
    expect((await promote('developer', 999999)).errors?.map((e) => e.message)).toEqual([NOT_AVAILABLE]);
    expect((await promote('developer', '99999999999')).errors?.map((e) => e.message)).toEqual([NOT_AVAILABLE]);
    const events = await t.database.db.select().from(incidentTimelineEvents).where(eq(incidentTimelineEvents.promotedFromNoteId, Number(onIssue.id)));
    expect(events).toEqual([]);
  });

  it('answers validation problems in the payload errors (timeline text is at most 280 characters)', async () => {
    const note = await comment('guest', incident.id, 'x'.repeat(300));
    const result = await promote('developer', note.id);
    expect(result.errors).toBeUndefined();
    expect(result.data?.timelineEventPromoteFromNote).toEqual({ errors: ['Timeline text is too long (maximum is 280 characters)'], timelineEvent: null });
  });

  it('developers may promote internal notes (they read them)', async () => {
    const note = await comment('reporter', incident.id, 'internal finding', true);
    expect((await promote('developer', note.id)).data?.timelineEventPromoteFromNote?.errors).toEqual([]);
  });
});

describe('Project.incidentManagementTimelineEvents', () => {
  it('lists the incident timeline, oldest first, to readers of the incident; empty for other issues', async () => {
    const note = await comment('guest', incident.id, 'Rolled back');
    expect((await promote('developer', note.id)).data?.timelineEventPromoteFromNote?.errors).toEqual([]);
    const list = async (who: string, issueId: number) => {
      const result = (await graphql(t.app, as[who] ?? null, INCIDENT_TIMELINE_EVENTS_QUERY, { fullPath: 'gitlab-org/gitlab', incidentId: `gid://gitlab/Issue/${issueId}` })) as {
        data?: { project: { incidentManagementTimelineEvents: { nodes: { note: string; occurredAt: string; promotedFromNote: { id: string } | null }[] } } };
        errors?: unknown;
      };
      expect(result.errors).toBeUndefined();
      return result.data?.project.incidentManagementTimelineEvents.nodes ?? [];
    };
    for (const who of ['anonymous', 'guest', 'developer']) {
      const nodes = await list(who, incident.id);
      expect(nodes.length, who).toBeGreaterThan(0);
      const times = nodes.map((n) => n.occurredAt);
      expect([...times].sort(), who).toEqual(times);
      expect(nodes.some((n) => n.promotedFromNote?.id === `gid://gitlab/Note/${note.id}`), who).toBe(true);
    }
    expect(await list('developer', plainIssue.id)).toEqual([]);
    expect(await list('developer', 999999)).toEqual([]);
  });
});
