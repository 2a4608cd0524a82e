import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { issueEmailParticipants, type IssueEmailParticipantRow } from './tables.ts';

/** An issue's participants, oldest first. */
export async function emailParticipantsOf(db: Db, issueId: number): Promise<IssueEmailParticipantRow[]> {
  return db.select().from(issueEmailParticipants).where(eq(issueEmailParticipants.issueId, issueId)).orderBy(asc(issueEmailParticipants.id));
}

/** Participants of several issues at once (issue id → addresses). */
export async function emailParticipantsByIssue(db: Db, issueIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (issueIds.length === 0) return result;
  const rows = await db.select().from(issueEmailParticipants).where(inArray(issueEmailParticipants.issueId, issueIds)).orderBy(asc(issueEmailParticipants.id));
  for (const row of rows) result.set(row.issueId, [...(result.get(row.issueId) ?? []), row.email]);
  return result;
}
