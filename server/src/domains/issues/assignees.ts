import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { AssigneeJoin } from '../issuables/queries.ts';
import { issueAssignees } from './tables.ts';

/**
 * The assignees of the confidential issues among `rows` (issue id → user ids), what rules.ts
 * canReadIssue needs: one query, none when no issue is confidential.
 */
export async function confidentialIssueAssignees(db: Db, rows: readonly { id: number; confidential: boolean }[]): Promise<Map<number, Set<number>>> {
  const ids = [...new Set(rows.filter((row) => row.confidential).map((row) => row.id))];
  const result = new Map<number, Set<number>>();
  if (ids.length === 0) return result;
  const found = await db.select({ issueId: issueAssignees.issueId, userId: issueAssignees.userId }).from(issueAssignees).where(inArray(issueAssignees.issueId, ids));
  for (const row of found) {
    const users = result.get(row.issueId) ?? new Set<number>();
    users.add(row.userId);
    result.set(row.issueId, users);
  }
  return result;
}

/** The assignees of one issue when it is confidential (canReadIssue's last argument). */
export async function confidentialAssigneesOf(db: Db, issue: { id: number; confidential: boolean }): Promise<Set<number> | undefined> {
  return issue.confidential ? (await confidentialIssueAssignees(db, [issue])).get(issue.id) : undefined;
}

/** The issues' assignee join table, for the shared assignee operations (issuables/queries.ts). */
export const ISSUE_ASSIGNEES: AssigneeJoin = {
  table: issueAssignees,
  issuableId: issueAssignees.issueId,
  userId: issueAssignees.userId,
  createdAt: issueAssignees.createdAt,
  row: (issueId, userId, createdAt) => ({ issueId, userId, createdAt }),
};
