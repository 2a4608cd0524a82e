import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { toggleAwardEmoji } from '../awards/queries.ts';
import { publishIssuableEvents } from '../issuables/events.ts';
import { issueCommand, parseUserArgs } from '../issues/quickActions.ts';
import { availableLabels } from '../labels/queries.ts';
import { Viewer } from '../memberships/viewer.ts';
import { milestones } from '../milestones/tables.ts';
import type { MergeRequestNoteable } from '../notes/noteables.ts';
import { canAdminNoteable, type NoteableAccess } from '../notes/rules.ts';
import { extractCommandsWith, TODO_COMMANDS, type Command, type CommandsChanges, type ExtractedCommands } from '../quick-actions/commands.ts';
import { applyTodoEvent } from '../todos/quickActions.ts';
import { users, type UserRow } from '../users/tables.ts';
import { validBranchName } from './git.ts';
import { ACCESS } from '../memberships/rules.ts';
import { assigneesOfMrs, loadMergeRequestIn, mergeRequestContext, mergeRequestRef, reviewersOfMrs, updateMergeRequest } from './service.ts';
import { mergeRequestAbilities } from './rules.ts';
import type { MergeRequestRow } from './tables.ts';

/** update_merge_request: developers and the author (admins too). */
const canUpdate = (access: NoteableAccess) => Boolean(access.viewer) && (access.viewer?.isAdmin === true || access.accessLevel >= ACCESS.DEVELOPER || access.viewer?.id === access.noteableAuthorId);
/** admin_merge_request (labels, assignees, reviewers, milestone, lock): developers and admins. */
const canAdmin = (access: NoteableAccess) => canAdminNoteable(access) && (access.viewer?.isAdmin === true || access.accessLevel >= ACCESS.DEVELOPER);
const open = (mr: MergeRequestRow) => mr.state === 'opened';
/** An issue command whose parsing and message fit merge requests too, with the merge request's availability. */
function reuse(name: string, available: Command<MergeRequestRow>['available']): Command<MergeRequestRow> {
  const command = issueCommand(name);
  return { names: command.names, apply: command.apply, available };
}
const people = (names: string[]) => names.map((u) => (u === 'me' ? 'you' : `@${u}`)).join(' and ');

/** The quick actions GitLab offers on merge requests that this platform has (lib/gitlab/quick_actions/merge_request_actions.rb and the shared ones). */
const MR_COMMANDS: Command<MergeRequestRow>[] = [
  {
    names: ['close'],
    available: (mr, access) => open(mr) && canUpdate(access),
    apply: (_arg, { changes }) => {
      changes.state_event = 'close';
      return 'Closed this merge request.';
    },
  },
  {
    names: ['reopen'],
    available: (mr, access) => mr.state === 'closed' && canUpdate(access),
    apply: (_arg, { changes }) => {
      changes.state_event = 'reopen';
      return 'Reopened this merge request.';
    },
  },
  reuse('title', (_mr, access) => canUpdate(access)),
  {
    names: ['draft'],
    available: (mr, access) => open(mr) && !mr.draft && canUpdate(access),
    apply: (_arg, { changes }) => {
      changes.wip_event = 'draft';
      return 'Marked this merge request as a draft.';
    },
  },
  {
    names: ['ready'],
    available: (mr, access) => open(mr) && mr.draft && canUpdate(access),
    apply: (_arg, { changes }) => {
      changes.wip_event = 'ready';
      return 'Marked this merge request as ready.';
    },
  },
  {
    names: ['target_branch'],
    available: (mr, access) => open(mr) && canUpdate(access),
    apply: (arg, { changes }) => {
      const branch = arg.trim().split(/\s+/)[0] ?? '';
      if (!validBranchName(branch)) return undefined;
      changes.target_branch = branch;
      return `Set target branch to ${branch}.`;
    },
  },
  {
    names: ['assign_reviewer', 'reviewer', 'request_review'],
    available: (mr, access) => open(mr) && canAdmin(access),
    apply: (arg, { references }) => {
      const names = parseUserArgs(arg);
      if (names.length === 0) return undefined;
      references.assignReviewers = [...(references.assignReviewers ?? []), ...names];
      return `Assigned ${people(names)} as ${names.length === 1 ? 'reviewer' : 'reviewers'}.`;
    },
  },
  {
    names: ['unassign_reviewer', 'remove_reviewer'],
    available: (mr, access) => open(mr) && canAdmin(access),
    apply: (arg, { references }) => {
      const names = parseUserArgs(arg);
      if (names.length === 0) {
        references.unassignAllReviewers = true;
        return 'Removed all reviewers.';
      }
      references.unassignReviewers = [...(references.unassignReviewers ?? []), ...names];
      return `Removed reviewer ${people(names)}.`;
    },
  },
  reuse('lock', (mr, access) => canAdmin(access) && !mr.discussionLocked),
  reuse('unlock', (mr, access) => canAdmin(access) && mr.discussionLocked),
  ...['label', 'unlabel', 'assign', 'unassign', 'milestone'].map((name) => reuse(name, (_mr, access) => canAdmin(access))),
  reuse('remove_milestone', (mr, access) => canAdmin(access) && mr.milestoneId !== null),
  reuse('award', (_mr, access) => access.viewer !== null),
  ...(TODO_COMMANDS as readonly Command<MergeRequestRow>[]),
];

/** The commands of a note on a merge request (pure; names are resolved by {@link applyMergeRequestQuickActions}). */
export function extractMergeRequestCommands(body: string, noteable: MergeRequestNoteable, today?: Date): ExtractedCommands {
  return extractCommandsWith(MR_COMMANDS, body, noteable.mergeRequest, noteable.access, today);
}

