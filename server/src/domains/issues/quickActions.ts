import type { IssueRow } from './tables.ts';
import { EMOJI_NAME } from '../awards/rules.ts';
import { formatDuration, parseDuration } from '../time-tracking/rules.ts';
import { parseEmails } from '../email-participants/rules.ts';
import { PG_INTEGER_MAX } from './sidebar.ts';
import { canAdminNoteable, canUpdateNoteable, type NoteableAccess } from '../notes/rules.ts';
import { extractCommandsWith, TODO_COMMANDS, type Command as GenericCommand, type ExtractedCommands } from '../quick-actions/commands.ts';

export type { CommandsChanges, CommandReferences, ExtractedCommands } from '../quick-actions/commands.ts';

/** An issue's quick action. */
type Command = GenericCommand<IssueRow>;

export function parseLabelArgs(arg: string): string[] {
  const titles: string[] = [];
  for (const match of arg.matchAll(/~"([^"]+)"|~([^\s~"]+)|"([^"]+)"|([^\s~"]+)/g)) {
    const title = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').trim();
    if (title) titles.push(title);
  }
  return titles;
}

/** `@a @b`, `me` → usernames (`me` stays `me`). */
export function parseUserArgs(arg: string): string[] {
  return [...arg.matchAll(/@?([\w.-]+)/g)].map((m) => m[1] as string).filter((name) => name.length > 0);
}

/** `%v1.0`, `%"multi word"` → the title. */
export function parseMilestoneArg(arg: string): string | undefined {
  const match = /^%?"([^"]+)"$|^%?(\S.*?)$/.exec(arg.trim());
  const title = (match?.[1] ?? match?.[2])?.trim();
  return title || undefined;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const iso = (date: Date) => date.toISOString().slice(0, 10);
const addUtcDays = (date: Date, days: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));

/** `/due` arguments: an ISO date, today, tomorrow, yesterday, a weekday, `in 3 days|weeks|months`, `next week|month`. */
export function parseDueDate(arg: string, today: Date): string | undefined {
  const text = arg.trim().toLowerCase();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && iso(date) === text ? text : undefined;
  }
  if (text === 'today') return iso(today);
  if (text === 'tomorrow') return iso(addUtcDays(today, 1));
  if (text === 'yesterday') return iso(addUtcDays(today, -1));
  if (text === 'next week') return iso(addUtcDays(today, 7));
  if (text === 'next month') return iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate())));
  const weekday = WEEKDAYS.indexOf(text.replace(/^next /, ''));
  if (weekday >= 0) return iso(addUtcDays(today, ((weekday - today.getUTCDay() + 7) % 7) || 7));
  const relative = /^in (\d{1,4}) (day|week|month)s?$/.exec(text);
  if (relative) {
    const n = Number(relative[1]);
    if (relative[2] === 'month') return iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + n, today.getUTCDate())));
    return iso(addUtcDays(today, relative[2] === 'week' ? n * 7 : n));
  }
  return undefined;
}

const MEDIUM_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const mediumDate = (isoDate: string) => MEDIUM_DATE.format(new Date(`${isoDate}T00:00:00Z`));

const quoteLabel = (title: string) => (/^[\w-]+$/.test(title) ? `~${title}` : `~"${title}"`);
const labelsWord = (n: number) => (n === 1 ? 'label' : 'labels');

/** `/promote`'s execution message. */
export const PROMOTED_TO_EPIC = 'Promoted issue to an epic.';

/** set_issue_metadata (labels, assignees, milestone, due date): reporter+ or admins. */
const canSetMetadata = (access: NoteableAccess) => canAdminNoteable(access);

