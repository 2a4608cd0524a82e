import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { recordSystemNote } from '../description-versions/service.ts';
import type { GroupRow } from '../groups/tables.ts';
import { publishIssueEvent, type IssueContext } from '../issues/service.ts';
import { issues, type IssueRow } from '../issues/tables.ts';
import { createSystemNote } from '../notes/service.ts';
import type { UserRow } from '../users/tables.ts';
import { epicReference } from './serializers.ts';
import { epics, type EpicRow } from './tables.ts';

export const ALREADY_PROMOTED = 'Issue has already been promoted to an epic.';

/**
 * Epics::IssuePromoteService: a new epic in `group` with the issue's title, description and
 * confidentiality; the issue is closed and points at it. One transaction; system notes follow.
 */
export async function promoteIssueToEpic(db: Db, live: Live, user: UserRow, ctx: IssueContext, group: GroupRow): Promise<{ epic: EpicRow; issue: IssueRow } | { error: string }> {
  if (ctx.issue.promotedToEpicId !== null) return { error: ALREADY_PROMOTED };
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const [last] = await tx.select({ iid: max(epics.iid) }).from(epics).where(eq(epics.groupId, group.id));
    const [epic] = await tx
      .insert(epics)
      .values({ groupId: group.id, iid: (last?.iid ?? 0) + 1, title: ctx.issue.title, description: ctx.issue.description, confidential: ctx.issue.confidential, authorId: user.id })
      .returning();
    if (!epic) throw new Error('epic not created');
    const wasOpen = ctx.issue.state === 'opened';
    const [issue] = await tx
      .update(issues)
      .set({
        promotedToEpicId: epic.id,
        ...(wasOpen ? { state: 'closed' as const, closedAt: now, closedById: user.id } : {}),
        updatedAt: now,
        updatedById: user.id,
      })
      .where(and(eq(issues.id, ctx.issue.id)))
      .returning();
    if (!issue) throw new Error('issue not updated');
    return { epic, issue, wasOpen };
  });
  const issueNoteable = { type: 'Issue' as const, id: ctx.issue.id, project: { id: ctx.issue.projectId } };
  const reference = ctx.namespace.id === group.id ? epicReference(result.epic, group) : epicReference(result.epic, group, true);
  await recordSystemNote(db, live, issueNoteable, user, { body: `promoted to epic ${reference}`, icon: 'epic', action: 'moved' });
  if (result.wasOpen) await recordSystemNote(db, live, issueNoteable, user, { body: 'closed', icon: 'issue-close', action: 'closed' });
  await createSystemNote(db, live, { noteable: { type: 'Epic', id: result.epic.id, project: null }, author: user, body: `promoted from issue ${ctx.fullPath}#${ctx.issue.iid}`, icon: 'epic' });
  await publishIssueEvent(live, result.issue, 'updated');
  return { epic: result.epic, issue: result.issue };
}
