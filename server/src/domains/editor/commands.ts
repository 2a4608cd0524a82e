import type { IssueRow } from '../issues/tables.ts';
import { extractCommands } from '../issues/quickActions.ts';
import type { NoteableAccess } from '../notes/rules.ts';

/** What GitLab's autocomplete and preview say about a quick action (QuickActions::Dsl: desc, params, explanation). */
export interface CommandInfo {
  name: string;
  aliases: string[];
  description: string;
  params: string[];
  /** Present tense, as the preview explains a command ("Closes this issue."). */
  explain(arg: string): string;
}

const list = (arg: string) => arg.trim().split(/\s+/).filter(Boolean).join(' ');

/** `/todo` and `/done`, the same on every kind (lib/gitlab/quick_actions/issuable_actions.rb). */
export const TODO_COMMAND_INFO: readonly CommandInfo[] = [
  { name: 'todo', aliases: [], description: 'Add a to do', params: [], explain: () => 'Adds a to do.' },
  { name: 'done', aliases: [], description: 'Mark to do as done', params: [], explain: () => 'Marks to do as done.' },
];

/** GitLab's wording for the issue quick actions (lib/gitlab/quick_actions/*_actions.rb). */
export const COMMAND_INFO: readonly CommandInfo[] = [
  { name: 'close', aliases: [], description: 'Close this issue', params: [], explain: () => 'Closes this issue.' },
  { name: 'reopen', aliases: [], description: 'Reopen this issue', params: [], explain: () => 'Reopens this issue.' },
  { name: 'title', aliases: [], description: 'Change title', params: ['<New title>'], explain: (arg) => `Changes the title to "${arg.trim()}".` },
  { name: 'confidential', aliases: [], description: 'Make issue confidential', params: [], explain: () => 'Makes this issue confidential.' },
  { name: 'lock', aliases: [], description: 'Lock the discussion', params: [], explain: () => 'Locks the discussion.' },
  { name: 'unlock', aliases: [], description: 'Unlock the discussion', params: [], explain: () => 'Unlocks the discussion.' },
  { name: 'label', aliases: ['labels'], description: 'Add labels', params: ['~label1 ~"label 2"'], explain: (arg) => `Adds ${list(arg)} label(s).` },
  {
    name: 'unlabel',
    aliases: ['remove_label'],
    description: 'Remove all or specific labels',
    params: ['~label1 ~"label 2"'],
    explain: (arg) => (arg.trim() ? `Removes ${list(arg)} label(s).` : 'Removes all labels.'),
  },
  { name: 'assign', aliases: [], description: 'Assign', params: ['@user1 @user2'], explain: (arg) => `Assigns ${list(arg)}.` },
  {
    name: 'unassign',
    aliases: [],
    description: 'Remove all or specific assignees',
    params: ['@user1 @user2'],
    explain: (arg) => (arg.trim() ? `Removes assignee ${list(arg)}.` : 'Removes all assignees.'),
  },
  { name: 'milestone', aliases: [], description: 'Set milestone', params: ['%"milestone"'], explain: (arg) => `Sets the milestone to ${arg.trim()}.` },
  { name: 'remove_milestone', aliases: [], description: 'Remove milestone', params: [], explain: () => 'Removes the milestone.' },
  { name: 'due', aliases: [], description: 'Set due date', params: ['<in 2 days | this Friday | December 31st>'], explain: (arg) => `Sets the due date to ${arg.trim()}.` },
  { name: 'remove_due_date', aliases: [], description: 'Remove due date', params: [], explain: () => 'Removes the due date.' },
  { name: 'estimate', aliases: ['estimate_time'], description: 'Set time estimate', params: ['<1w 3d 2h 14m>'], explain: (arg) => `Sets time estimate to ${arg.trim()}.` },
  { name: 'remove_estimate', aliases: ['remove_time_estimate'], description: 'Remove time estimate', params: [], explain: () => 'Removes time estimate.' },
  {
    name: 'spend',
    aliases: ['spent', 'spend_time'],
    description: 'Add or subtract spent time',
    params: ['<time(1h30m | -1h30m)> <date(YYYY-MM-DD)>'],
    explain: (arg) => (arg.trim().startsWith('-') ? `Subtracts ${arg.trim().slice(1)} spent time.` : `Adds ${arg.trim()} spent time.`),
  },
  { name: 'weight', aliases: [], description: 'Set weight', params: ['0, 1, 2, …'], explain: (arg) => `Sets weight to ${arg.trim()}.` },
  { name: 'clear_weight', aliases: [], description: 'Clear weight', params: [], explain: () => 'Clears weight.' },
  { name: 'award', aliases: [], description: 'Add emoji award', params: [':emoji:'], explain: (arg) => `Toggles ${arg.trim()} emoji award.` },
  {
    name: 'invite_email',
    aliases: ['add_email'],
    description: 'Add email participant(s)',
    params: ['email1@example.com email2@example.com (up to 6 emails)'],
    explain: () => 'Adds email participant(s).',
  },
  {
    name: 'remove_email',
    aliases: [],
    description: 'Remove email participant(s)',
    params: ['email1@example.com email2@example.com (up to 6 emails)'],
    explain: () => 'Removes email participant(s).',
  },
  { name: 'move', aliases: [], description: 'Move this issue to another project.', params: ['path/to/project'], explain: (arg) => `Moves this issue to ${arg.trim()}.` },
  ...TODO_COMMAND_INFO,
];

