import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { awardEmoji } from '../awards/tables.ts';
import { epics, type EpicRow } from '../epics/tables.ts';
import { findGroupsByIds } from '../groups/queries.ts';
import type { GroupRow } from '../groups/tables.ts';
import { issueLinks } from '../issue-links/tables.ts';
import { labelsOfIssues } from '../labels/queries.ts';
import type { LabelRow } from '../labels/tables.ts';
import { iterationsByIds, milestonesByIds } from '../milestones/queries.ts';
import type { IterationRow, MilestoneRow } from '../milestones/tables.ts';
import { notes } from '../notes/tables.ts';
import { totalTimeSpent } from '../time-tracking/queries.ts';
import { users, type UserRow } from '../users/tables.ts';
import { issueAssignees, issues, type IssueRow } from './tables.ts';

/** Everything an issue's sidebar and REST JSON show besides the row itself. */
export interface IssueMetadata {
  labels: LabelRow[];
  assignees: UserRow[];
  milestone: MilestoneRow | null;
  iteration: IterationRow | null;
  epic: EpicRow | null;
  /** Groups of the milestone, iteration and epic (by id), to build their paths. */
  groups: Map<number, GroupRow>;
  totalTimeSpent: number;
  /** Open issues this one blocks. */
  blockingIssuesCount: number;
  /** Open issues blocking this one. */
  blockedByCount: number;
  upvotes: number;
  downvotes: number;
  userNotesCount: number;
}

export async function assigneesOfIssues(db: Db, issueIds: number[]): Promise<Map<number, UserRow[]>> {
  const result = new Map<number, UserRow[]>();
  if (issueIds.length === 0) return result;
  const rows = await db
    .select({ issueId: issueAssignees.issueId, user: users })
    .from(issueAssignees)
    .innerJoin(users, eq(users.id, issueAssignees.userId))
    .where(inArray(issueAssignees.issueId, issueIds))
    .orderBy(issueAssignees.createdAt, users.id);
  for (const row of rows) result.set(row.issueId, [...(result.get(row.issueId) ?? []), row.user]);
  return result;
}

async function epicsByIds(db: Db, ids: number[]): Promise<Map<number, EpicRow>> {
  const rows = ids.length ? await db.select().from(epics).where(inArray(epics.id, ids)) : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Open blocking links per issue: how many open issues each one blocks, and how many open ones block it. */
async function blockingCounts(db: Db, issueIds: number[]): Promise<{ blocking: Map<number, number>; blockedBy: Map<number, number> }> {
  if (issueIds.length === 0) return { blocking: new Map(), blockedBy: new Map() };
  const [blocking, blockedBy] = await Promise.all([
    db
      .select({ id: issueLinks.sourceId, n: count() })
      .from(issueLinks)
      .innerJoin(issues, eq(issues.id, issueLinks.targetId))
      .where(and(inArray(issueLinks.sourceId, issueIds), eq(issueLinks.linkType, 'blocks'), eq(issues.state, 'opened')))
      .groupBy(issueLinks.sourceId),
    db
      .select({ id: issueLinks.targetId, n: count() })
      .from(issueLinks)
      .innerJoin(issues, eq(issues.id, issueLinks.sourceId))
      .where(and(inArray(issueLinks.targetId, issueIds), eq(issueLinks.linkType, 'blocks'), eq(issues.state, 'opened')))
      .groupBy(issueLinks.targetId),
  ]);
  return { blocking: new Map(blocking.map((r) => [r.id, r.n])), blockedBy: new Map(blockedBy.map((r) => [r.id, r.n])) };
}

async function voteCounts(db: Db, issueIds: number[]): Promise<Map<number, { up: number; down: number }>> {
  if (issueIds.length === 0) return new Map();
  const rows = await db
    .select({ id: awardEmoji.awardableId, name: awardEmoji.name, n: count() })
    .from(awardEmoji)
    .where(and(eq(awardEmoji.awardableType, 'Issue'), inArray(awardEmoji.awardableId, issueIds), inArray(awardEmoji.name, ['thumbsup', 'thumbsdown'])))
    .groupBy(awardEmoji.awardableId, awardEmoji.name);
  const result = new Map<number, { up: number; down: number }>();
  for (const row of rows) {
    const entry = result.get(row.id) ?? { up: 0, down: 0 };
    if (row.name === 'thumbsup') entry.up = row.n;
    else entry.down = row.n;
    result.set(row.id, entry);
  }
  return result;
}

/** Comments (not system notes, not internal) per issue: GitLab's user_notes_count. */
async function userNotesCounts(db: Db, issueIds: number[]): Promise<Map<number, number>> {
  if (issueIds.length === 0) return new Map();
  const rows = await db
    .select({ id: notes.noteableId, n: count() })
    .from(notes)
    .where(and(eq(notes.noteableType, 'Issue'), inArray(notes.noteableId, issueIds), eq(notes.system, false), sql`not ${notes.internal}`))
    .groupBy(notes.noteableId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** Loads the metadata of many issues with one query per kind (lists stay at a fixed number of queries). */
export async function loadIssueMetadata(db: Db, rows: IssueRow[]): Promise<Map<number, IssueMetadata>> {
  const ids = rows.map((row) => row.id);
  const defined = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];
  const [labels, assignees, milestones, iterations, epicRows, spent, blocking, votes, notesCount] = await Promise.all([
    labelsOfIssues(db, ids),
    assigneesOfIssues(db, ids),
    milestonesByIds(db, defined(rows.map((r) => r.milestoneId))),
    iterationsByIds(db, defined(rows.map((r) => r.iterationId))),
    epicsByIds(db, defined(rows.map((r) => r.epicId))),
    totalTimeSpent(db, ids),
    blockingCounts(db, ids),
    voteCounts(db, ids),
    userNotesCounts(db, ids),
  ]);
  const groupIds = defined([...[...milestones.values()].map((m) => m.groupId), ...[...iterations.values()].map((i) => i.groupId), ...[...epicRows.values()].map((e) => e.groupId)]);
  const groupRows = groupIds.length ? await findGroupsByIds(db, groupIds) : [];
  const groups = new Map(groupRows.map((g) => [g.id, g]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        labels: labels.get(row.id) ?? [],
        assignees: assignees.get(row.id) ?? [],
        milestone: row.milestoneId === null ? null : (milestones.get(row.milestoneId) ?? null),
        iteration: row.iterationId === null ? null : (iterations.get(row.iterationId) ?? null),
        epic: row.epicId === null ? null : (epicRows.get(row.epicId) ?? null),
        groups,
        totalTimeSpent: spent.get(row.id) ?? 0,
        blockingIssuesCount: blocking.blocking.get(row.id) ?? 0,
        blockedByCount: blocking.blockedBy.get(row.id) ?? 0,
        upvotes: votes.get(row.id)?.up ?? 0,
        downvotes: votes.get(row.id)?.down ?? 0,
        userNotesCount: notesCount.get(row.id) ?? 0,
      },
    ]),
  );
}

export async function loadOneIssueMetadata(db: Db, row: IssueRow): Promise<IssueMetadata> {
  return (await loadIssueMetadata(db, [row])).get(row.id) as IssueMetadata;
}
