import type { NoteableAccess } from '../notes/rules.ts';

/** Changes the commands ask for (GitLab's commands_changes keys). Ids are filled in when applied. */
export interface CommandsChanges {
  state_event?: 'close' | 'reopen';
  title?: string;
  confidential?: boolean;
  discussion_locked?: boolean;
  add_label_ids?: number[];
  remove_label_ids?: number[];
  label_ids?: number[];
  assignee_ids?: number[];
  milestone_id?: number | null;
  due_date?: string | null;
  /** `/weight` and `/clear_weight` (issues). */
  weight?: number | null;
  time_estimate?: number;
  spend_time?: { duration: number; user_id: number; spent_at: string; category?: null };
  emoji_award?: string;
  /** `/move`: the target project's full path (the move itself runs last). */
  target_project?: string;
  /** `/todo` (`add`) and `/done` (`done`): the author's own to-do on the target. */
  todo_event?: 'add' | 'done';
  /** `/promote`: the issue becomes an epic of its group (Epics::IssuePromoteService, run after the updates). */
  promote_to_epic?: boolean;
  /** `/draft` and `/ready` (merge requests). */
  wip_event?: 'draft' | 'ready';
  /** `/target_branch` (merge requests). */
  target_branch?: string;
  /** `/assign_reviewer`, `/unassign_reviewer` (merge requests): the reviewers after the change. */
  reviewer_ids?: number[];
}

/** What commands name rather than identify (labels, users, milestones): resolved when applied. */
export interface CommandReferences {
  addLabels?: string[];
  removeLabels?: string[];
  /** `/unlabel` without arguments. */
  removeAllLabels?: boolean;
  assign?: string[];
  unassign?: string[];
  /** `/unassign` without arguments. */
  unassignAll?: boolean;
  /** `/assign_reviewer` (`/reviewer`, `/request_review`) and `/unassign_reviewer` (`/remove_reviewer`). */
  assignReviewers?: string[];
  unassignReviewers?: string[];
  /** `/unassign_reviewer` without arguments. */
  unassignAllReviewers?: boolean;
  milestone?: string;
  /** `/invite_email` (`/add_email`): service-desk addresses to add (email-participants domain). */
  inviteEmails?: string[];
  /** `/remove_email`. */
  removeEmails?: string[];
  /** `/move path/to/project`. */
  moveTo?: string;
}

export interface ExtractedCommands {
  /** The body without executed command lines. */
  content: string;
  changes: CommandsChanges;
  references: CommandReferences;
  commandNames: string[];
  /** "Closed this issue. Changed the title to …" */
  messages: string[];
}

export interface CommandState {
  changes: CommandsChanges;
  references: CommandReferences;
  access: NoteableAccess;
  today: Date;
}

/** A quick action on a target: each kind defines its list (issues/quickActions.ts, epics/quickActions.ts). */
export interface Command<Target> {
  names: string[];
  /** Whether the command is available (permission and state); unavailable commands stay as text. */
  available(target: Target, access: NoteableAccess): boolean;
  /** Records the change and returns the message, or undefined when the argument is unusable. */
  apply(arg: string, state: CommandState): string | undefined;
}

/**
 * `/todo` and `/done`, the same on every kind (GitLab's IssuableActions): a signed-in author without a
 * pending to-do on the target may add one, one with a pending to-do may mark it done. Applied by the
 * to-dos service (todos/quickActions.ts).
 */
export const TODO_COMMANDS: readonly Command<unknown>[] = [
  {
    names: ['todo'],
    available: (_target, access) => access.viewer !== null && access.pendingTodo === false,
    apply: (_arg, { changes }) => {
      changes.todo_event = 'add';
      return 'Added a to do.';
    },
  },
  {
    names: ['done'],
    available: (_target, access) => access.viewer !== null && access.pendingTodo === true,
    apply: (_arg, { changes }) => {
      changes.todo_event = 'done';
      return 'Marked to do as done.';
    },
  },
];

/**
 * Extracts `/command args` lines (outside fenced code blocks) over any list of commands and their target.
 * The last of a repeated command wins, as in GitLab.
 */
export function extractCommandsWith<Target>(commands: readonly Command<Target>[], body: string, target: Target, access: NoteableAccess, today = new Date()): ExtractedCommands {
  const state: CommandState = { changes: {}, references: {}, access, today };
  const commandNames: string[] = [];
  const messages: string[] = [];
  const kept: string[] = [];
  let inFence = false;
  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = inFence ? null : /^\/([a-z_]+)(?:[ \t]+(.*))?$/.exec(line.trim());
    const command = match ? commands.find((c) => c.names.includes(match[1] as string)) : undefined;
    if (!match || !command || !command.available(target, access)) {
      kept.push(line);
      continue;
    }
    const message = command.apply(match[2] ?? '', state);
    if (message === undefined) {
      kept.push(line);
      continue;
    }
    commandNames.push(command.names[0] as string);
    messages.push(message);
  }
  return { content: kept.join('\n').trim(), changes: state.changes, references: state.references, commandNames, messages };
}
