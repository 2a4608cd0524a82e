import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { COMMAND_INFO, commandsThatRun, TODO_COMMAND_INFO, type CommandEntry, type CommandInfo } from '../editor/commands.ts';
import type { Live } from '../../plugins/live.ts';
import { toggleAwardEmoji } from '../awards/queries.ts';
import { Viewer } from '../memberships/viewer.ts';
import type { EpicNoteable } from '../notes/noteables.ts';
import { issueCommand } from '../issues/quickActions.ts';
import { extractCommandsWith, TODO_COMMANDS, type Command, type CommandsChanges, type ExtractedCommands } from '../quick-actions/commands.ts';
import { applyTodoEvent } from '../todos/quickActions.ts';
import { canAdminNoteable, type NoteableAccess } from '../notes/rules.ts';
import { users, type UserRow } from '../users/tables.ts';
import { availableEpicLabels } from './queries.ts';
import { publishIssuableEvents } from '../issuables/events.ts';
import { epicContext, epicRef, updateEpic } from './service.ts';
import type { EpicRow } from './tables.ts';

/** update_epic / admin_epic: reporter+ and admins (the author alone may not, unlike issues). */
const canUpdate = (access: NoteableAccess) => canAdminNoteable(access);

/** The quick actions GitLab offers on epics that this platform has: close, reopen, title, labels, award, confidential. */
const EPIC_COMMANDS: Command<EpicRow>[] = [
  {
    names: ['close'],
    available: (epic, access) => epic.state === 'opened' && canUpdate(access),
    apply: (_arg, { changes }) => {
      changes.state_event = 'close';
      return 'Closed this epic.';
    },
  },
  {
    names: ['reopen'],
    available: (epic, access) => epic.state === 'closed' && canUpdate(access),
    apply: (_arg, { changes }) => {
      changes.state_event = 'reopen';
      return 'Reopened this epic.';
    },
  },
  { ...issueCommand('title'), available: (_epic, access) => canUpdate(access) },
  {
    names: ['confidential'],
    available: (epic, access) => !epic.confidential && canUpdate(access),
    apply: (_arg, { changes }) => {
      changes.confidential = true;
      return 'Made this epic confidential.';
    },
  },
  { ...issueCommand('label'), available: (_epic, access) => canUpdate(access) },
  { ...issueCommand('unlabel'), available: (_epic, access) => canUpdate(access) },
  { ...issueCommand('award'), available: (_epic, access) => access.viewer !== null },
  ...TODO_COMMANDS,
];

const issueInfo = (name: string): CommandInfo => {
  const info = COMMAND_INFO.find((entry) => entry.name === name);
  if (!info) throw new Error(`no quick action ${name}`);
  return info;
};

/** GitLab's wording for the epic quick actions this platform has (ee/lib/ee/gitlab/quick_actions/epic_actions.rb and the shared ones). */
const EPIC_COMMAND_INFO: readonly CommandInfo[] = [
  { name: 'close', aliases: [], description: 'Close this epic', params: [], explain: () => 'Closes this epic.' },
  { name: 'reopen', aliases: [], description: 'Reopen this epic', params: [], explain: () => 'Reopens this epic.' },
  issueInfo('title'),
  { name: 'confidential', aliases: [], description: 'Make epic confidential', params: [], explain: () => 'Makes this epic confidential.' },
  issueInfo('label'),
  issueInfo('unlabel'),
  issueInfo('award'),
  ...TODO_COMMAND_INFO,
];

/** `autocomplete_sources/commands` for an epic: what this reader may run on it now. */
export function availableEpicCommands(epic: EpicRow, access: NoteableAccess): CommandEntry[] {
  return commandsThatRun(EPIC_COMMAND_INFO, (line) => extractEpicCommands(line, epic, access).commandNames.length > 0);
}

/** The commands of a note on an epic (pure; names are resolved by {@link applyEpicQuickActions}). */
export function extractEpicCommands(body: string, epic: EpicRow, access: NoteableAccess, today?: Date): ExtractedCommands {
  return extractCommandsWith(EPIC_COMMANDS, body, epic, access, today);
}

/**
 * Applies an epic note's commands through Epics::UpdateService (one transaction, system notes, live
 * events), then `/award`. Returns GitLab's commands_changes with label ids.
 */
export async function applyEpicQuickActions(db: Db, live: Live, author: UserRow, noteable: EpicNoteable, extracted: ExtractedCommands): Promise<CommandsChanges> {
  const changes: CommandsChanges = { ...extracted.changes };
  const refs = extracted.references;
  const [epicAuthor] = await db.select().from(users).where(eq(users.id, noteable.epic.authorId));
  if (!epicAuthor) return changes;
  const ctx = epicContext(new Viewer(db, author), noteable.group, noteable.access.accessLevel, noteable.epic, epicAuthor);
  let labelIds: number[] | undefined;
  let addLabelIds: number[] | undefined;
  let removeLabelIds: number[] | undefined;
  if (refs.addLabels || refs.removeLabels || refs.removeAllLabels) {
    const available = await availableEpicLabels(db, noteable.group);
    const ids = (titles: string[] | undefined) =>
      (titles ?? []).map((title) => available.find((label) => label.title.toLowerCase() === title.toLowerCase())?.id).filter((id): id is number => id !== undefined);
    if (refs.removeAllLabels) labelIds = [];
    addLabelIds = ids(refs.addLabels);
    removeLabelIds = ids(refs.removeLabels);
    if (addLabelIds.length) changes.add_label_ids = addLabelIds;
    if (removeLabelIds.length) changes.remove_label_ids = removeLabelIds;
    if (refs.removeAllLabels) changes.label_ids = [];
  }
  const result = await updateEpic(db, live, author, ctx, {
    stateEvent: changes.state_event,
    title: changes.title,
    confidential: changes.confidential,
    labelIds,
    addLabelIds,
    removeLabelIds,
  });
  if (result.kind !== 'ok') return {};
  await applyTodoEvent(db, author, { type: 'Epic', id: noteable.epic.id }, changes.todo_event);
  if (changes.emoji_award) {
    await toggleAwardEmoji(db, { type: 'Epic', id: noteable.epic.id }, changes.emoji_award, author.id);
    await publishIssuableEvents({ db, live }, { type: 'touched', issuable: epicRef(noteable.epic, noteable.group), reason: 'award_emoji', actor: author, award: changes.emoji_award });
  }
  return changes;
}
