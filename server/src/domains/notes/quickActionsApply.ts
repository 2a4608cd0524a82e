import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { toggleAwardEmoji } from '../awards/queries.ts';
import { recordSystemNote } from '../description-versions/service.ts';
import { availableLabels } from '../labels/queries.ts';
import { loadOneIssueMetadata } from '../issues/metadata.ts';
import { issueContext, publishIssueEvent, updateIssue, type IssueChanges } from '../issues/service.ts';
import { Viewer } from '../memberships/viewer.ts';
import { availableMilestones } from '../milestones/queries.ts';
import { formatDuration } from '../time-tracking/rules.ts';
import { timelogs } from '../time-tracking/tables.ts';
import { users, type UserRow } from '../users/tables.ts';
import type { Noteable } from './noteables.ts';
import type { CommandsChanges, ExtractedCommands } from './quickActions.ts';

/**
 * QuickActions::InterpretService's execution: resolves the names the commands gave (labels, users,
 * milestones), applies the changes through Issues::UpdateService (one transaction, system notes, live
 * events), then /spend and /award. Returns GitLab's commands_changes with ids.
 */
export async function applyQuickActions(db: Db, live: Live, author: UserRow, noteable: Noteable, extracted: ExtractedCommands, noteId?: number): Promise<CommandsChanges> {
  const changes: CommandsChanges = { ...extracted.changes };
  const refs = extracted.references;
  const issue = noteable.issue;
  const viewer = new Viewer(db, author);
  const [issueAuthor] = await db.select().from(users).where(eq(users.id, issue.authorId));
  if (!issueAuthor) return changes;
  const ctx = issueContext(viewer, { project: noteable.project, namespace: noteable.namespace, accessLevel: noteable.access.accessLevel }, issue, issueAuthor);

  const update: IssueChanges = {
    stateEvent: changes.state_event,
    title: changes.title,
    confidential: changes.confidential,
    discussionLocked: changes.discussion_locked,
    dueDate: changes.due_date,
    timeEstimate: changes.time_estimate,
    milestoneId: changes.milestone_id === null ? null : undefined,
  };

  if (refs.addLabels || refs.removeLabels || refs.removeAllLabels) {
    const available = await availableLabels(db, noteable.project, noteable.namespace, { includeAncestorGroups: true });
    const byTitle = new Map([...available].sort((a, b) => Number(a.projectId !== null) - Number(b.projectId !== null)).map((l) => [l.title.toLowerCase(), l.id]));
    const ids = (titles: string[] | undefined) => (titles ?? []).map((t) => byTitle.get(t.toLowerCase())).filter((id): id is number => id !== undefined);
    if (refs.removeAllLabels) update.labelIds = [];
    update.addLabelIds = ids(refs.addLabels);
    update.removeLabelIds = ids(refs.removeLabels);
    if (update.addLabelIds.length) changes.add_label_ids = update.addLabelIds;
    if (update.removeLabelIds.length) changes.remove_label_ids = update.removeLabelIds;
    if (refs.removeAllLabels) changes.label_ids = [];
  }

  if (refs.assign || refs.unassign || refs.unassignAll) {
    const names = [...(refs.assign ?? []), ...(refs.unassign ?? [])].map((n) => (n === 'me' ? author.username : n));
    const found = names.length ? await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, names)) : [];
    const idOf = (name: string) => found.find((u) => u.username.toLowerCase() === (name === 'me' ? author.username : name).toLowerCase())?.id;
    const current = (await loadOneIssueMetadata(db, issue)).assignees.map((u) => u.id);
    const adding = (refs.assign ?? []).map(idOf).filter((id): id is number => id !== undefined);
    const removing = new Set((refs.unassign ?? []).map(idOf).filter((id): id is number => id !== undefined));
    update.assigneeIds = [...(refs.unassignAll ? [] : current.filter((id) => !removing.has(id))), ...adding.filter((id) => !current.includes(id) || refs.unassignAll)];
    changes.assignee_ids = update.assigneeIds;
  }

  if (refs.milestone) {
    const wanted = refs.milestone.toLowerCase();
    const milestone = (await availableMilestones(db, noteable.project, noteable.namespace, { state: 'active' })).find((m) => m.title.toLowerCase() === wanted);
    if (milestone) {
      update.milestoneId = milestone.id;
      changes.milestone_id = milestone.id;
    }
  }

  const result = await updateIssue(db, live, author, ctx, update);
  if (result.kind !== 'ok') return {};

  const noteableRef = { type: 'Issue' as const, id: issue.id, project: { id: issue.projectId } };
  if (changes.spend_time) {
    const spend = changes.spend_time;
    await db.insert(timelogs).values({ issueId: issue.id, userId: author.id, timeSpent: spend.duration, spentAt: new Date(`${spend.spent_at}T00:00:00Z`), noteId: noteId ?? null });
    const human = formatDuration(Math.abs(spend.duration));
    await recordSystemNote(db, live, noteableRef, author, {
      body: spend.duration > 0 ? `added ${human} of time spent` : `subtracted ${human} of time spent`,
      icon: 'timer',
      action: 'time_tracking',
    });
  }
  if (changes.emoji_award) await toggleAwardEmoji(db, { type: 'Issue', id: issue.id }, changes.emoji_award, author.id);
  if (changes.spend_time || changes.emoji_award) await publishIssueEvent(live, issue, 'updated');
  return changes;
}
