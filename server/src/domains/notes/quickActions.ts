import type { IssueRow } from '../issues/tables.ts';
import { canAdminNoteable, canUpdateNoteable, type NoteableAccess } from './rules.ts';

/** Changes the commands ask for (GitLab's commands_changes keys). */
export interface CommandsChanges {
  state_event?: 'close' | 'reopen';
  title?: string;
  confidential?: boolean;
  discussion_locked?: boolean;
}

export interface ExtractedCommands {
  /** The body without executed command lines. */
  content: string;
  changes: CommandsChanges;
  commandNames: string[];
  /** "Closed this issue. Changed the title to …" */
  messages: string[];
}

interface Command {
  names: string[];
  /** Whether the command is available (permission and state); unavailable commands stay as text. */
  available(issue: IssueRow, access: NoteableAccess): boolean;
  apply(arg: string, changes: CommandsChanges): string | undefined;
}

const COMMANDS: Command[] = [
  {
    names: ['close'],
    available: (issue, access) => issue.state === 'opened' && canUpdateNoteable(access),
    apply: (_arg, changes) => {
      changes.state_event = 'close';
      return 'Closed this issue.';
    },
  },
  {
    names: ['reopen'],
    available: (issue, access) => issue.state === 'closed' && canUpdateNoteable(access),
    apply: (_arg, changes) => {
      changes.state_event = 'reopen';
      return 'Reopened this issue.';
    },
  },
  {
    names: ['title'],
    available: (_issue, access) => canUpdateNoteable(access),
    apply: (arg, changes) => {
      const title = arg.trim();
      if (!title) return undefined;
      changes.title = title.slice(0, 255);
      return `Changed the title to "${changes.title}".`;
    },
  },
  {
    names: ['confidential'],
    available: (issue, access) => !issue.confidential && canAdminNoteable(access),
    apply: (_arg, changes) => {
      changes.confidential = true;
      return 'Made this issue confidential.';
    },
  },
  {
    names: ['lock'],
    available: (_issue, access) => canAdminNoteable(access) && !access.discussionLocked,
    apply: (_arg, changes) => {
      changes.discussion_locked = true;
      return 'Locked the discussion.';
    },
  },
  {
    names: ['unlock'],
    available: (_issue, access) => canAdminNoteable(access) && access.discussionLocked,
    apply: (_arg, changes) => {
      changes.discussion_locked = false;
      return 'Unlocked the discussion.';
    },
  },
];

/** Quick actions the deployment can apply (lock/unlock wait for the issues' discussion_locked column). */
export interface QuickActionOptions {
  supportsLock: boolean;
}

/**
 * Extracts `/command args` lines (outside fenced code blocks) the viewer may run on the issue. The
 * last of a repeated command wins, as in GitLab.
 */
export function extractCommands(body: string, issue: IssueRow, access: NoteableAccess, options: QuickActionOptions): ExtractedCommands {
  const changes: CommandsChanges = {};
  const commandNames: string[] = [];
  const messages: string[] = [];
  const kept: string[] = [];
  let inFence = false;
  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = inFence ? null : /^\/([a-z_]+)(?:[ \t]+(.*))?$/.exec(line.trim());
    const command = match ? COMMANDS.find((c) => c.names.includes(match[1] as string)) : undefined;
    const lockCommand = command?.names[0] === 'lock' || command?.names[0] === 'unlock';
    if (!match || !command || (lockCommand && !options.supportsLock) || !command.available(issue, access)) {
      kept.push(line);
      continue;
    }
    const message = command.apply(match[2] ?? '', changes);
    if (message === undefined) {
      kept.push(line);
      continue;
    }
    commandNames.push(command.names[0] as string);
    messages.push(message);
  }
  return { content: kept.join('\n').trim(), changes, commandNames, messages };
}
