import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { publishIssuableEvents } from '../issuables/events.ts';
import { emailParticipantsOf } from './queries.ts';
import { toSentence } from '../notes/rules.ts';
import { isEmail, MAX_EMAILS_PER_COMMAND, NONE_ADDED, NONE_REMOVED } from './rules.ts';
import { issueEmailParticipants } from './tables.ts';

export interface ParticipantsIssue {
  id: number;
  iid: number;
  projectId: number;
}

export interface ParticipantsResult {
  /** GitLab's execution message ("Added a@b.c and x@y.z." or why nothing changed). */
  message: string;
  changed: string[];
}

/**
 * Tells the issuable core what changed (a `touched` event): the activity domain writes the
 * `issue_email_participants` system note (icon `mail`) and live clients hear of it. The note names the
 * addresses, which only reporter+ may see (the issue JSON hides them from others), so it is internal.
 */
async function recordParticipantsNote(db: Db, live: Live, issue: ParticipantsIssue, author: { id: number }, body: string): Promise<void> {
  await publishIssuableEvents(
    { db, live },
    {
      type: 'touched',
      issuable: { kind: 'Issue', id: issue.id, iid: issue.iid, projectId: issue.projectId, group: null },
      reason: 'email_participants',
      actor: author,
      activity: [{ body, icon: 'mail', action: 'issue_email_participants', internal: true }],
    },
  );
}

/**
 * IssueEmailParticipants::CreateService: adds up to 6 valid addresses not already there (compared
 * case-insensitively, the given spelling kept). The caller has checked admin_issue (reporter+).
 */
export async function addEmailParticipants(db: Db, live: Live, author: { id: number }, issue: ParticipantsIssue, emails: string[]): Promise<ParticipantsResult> {
  const existing = new Set((await emailParticipantsOf(db, issue.id)).map((row) => row.email.toLowerCase()));
  const wanted = emails.filter((email) => !existing.has(email.toLowerCase())).slice(0, MAX_EMAILS_PER_COMMAND).filter(isEmail);
  const added = wanted.length
    ? (await db.insert(issueEmailParticipants).values(wanted.map((email) => ({ issueId: issue.id, email }))).onConflictDoNothing().returning({ email: issueEmailParticipants.email })).map((row) => row.email)
    : [];
  if (added.length === 0) return { message: NONE_ADDED, changed: [] };
  const body = `added ${toSentence(added)}`;
  await recordParticipantsNote(db, live, issue, author, body);
  return { message: `Added ${toSentence(added)}.`, changed: added };
}

/** IssueEmailParticipants::DestroyService: removes up to 6 of the given addresses (case-insensitively). */
export async function removeEmailParticipants(db: Db, live: Live, author: { id: number }, issue: ParticipantsIssue, emails: string[]): Promise<ParticipantsResult> {
  const lowered = emails.slice(0, MAX_EMAILS_PER_COMMAND).map((email) => email.toLowerCase());
  const removed = lowered.length
    ? (
        await db
          .delete(issueEmailParticipants)
          .where(and(eq(issueEmailParticipants.issueId, issue.id), inArray(sql`lower(${issueEmailParticipants.email})`, lowered)))
          .returning({ email: issueEmailParticipants.email })
      ).map((row) => row.email)
    : [];
  if (removed.length === 0) return { message: NONE_REMOVED, changed: [] };
  await recordParticipantsNote(db, live, issue, author, `removed ${toSentence(removed)}`);
  return { message: `Removed ${toSentence(removed)}.`, changed: removed };
}
