import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { ACCESS } from '../memberships/rules.ts';
import type { IssueNoteable } from '../notes/noteables.ts';
import { renderNoteHtml } from '../notes/render.ts';
import { publishIssuableEvents } from '../issuables/events.ts';
import { toSentence } from '../notes/rules.ts';
import type { NoteRow } from '../notes/tables.ts';
import type { UserRow } from '../users/tables.ts';
import { incidentTimelineEvents, type IncidentTimelineEventRow } from './tables.ts';

/** BaseService#error_no_permissions. */
export const TIMELINE_NO_PERMISSIONS = 'You have insufficient permissions to manage timeline events for this incident';
/** TimelineEvent validates the note's length on :user_input (what users type or promote). */
export const TIMELINE_NOTE_MAX_USER_INPUT = 280;
export const TIMELINE_NOTE_MAX = 10_000;

/**
 * admin_incident_management_timeline_event: developer+ in the incident's project, admins always;
 * never on an archived project. Assumes the incident is readable.
 */
export function canAdminTimelineEvents(access: Pick<IssueNoteable['access'], 'viewer' | 'accessLevel' | 'archived'>): boolean {
  if (!access.viewer || access.archived) return false;
  return access.viewer.isAdmin || access.accessLevel >= ACCESS.DEVELOPER;
}

/** PromoteFromNote#build_note_string: `@author [commented](note url): 'body'`. */
export function promotedNoteText(author: Pick<UserRow, 'username'>, noteUrl: string, body: string): string {
  return `@${author.username} [commented](${noteUrl}): '${body}'`;
}

/** TimelineEvent's validations on :user_input, as full messages ("Timeline text" is the note's name). */
export function timelineEventErrors(text: string): string[] {
  const errors: string[] = [];
  if (text.trim() === '') errors.push("Timeline text can't be blank");
  else if (text.length > TIMELINE_NOTE_MAX_USER_INPUT) errors.push(`Timeline text is too long (maximum is ${TIMELINE_NOTE_MAX_USER_INPUT} characters)`);
  return errors;
}

/**
 * TimelineEvents::CreateService for a promoted note (editable, action 'comment', occurred_at = the
 * note's creation): validates, saves, then SystemNoteService.add_timeline_event ("added an incident
 * timeline event", icon clock) through the core's `touched` event. Authorization is the caller's.
 */
export async function promoteNoteToTimelineEvent(
  db: Db,
  live: Live,
  user: UserRow,
  incident: IssueNoteable,
  note: NoteRow,
  noteAuthor: Pick<UserRow, 'username'>,
): Promise<{ event: IncidentTimelineEventRow } | { errors: string[] }> {
  if (!canAdminTimelineEvents(incident.access)) return { errors: [TIMELINE_NO_PERMISSIONS] };
  const text = promotedNoteText(noteAuthor, `${incident.webUrl}#note_${note.id}`, note.note);
  const errors = timelineEventErrors(text);
  if (errors.length > 0) return { errors: [toSentence(errors)] };
  const noteHtml = await renderNoteHtml(db, text, { projectFullPath: incident.projectFullPath });
  const [event] = await db
    .insert(incidentTimelineEvents)
    .values({
      projectId: incident.project.id,
      issueId: incident.id,
      authorId: user.id,
      promotedFromNoteId: note.id,
      note: text,
      noteHtml,
      occurredAt: note.createdAt,
      action: 'comment',
      editable: true,
    })
    .returning();
  if (!event) return { errors: ['Something went wrong'] };
  // The activity domain writes the system note from the core's event; live clients hear of it.
  await publishIssuableEvents(
    { db, live },
    {
      type: 'touched',
      issuable: { kind: 'Issue', id: incident.id, iid: incident.issue.iid, projectId: incident.project.id, group: null },
      reason: 'timeline_event',
      actor: user,
      activity: [{ body: 'added an incident timeline event', icon: 'clock', action: 'timeline_event' }],
    },
  );
  return { event };
}

/** An incident's timeline, in the order it happened. */
export async function timelineEventsOf(db: Db, issueId: number): Promise<IncidentTimelineEventRow[]> {
  return db.select().from(incidentTimelineEvents).where(eq(incidentTimelineEvents.issueId, issueId)).orderBy(asc(incidentTimelineEvents.occurredAt), asc(incidentTimelineEvents.id));
}

