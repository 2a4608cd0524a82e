import type { MilestoneRow } from '../milestones/tables.ts';
import type { UserRow } from '../users/tables.ts';
import type { ActivityEntry, IdChange } from './events.ts';

/** GitLab's limit on an issuable's assignees (and merge request reviewers). */
export const MAX_ASSIGNEES = 200;

const sentence = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : items.length === 2 ? `${items[0]} and ${items[1]}` : `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;

/** "assigned to @a and unassigned @b". */
export function assigneesNote(added: UserRow[], removed: UserRow[]): string {
  const parts: string[] = [];
  if (added.length) parts.push(`assigned to ${sentence(added.map((u) => `@${u.username}`))}`);
  if (removed.length) parts.push(`unassigned ${sentence(removed.map((u) => `@${u.username}`))}`);
  return parts.join(' and ');
}

/** A merge request's reviewers (SystemNotes::IssuablesService#change_issuable_reviewers): "requested review from @a and removed review request for @b". */
export function reviewersNote(added: UserRow[], removed: UserRow[]): string {
  const parts: string[] = [];
  if (added.length) parts.push(`requested review from ${sentence(added.map((u) => `@${u.username}`))}`);
  if (removed.length) parts.push(`removed review request for ${sentence(removed.map((u) => `@${u.username}`))}`);
  return parts.join(' and ');
}

/** The assignee parameters every kind with assignees takes (replace all, add, remove). */
export interface AssigneeInput {
  assigneeIds?: number[] | undefined;
  addAssigneeIds?: number[] | undefined;
  removeAssigneeIds?: number[] | undefined;
}

export const hasAssigneeInput = (input: AssigneeInput) => input.assigneeIds !== undefined || input.addAssigneeIds !== undefined || input.removeAssigneeIds !== undefined;

/**
 * An issuable's assignee change, whatever its kind: the ids after it, who was added and removed and the
 * history line (`changed`: none when nobody changes), and the limit's error. Current assignees stay
 * even if they could no longer be assigned; new ones must pass the kind's `assignable` (active, may
 * read it).
 */
export async function assigneeChange(
  current: readonly UserRow[],
  input: AssigneeInput,
  assignable: (ids: number[]) => Promise<UserRow[]>,
): Promise<{ changed?: { ids: number[]; change: IdChange; note: ActivityEntry }; error?: string }> {
  let nextIds = input.assigneeIds !== undefined ? input.assigneeIds.filter((id) => id > 0) : current.map((u) => u.id);
  nextIds = nextIds.filter((id) => !(input.removeAssigneeIds ?? []).includes(id));
  for (const id of input.addAssigneeIds ?? []) if (!nextIds.includes(id)) nextIds.push(id);
  const currentIds = new Set(current.map((u) => u.id));
  const fresh = await assignable(nextIds.filter((id) => !currentIds.has(id)));
  const freshIds = new Set(fresh.map((u) => u.id));
  const next = [...new Set(nextIds)].filter((id) => currentIds.has(id) || freshIds.has(id));
  const removed = current.filter((u) => !next.includes(u.id));
  const added = fresh.filter((u) => next.includes(u.id));
  return {
    ...(next.length > MAX_ASSIGNEES ? { error: `total must be less than or equal to ${MAX_ASSIGNEES}` } : {}),
    ...(fresh.length || removed.length
      ? { changed: { ids: next, change: { added: added.map((u) => u.id), removed: removed.map((u) => u.id) }, note: { body: assigneesNote(added, removed), icon: 'user', action: 'assignee' } } }
      : {}),
  };
}

/** `%v1.0`, `%"multi word"`. */
export function milestoneReference(title: string): string {
  return /^[\w.-]+$/.test(title) ? `%${title}` : `%"${title}"`;
}

/**
 * An issuable's milestone change, whatever its kind: `wanted` (0 or null removes it) among the
 * milestones it may carry; null when it stays (or names none of them, like GitLab's finder ignores it).
 */
export function milestoneChange(
  current: { id: number | null; milestone: Pick<MilestoneRow, 'title'> | null },
  wanted: number | null,
  available: readonly MilestoneRow[],
): { id: number | null; change: { from: number | null; to: number | null }; note: ActivityEntry } | null {
  const id = wanted === null || wanted === 0 ? null : wanted;
  const milestone = id === null ? null : available.find((m) => m.id === id);
  if (milestone === undefined || (milestone?.id ?? null) === current.id) return null;
  return {
    id: milestone?.id ?? null,
    change: { from: current.id, to: milestone?.id ?? null },
    note: milestone
      ? { body: `changed milestone to ${milestoneReference(milestone.title)}`, icon: 'milestone', action: 'milestone' }
      : { body: current.milestone ? `removed milestone ${milestoneReference(current.milestone.title)}` : 'removed milestone', icon: 'milestone', action: 'milestone' },
  };
}
