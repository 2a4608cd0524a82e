import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { IssueRow } from '../issues/tables.ts';
import { spamLogs, type SpamLogRow } from './tables.ts';

/** Whether the issue was submitted as spam already (the page then hides "Submit as spam"). */
export async function isSubmittedAsSpam(db: Db, issueId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: spamLogs.id })
    .from(spamLogs)
    .where(and(eq(spamLogs.noteableType, 'Issue'), eq(spamLogs.targetId, issueId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Spam::MarkAsSpamService: logs the issue (its author as the spammer, its title and description) as
 * spam. Returns the log, or null when it had been submitted already (nothing written).
 */
export async function submitIssueAsSpam(db: Db, issue: IssueRow): Promise<SpamLogRow | null> {
  const [row] = await db
    .insert(spamLogs)
    .values({ userId: issue.authorId, noteableType: 'Issue', targetId: issue.id, title: issue.title, description: issue.description })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
