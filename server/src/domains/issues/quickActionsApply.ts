import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { toggleAwardEmoji } from '../awards/queries.ts';
import { addEmailParticipants, removeEmailParticipants } from '../email-participants/service.ts';
import { availableLabels } from '../labels/queries.ts';
import { loadOneIssueMetadata } from './metadata.ts';
import { issueContext, updateIssue, type IssueChanges } from './service.ts';
import { publishIssuableEvents, type IssuableEvent } from '../issuables/events.ts';
import { issueRef } from './live.ts';
import { applyTodoEvent } from '../todos/quickActions.ts';
import { Viewer } from '../memberships/viewer.ts';
import { availableMilestones } from '../milestones/queries.ts';
import { formatDuration } from '../time-tracking/rules.ts';
import { timelogs } from '../time-tracking/tables.ts';
import { users, type UserRow } from '../users/tables.ts';
import type { IssueNoteable } from '../notes/noteables.ts';
import type { CommandsChanges, ExtractedCommands } from './quickActions.ts';
import { moveIssue, MoveIssueError } from './move.ts';
import { promoteIssueToEpic } from '../epics/service.ts';
import { ACCESS } from '../memberships/rules.ts';
import { findProject } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import type { IssueContext } from './service.ts';

/** GitLab's `/move` message for a project that is missing (or hidden from the user). */
export const MOVE_TARGET_MISSING = "Failed to move this issue because target project doesn't exist.";

/**
 * `/move path/to/project` (runs after the other commands, so the copy has their changes). The
 * extracted messages are what the commands-only answer shows: a move that cannot happen says why.
 */
async function applyMove(db: Db, live: Live, author: UserRow, viewer: Viewer, ctx: IssueContext, path: string, changes: CommandsChanges, extracted: ExtractedCommands): Promise<void> {
  const index = extracted.commandNames.indexOf('move');
  const say = (message: string) => {
    if (index >= 0) extracted.messages[index] = message;
  };
  const found = await findProject(db, { fullPath: path });
  const level = found ? await viewer.projectAccess(found.project, found.namespace) : 0;
  if (!found || !canReadProject(viewer.facts, found.project, level)) return say(MOVE_TARGET_MISSING);
  // moveIssue refuses the same project and missing permissions with GitLab's messages (caught below).
  try {
    await moveIssue(db, live, author, viewer, ctx, { ...found, accessLevel: level });
    changes.target_project = path;
  } catch (error) {
    if (!(error instanceof MoveIssueError)) throw error;
    say(error.message);
  }
}

/** Epics::IssuePromoteService's refusal when the user may not create epics in the project's group (or it has none). */
export const PROMOTE_NOT_ALLOWED = 'Cannot promote issue due to insufficient permissions.';

/**
 * `/promote` (after the other updates, so the epic has them): a new epic in the project's group, where
 * the user must be reporter+; the issue closes and points at it. A promotion that cannot happen says why
 * in the command's message and leaves `promote_to_epic` out of the changes.
 */
async function applyPromote(db: Db, live: Live, author: UserRow, viewer: Viewer, ctx: IssueContext, changes: CommandsChanges, extracted: ExtractedCommands): Promise<void> {
  const index = extracted.commandNames.indexOf('promote');
  const refuse = (message: string) => {
    delete changes.promote_to_epic;
    if (index >= 0) extracted.messages[index] = message;
  };
  const group = ctx.namespace;
  if (!ctx.abilities.issue.promoteToEpic || (!author.isAdmin && (await viewer.groupAccess(group)) < ACCESS.REPORTER)) return refuse(PROMOTE_NOT_ALLOWED);
  const result = await promoteIssueToEpic(db, live, author, ctx, group);
  if ('error' in result) refuse(result.error);
}

/**
 * QuickActions::InterpretService's execution: resolves the names the commands gave (labels, users,
 * milestones), applies the changes through Issues::UpdateService (one transaction, system notes, live
 * events), then /spend and /award. Returns GitLab's commands_changes with ids.
 */
export async function applyQuickActions(db: Db, live: Live, author: UserRow, noteable: IssueNoteable, extracted: ExtractedCommands, noteId?: number): Promise<CommandsChanges> {
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
    weight: changes.weight,
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

  await applyTodoEvent(db, author, { type: 'Issue', id: issue.id }, changes.todo_event);
  if (changes.emoji_award) await toggleAwardEmoji(db, { type: 'Issue', id: issue.id }, changes.emoji_award, author.id);
  // Time spent and an award: one `touched` event after both (activity writes the time note, live tells clients once).
  let touched: IssuableEvent | null = changes.emoji_award ? { type: 'touched', issuable: issueRef(issue), reason: 'quick_actions', actor: author } : null;
  if (changes.spend_time) {
    const spend = changes.spend_time;
    await db.insert(timelogs).values({ issueId: issue.id, userId: author.id, timeSpent: spend.duration, spentAt: new Date(`${spend.spent_at}T00:00:00Z`), noteId: noteId ?? null });
    const human = formatDuration(Math.abs(spend.duration));
    const body = spend.duration > 0 ? `added ${human} of time spent` : `subtracted ${human} of time spent`;
    touched = { type: 'touched', issuable: issueRef(issue), reason: 'time_spent', actor: author, activity: [{ body, icon: 'timer', action: 'time_tracking' }] };
  }
  if (touched) await publishIssuableEvents({ db, live }, touched);
  await applyEmailParticipants(db, live, author, issue, extracted);
  if (changes.promote_to_epic) await applyPromote(db, live, author, viewer, { ...ctx, issue: result.issue }, changes, extracted);
  if (refs.moveTo) await applyMove(db, live, author, viewer, { ...ctx, issue: result.issue }, refs.moveTo, changes, extracted);
  return changes;
}

/**
 * `/invite_email` and `/remove_email` (IssueEmailParticipants services). Their messages depend on what
 * was already there, so each replaces the provisional message extraction gave its command.
 */
async function applyEmailParticipants(db: Db, live: Live, author: UserRow, issue: IssueNoteable['issue'], extracted: ExtractedCommands): Promise<void> {
  const refs = extracted.references;
  const replaceMessage = (names: string[], message: string) => {
    const index = extracted.commandNames.findIndex((name) => names.includes(name));
    if (index >= 0) extracted.messages[index] = message;
  };
  if (refs.inviteEmails) replaceMessage(['invite_email', 'add_email'], (await addEmailParticipants(db, live, author, issue, refs.inviteEmails)).message);
  if (refs.removeEmails) replaceMessage(['remove_email'], (await removeEmailParticipants(db, live, author, issue, refs.removeEmails)).message);
}