const COMMANDS: Command[] = [
  {
    names: ['close'],
    available: (issue, access) => issue.state === 'opened' && canUpdateNoteable(access),
    apply: (_arg, { changes }) => {
      changes.state_event = 'close';
      return 'Closed this issue.';
    },
  },
  {
    names: ['reopen'],
    available: (issue, access) => issue.state === 'closed' && canUpdateNoteable(access),
    apply: (_arg, { changes }) => {
      changes.state_event = 'reopen';
      return 'Reopened this issue.';
    },
  },
  {
    names: ['title'],
    available: (_issue, access) => canUpdateNoteable(access),
    apply: (arg, { changes }) => {
      const title = arg.trim();
      if (!title) return undefined;
      changes.title = title.slice(0, 255);
      return `Changed the title to "${changes.title}".`;
    },
  },
  {
    names: ['confidential'],
    available: (issue, access) => !issue.confidential && canAdminNoteable(access),
    apply: (_arg, { changes }) => {
      changes.confidential = true;
      return 'Made this issue confidential.';
    },
  },
  {
    names: ['lock'],
    available: (_issue, access) => canAdminNoteable(access) && !access.discussionLocked,
    apply: (_arg, { changes }) => {
      changes.discussion_locked = true;
      return 'Locked the discussion.';
    },
  },
  {
    names: ['unlock'],
    available: (_issue, access) => canAdminNoteable(access) && access.discussionLocked,
    apply: (_arg, { changes }) => {
      changes.discussion_locked = false;
      return 'Unlocked the discussion.';
    },
  },
  {
    names: ['label', 'labels'],
    available: (_issue, access) => canSetMetadata(access),
    apply: (arg, { references }) => {
      const titles = parseLabelArgs(arg);
      if (titles.length === 0) return undefined;
      references.addLabels = [...(references.addLabels ?? []), ...titles];
      return `Added ${titles.map(quoteLabel).join(' ')} ${labelsWord(titles.length)}.`;
    },
  },
  {
    names: ['unlabel', 'remove_label'],
    available: (_issue, access) => canSetMetadata(access),
    apply: (arg, { references }) => {
      const titles = parseLabelArgs(arg);
      if (titles.length === 0) {
        references.removeAllLabels = true;
        return 'Removed all labels.';
      }
      references.removeLabels = [...(references.removeLabels ?? []), ...titles];
      return `Removed ${titles.map(quoteLabel).join(' ')} ${labelsWord(titles.length)}.`;
    },
  },
  {
    names: ['assign'],
    available: (_issue, access) => canSetMetadata(access),
    apply: (arg, { references }) => {
      const users = parseUserArgs(arg);
      if (users.length === 0) return undefined;
      references.assign = [...(references.assign ?? []), ...users];
      return `Assigned ${users.map((u) => (u === 'me' ? 'you' : `@${u}`)).join(' and ')}.`;
    },
  },
  {
    names: ['unassign'],
    available: (_issue, access) => canSetMetadata(access),
    apply: (arg, { references }) => {
      const users = parseUserArgs(arg);
      if (users.length === 0) {
        references.unassignAll = true;
        return 'Removed all assignees.';
      }
      references.unassign = [...(references.unassign ?? []), ...users];
      return `Removed assignee ${users.map((u) => (u === 'me' ? 'you' : `@${u}`)).join(' and ')}.`;
    },
  },
  {
    names: ['milestone'],
    available: (_issue, access) => canSetMetadata(access),
    apply: (arg, { references }) => {
      const title = parseMilestoneArg(arg);
      if (!title) return undefined;
      references.milestone = title;
      return `Set the milestone to %${/^[\w.-]+$/.test(title) ? title : `"${title}"`}.`;
    },
  },
  {
    names: ['remove_milestone'],
    available: (issue, access) => canSetMetadata(access) && issue.milestoneId !== null,
    apply: (_arg, { changes }) => {
      changes.milestone_id = null;
      return 'Removed the milestone.';
    },
  },
  {
    names: ['due'],
    available: (_issue, access) => canSetMetadata(access),
    apply: (arg, { changes, today }) => {
      const date = parseDueDate(arg, today);
      if (!date) return undefined;
      changes.due_date = date;
      return `Set the due date to ${mediumDate(date)}.`;
    },
  },
  {
    names: ['remove_due_date'],
    available: (issue, access) => canSetMetadata(access) && issue.dueDate !== null,
    apply: (_arg, { changes }) => {
      changes.due_date = null;
      return 'Removed the due date.';
    },
  },
  {
    // GitLab EE: supports_weight? (not incidents) and admin_issue; a non-negative whole number.
    names: ['weight'],
    available: (issue, access) => issue.issueType !== 'incident' && canSetMetadata(access),
    apply: (arg, { changes }) => {
      const text = arg.trim();
      if (!/^\d+$/.test(text) || Number(text) > PG_INTEGER_MAX) return undefined;
      changes.weight = Number(text);
      return `Set weight to ${changes.weight}.`;
    },
  },
  {
    names: ['clear_weight'],
    available: (issue, access) => issue.issueType !== 'incident' && issue.weight !== null && canSetMetadata(access),
    apply: (_arg, { changes }) => {
      changes.weight = null;
      return 'Cleared weight.';
    },
  },
  {
    names: ['estimate', 'estimate_time'],
    available: (_issue, access) => canSetMetadata(access),
    apply: (arg, { changes }) => {
      const seconds = parseDuration(arg);
      if (seconds === null || seconds < 0) return undefined;
      changes.time_estimate = seconds;
      return `Set time estimate to ${formatDuration(seconds)}.`;
    },
  },
  {
    names: ['remove_estimate', 'remove_time_estimate'],
    available: (issue, access) => canSetMetadata(access) && issue.timeEstimate > 0,
    apply: (_arg, { changes }) => {
      changes.time_estimate = 0;
      return 'Removed time estimate.';
    },
  },
  {
    names: ['spend', 'spent', 'spend_time'],
    available: (_issue, access) => canSetMetadata(access),
    apply: (arg, { changes, access, today }) => {
      const match = /^(.*?)(?:\s+(\d{4}-\d{2}-\d{2}))?$/.exec(arg.trim());
      const seconds = parseDuration(match?.[1] ?? '');
      const spentAt = match?.[2] ? parseDueDate(match[2], today) : iso(today);
      if (seconds === null || !spentAt || !access.viewer) return undefined;
      changes.spend_time = { duration: seconds, user_id: access.viewer.id, spent_at: spentAt };
      const human = formatDuration(Math.abs(seconds));
      return seconds > 0 ? `Added ${human} spent time.` : `Subtracted ${human} spent time.`;
    },
  },
  {
    // GitLab: admin_issue (reporter+); the addresses are checked and added when applied.
    names: ['invite_email', 'add_email'],
    available: (_issue, access) => canAdminNoteable(access),
    apply: (arg, { references }) => {
      const emails = parseEmails(arg);
      if (emails.length === 0) return undefined;
      references.inviteEmails = emails;
      return `Added ${emails.join(' and ')}.`;
    },
  },
  {
    names: ['remove_email'],
    available: (_issue, access) => canAdminNoteable(access),
    apply: (arg, { references }) => {
      const emails = parseEmails(arg);
      if (emails.length === 0) return undefined;
      references.removeEmails = emails;
      return `Removed ${emails.join(' and ')}.`;
    },
  },
  {
    // GitLab: admin_issue on the project; whether the issue can go there is decided when applied.
    names: ['move'],
    available: (_issue, access) => canAdminNoteable(access),
    apply: (arg, { references }) => {
      const path = arg.trim();
      if (!path || /\s/.test(path)) return undefined;
      references.moveTo = path.replace(/^\/+|\/+$/g, '');
      return `Moved this issue to ${references.moveTo}.`;
    },
  },
  {
    // GitLab EE: an issue (not an incident) not promoted yet, by those who admin issues; creating the
    // epic in the project's group (reporter+ there) is checked when applied.
    names: ['promote'],
    available: (issue, access) => issue.issueType === 'issue' && issue.promotedToEpicId === null && canAdminNoteable(access),
    apply: (_arg, { changes }) => {
      changes.promote_to_epic = true;
      return PROMOTED_TO_EPIC;
    },
  },
  {
    names: ['award'],
    available: (_issue, access) => access.viewer !== null,
    apply: (arg, { changes }) => {
      const match = /^:?([\w+-]+):?$/.exec(arg.trim());
      if (!match || !EMOJI_NAME.test(match[1] as string)) return undefined;
      changes.emoji_award = match[1] as string;
      return `Toggled :${changes.emoji_award}: emoji award.`;
    },
  },
  ...TODO_COMMANDS,
];