const byName = new Map(COMMAND_INFO.flatMap((info) => [info.name, ...info.aliases].map((name) => [name, info] as const)));

/** Sample arguments that satisfy each command's parser, to ask the notes domain whether it would run. */
const PROBE_ARG: Record<string, string> = { title: 'x', label: '~x', unlabel: '', assign: '@x', milestone: '%x', due: 'tomorrow', estimate: '1h', spend: '1h', weight: '1', award: ':thumbsup:', invite_email: 'a@example.com', remove_email: 'a@example.com', move: 'group/project' };

/**
 * Whether one command line would run for this reader on this issue: the notes domain's quick actions
 * (notes/quickActions.ts) are the one authority on availability and permissions.
 */
function runs(line: string, issue: IssueRow, access: NoteableAccess): string | undefined {
  return extractCommands(line, issue, access, { supportsLock: true }).commandNames[0];
}

/** One `autocomplete_sources/commands` entry (GitLab's shape). */
export interface CommandEntry {
  name: string;
  aliases: string[];
  description: string;
  params: string[];
  warning: string;
  icon: string;
}

/**
 * The entries of `infos` whose command would run, asked with and without a sample argument: the domain
 * that applies the commands (`wouldRun`) is the one authority on availability and permissions.
 */
export function commandsThatRun(infos: readonly CommandInfo[], wouldRun: (line: string) => boolean): CommandEntry[] {
  return infos
    .filter((info) => {
      const arg = PROBE_ARG[info.name];
      return wouldRun(`/${info.name}`) || (arg !== undefined && arg !== '' && wouldRun(`/${info.name} ${arg}`));
    })
    .map((info) => ({ name: info.name, aliases: info.aliases, description: info.description, params: info.params, warning: '', icon: '' }));
}

/** GitLab's autocomplete_sources/commands entries: what this reader may run on this issue. */
export function availableCommands(issue: IssueRow, access: NoteableAccess): CommandEntry[] {
  return commandsThatRun(COMMAND_INFO, (line) => runs(line, issue, access) !== undefined);
}

/**
 * The preview of a text's quick actions (QuickActions::InterpretService#explain): one explanation per
 * line that would run, and the text without those lines, or, with `keepActions` (the editor's
 * `render_quick_actions`), with each such line kept as a paragraph of its own, shown as written.
 */
export function explainCommands(text: string, issue: IssueRow, access: NoteableAccess, { keepActions = false }: { keepActions?: boolean } = {}): { content: string; explanations: string[] } {
  const extracted = extractCommands(text, issue, access, { supportsLock: true });
  if (extracted.commandNames.length === 0) return { content: text, explanations: [] };
  const explanations: string[] = [];
  const kept: string[] = [];
  let inFence = false;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = inFence ? null : /^\/([a-z_]+)(?:[ \t]+(.*))?$/.exec(line.trim());
    const info = match && runs(line, issue, access) !== undefined ? byName.get(match[1] as string) : undefined;
    if (!info || !match) {
      kept.push(line);
      continue;
    }
    explanations.push(info.explain(match[2] ?? ''));
    // Blank lines around it: the command stays one paragraph instead of joining its neighbours.
    kept.push('', line.trim(), '');
  }
  return { content: keepActions ? kept.join('\n') : extracted.content, explanations };
}
