import { eq } from 'drizzle-orm';
import type { IssueNoteable } from '../notes/noteables.ts';
import type { NoteableProvider } from '../notes/providers.ts';
import { readableIssueNoteable } from './noteable.ts';
import { extractCommands } from './quickActions.ts';
import { applyQuickActions } from './quickActionsApply.ts';
import { issues } from './tables.ts';
import { hasPendingTodo } from '../todos/quickActions.ts';

/** What lock/unlock need; the issues table has no discussion_locked column yet. */
const SUPPORTS_LOCK = 'discussionLocked' in issues;

/** Issues (incidents too) as noteables: readable by id, their row lock, their quick actions. */
export const issueNoteableProvider: NoteableProvider<IssueNoteable> = {
  type: 'Issue',
  async readableById(db, viewer, id, base) {
    const [row] = await db.select({ projectId: issues.projectId }).from(issues).where(eq(issues.id, id));
    return row ? readableIssueNoteable(db, viewer, { id: row.projectId }, { id }, base) : null;
  },
  async lockRow(tx, id) {
    await tx.select({ id: issues.id }).from(issues).where(eq(issues.id, id)).for('update');
  },
  quickActions: {
    viewerFacts: async (db, author, noteable) => ({ pendingTodo: await hasPendingTodo(db, author.id, { type: 'Issue', id: noteable.issue.id }) }),
    extract: (body, noteable) => extractCommands(body, noteable.issue, noteable.access, { supportsLock: SUPPORTS_LOCK }),
    apply: applyQuickActions,
  },
};
