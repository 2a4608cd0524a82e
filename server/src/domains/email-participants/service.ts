import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { createSystemNote } from '../notes/service.ts';
import { systemNoteMetadata } from '../notes/tables.ts';
import { emailParticipantsOf } from './queries.ts';
import { toSentence } from '../notes/rules.ts';
import { isEmail, MAX_EMAILS_PER_COMMAND, NONE_ADDED, NONE_REMOVED } from './rules.ts';
import { issueEmailParticipants } from './tables.ts';

export interface ParticipantsIssue {
  id: number;
  projectId: number;
}

export interface ParticipantsResult {
  /** GitLab's execution message ("Added a@b.c and x@y.z." or why nothing changed). */
  message: string;
  changed: string[];
}

/**
 * The `issue_email_participants` system note (icon `mail`). It names the addresses, which only
 * reporter+ may see (the issue JSON hides them from others), so it is an internal note here.
 */
async function recordParticipantsNote(db: Db, live: Live, issue: ParticipantsIssue, author: { id: number }, body: string): Promise<void> {
  const note = await createSystemNote(db, live, { noteable: { type: 'Issue', id: issue.id, project: { id: issue.projectId } }, author, body, icon: 'mail', internal: true });
  await db.insert(systemNoteMetadata).values({ noteId: note.id, action: 'issue_email_participants' });
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