/** Usernames (`me`: the author of the note) → users. */
async function usersNamed(db: Db, author: UserRow, names: readonly string[] | undefined): Promise<UserRow[]> {
  if (!names?.length) return [];
  const wanted = names.map((n) => (n === 'me' ? author.username : n).toLowerCase());
  const rows = await db.select().from(users).where(inArray(users.username, [...new Set(wanted)]));
  return rows.filter((u) => wanted.includes(u.username.toLowerCase()));
}

/**
 * Applies a merge request note's commands through the merge request's update service (one
 * transaction, system notes, events), then `/award` and `/todo`. Returns GitLab's commands_changes.
 */
export async function applyMergeRequestQuickActions(db: Db, live: Live, author: UserRow, noteable: MergeRequestNoteable, extracted: ExtractedCommands): Promise<CommandsChanges> {
  const changes: CommandsChanges = { ...extracted.changes };
  const refs = extracted.references;
  const mr = noteable.mergeRequest;
  const viewer = new Viewer(db, author);
  const project = {
    project: noteable.project,
    namespace: noteable.namespace,
    accessLevel: noteable.access.accessLevel,
    fullPath: noteable.projectFullPath,
    abilities: mergeRequestAbilities({ viewer: viewer.facts, project: noteable.project, accessLevel: noteable.access.accessLevel }),
  };
  const [mrAuthor] = await db.select().from(users).where(eq(users.id, mr.authorId));
  if (!mrAuthor) return changes;
  const ctx = mergeRequestContext(viewer, project, mr, mrAuthor);
  let labelIds: number[] | undefined;
  let addLabelIds: number[] | undefined;
  let removeLabelIds: number[] | undefined;
  if (refs.addLabels || refs.removeLabels || refs.removeAllLabels) {
    const available = await availableLabels(db, noteable.project, noteable.namespace, { includeAncestorGroups: true });
    const ids = (titles: string[] | undefined) => (titles ?? []).map((title) => available.find((label) => label.title.toLowerCase() === title.toLowerCase())?.id).filter((id): id is number => id !== undefined);
    if (refs.removeAllLabels) labelIds = [];
    addLabelIds = ids(refs.addLabels);
    removeLabelIds = ids(refs.removeLabels);
    if (addLabelIds.length) changes.add_label_ids = addLabelIds;
    if (removeLabelIds.length) changes.remove_label_ids = removeLabelIds;
    if (refs.removeAllLabels) changes.label_ids = [];
  }
  let assigneeIds: number[] | undefined;
  if (refs.assign || refs.unassign || refs.unassignAll) {
    const current = ((await assigneesOfMrs(db, [mr.id])).get(mr.id) ?? []).map((u) => u.id);
    const add = (await usersNamed(db, author, refs.assign)).map((u) => u.id);
    const remove = new Set((await usersNamed(db, author, refs.unassign)).map((u) => u.id));
    assigneeIds = refs.unassignAll ? add : [...new Set([...current, ...add])].filter((id) => !remove.has(id));
    changes.assignee_ids = assigneeIds;
  }
  let reviewerIds: number[] | undefined;
  if (refs.assignReviewers || refs.unassignReviewers || refs.unassignAllReviewers) {
    const current = ((await reviewersOfMrs(db, [mr.id])).get(mr.id) ?? []).map((u) => u.id);
    const add = (await usersNamed(db, author, refs.assignReviewers)).map((u) => u.id);
    const remove = new Set((await usersNamed(db, author, refs.unassignReviewers)).map((u) => u.id));
    reviewerIds = refs.unassignAllReviewers ? add : [...new Set([...current, ...add])].filter((id) => !remove.has(id));
    changes.reviewer_ids = reviewerIds;
  }
  let milestoneId: number | null | undefined = changes.milestone_id;
  if (refs.milestone) {
    const [found] = await db
      .select({ id: milestones.id })
      .from(milestones)
      .where(and(eq(milestones.title, refs.milestone), or(eq(milestones.projectId, noteable.project.id), eq(milestones.groupId, noteable.namespace.id)), eq(milestones.state, 'active')));
    if (found) milestoneId = changes.milestone_id = found.id;
  }
  const result = await updateMergeRequest(db, live, null, author, ctx, {
    stateEvent: changes.state_event,
    title: changes.title,
    draft: changes.wip_event === undefined ? undefined : changes.wip_event === 'draft',
    discussionLocked: changes.discussion_locked,
    labelIds,
    addLabelIds,
    removeLabelIds,
    assigneeIds,
    reviewerIds,
    milestoneId,
  });
  if (result.kind !== 'ok') return {};
  if (changes.target_branch !== undefined) {
    // The target branch needs the repository: the kinds' composition root gives the data directory.
    const repoCtx = await loadMergeRequestIn(db, viewer, project, mr.iid);
    const moved = await updateMergeRequest(db, live, mergeRequestDataDir(), author, repoCtx, { targetBranch: changes.target_branch });
    if (moved.kind !== 'ok') delete changes.target_branch;
  }
  await applyTodoEvent(db, author, { type: 'MergeRequest', id: mr.id }, changes.todo_event);
  if (changes.emoji_award) {
    await toggleAwardEmoji(db, { type: 'MergeRequest', id: mr.id }, changes.emoji_award, author.id);
    await publishIssuableEvents({ db, live }, { type: 'touched', issuable: mergeRequestRef(mr), reason: 'award_emoji', actor: author, award: changes.emoji_award });
  }
  return changes;
}

let dataDir: string | null = null;

/** The data directory the app serves (set when the merge request routes are registered): `/target_branch` reads the repository. */
export function setMergeRequestDataDir(dir: string): void {
  dataDir = dir;
}

function mergeRequestDataDir(): string | null {
  return dataDir;
}
