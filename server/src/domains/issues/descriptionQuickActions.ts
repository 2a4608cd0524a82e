import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { Viewer } from '../memberships/viewer.ts';
import type { UserRow } from '../users/tables.ts';
import { readableIssueNoteable } from './noteable.ts';
import { extractCommands } from './quickActions.ts';
import { applyQuickActions } from './quickActionsApply.ts';
import { issues, type IssueRow } from './tables.ts';

/** What the issues table supports (lock/unlock need discussion_locked). */
const SUPPORTS_LOCK = 'discussionLocked' in issues;

/**
 * Commands that act on an issue that exists already (GitLab: `quick_action_target.persisted?`): left as
 * text in a new issue's description.
 */
const NOT_ON_CREATE = ['move', 'promote', 'todo', 'done', 'award'];

/** Whether a description may hold a quick action (a line starting with `/word`). */
export function mayHoldQuickActions(description: string | null | undefined): boolean {
  return description !== null && description !== undefined && /^[ \t]*\/[a-z_]+/m.test(description);
}

/**
 * Issues::CreateService's handle_quick_actions on a new issue's description: the executed command lines
 * leave the stored description, their effects are applied through the issue update (so each change writes
 * its system note, e.g. "added ~bug label"). Returns the issue as stored afterwards.
 */
export async function applyCreateDescriptionQuickActions(db: Db, live: Live, author: UserRow, issue: IssueRow): Promise<IssueRow> {
  if (!mayHoldQuickActions(issue.description)) return issue;
  const noteable = await readableIssueNoteable(db, new Viewer(db, author), { id: issue.projectId }, { id: issue.id }, '');
  const extracted = extractCommands(issue.description ?? '', noteable.issue, { ...noteable.access, pendingTodo: false }, { supportsLock: SUPPORTS_LOCK, exclude: NOT_ON_CREATE });
  if (extracted.commandNames.length === 0) return issue;
  const [stripped] = await db
    .update(issues)
    .set({ description: extracted.content === '' ? null : extracted.content })
    .where(eq(issues.id, issue.id))
    .returning();
  if (!stripped) return issue;
  await applyQuickActions(db, live, author, { ...noteable, issue: stripped }, extracted);
  const [after] = await db.select().from(issues).where(eq(issues.id, issue.id));
  return after ?? stripped;
}

/** Commands found in an edited description: the description to store, and how to apply them once it is. */
export interface DescriptionQuickActions {
  /** The new description without the executed command lines. */
  description: string | null;
  /** Applies the commands to the saved issue (each change writes its system note); returns the issue as stored after. */
  apply(live: Live, saved: IssueRow): Promise<IssueRow>;
}

/**
 * Issues::UpdateService's handle_quick_actions on an edited description (any command that would run on
 * an existing issue, for this user): null when the new description holds none. The route stores the
 * returned description through the issue update, then calls `apply` (which updates the issue again, so
 * it cannot run inside updateIssue).
 */
export async function extractUpdateDescriptionQuickActions(db: Db, user: UserRow, issue: IssueRow, description: string | null | undefined): Promise<DescriptionQuickActions | null> {
  if (!mayHoldQuickActions(description)) return null;
  const noteable = await readableIssueNoteable(db, new Viewer(db, user), { id: issue.projectId }, { id: issue.id }, '');
  const extracted = extractCommands(description ?? '', noteable.issue, noteable.access, { supportsLock: SUPPORTS_LOCK });
  if (extracted.commandNames.length === 0) return null;
  return {
    description: extracted.content === '' ? null : extracted.content,
    async apply(live, saved) {
      await applyQuickActions(db, live, user, { ...noteable, issue: saved }, extracted);
      const [after] = await db.select().from(issues).where(eq(issues.id, saved.id));
      return after ?? saved;
    },
  };
}