/** An issue command by its first name, for noteables that share it (epics reuse `/label`, `/unlabel`, `/award`). */
export function issueCommand(name: string): Command {
  const command = COMMANDS.find((c) => c.names[0] === name);
  if (!command) throw new Error(`no quick action /${name}`);
  return command;
}

/** Quick actions the deployment can apply (lock/unlock need the issues' discussion_locked column). */
export interface QuickActionOptions {
  supportsLock: boolean;
  /** "Today" for /due and /spend (tests pin it). */
  today?: Date;
  /** Commands left as text (by first name), e.g. those that need an existing issue in a new one's description. */
  exclude?: readonly string[];
}

/**
 * Extracts `/command args` lines (outside fenced code blocks) the viewer may run on the issue. The
 * last of a repeated command wins, as in GitLab. Pure: names (labels, users, milestones) are resolved
 * by applyQuickActions (quickActionsApply.ts).
 */
export function extractCommands(body: string, issue: IssueRow, access: NoteableAccess, options: QuickActionOptions): ExtractedCommands {
  const lockCommand = (command: Command) => command.names[0] === 'lock' || command.names[0] === 'unlock';
  const excluded = (command: Command) => options.exclude?.includes(command.names[0] as string) === true;
  const commands = COMMANDS.filter((command) => (options.supportsLock || !lockCommand(command)) && !excluded(command));
  return extractCommandsWith(commands, body, issue, access, options.today);
}

