import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { assigneesOf, userNotesCounts, votesOf } from '../issuables/queries.ts';
import { ISSUE_ASSIGNEES } from './assignees.ts';
import { epics, type EpicRow } from '../epics/tables.ts';
import { findGroupsByIds } from '../groups/queries.ts';
import type { GroupRow } from '../groups/tables.ts';
import { issueLinks } from '../issue-links/tables.ts';
import { labelsOfIssues } from '../labels/queries.ts';
import type { LabelRow } from '../labels/tables.ts';
import { iterationsByIds, milestonesByIds } from '../milestones/queries.ts';
import type { IterationRow, MilestoneRow } from '../milestones/tables.ts';
import { totalTimeSpent } from '../time-tracking/queries.ts';
import type { UserRow } from '../users/tables.ts';
import { issues, type IssueRow } from './tables.ts';

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

export function assigneesOfIssues(db: Db, issueIds: number[]): Promise<Map<number, UserRow[]>> {
  return assigneesOf(db, ISSUE_ASSIGNEES, issueIds);
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
    votesOf(db, 'Issue', ids),
    // Comments not internal: GitLab's user_notes_count on lists and pages alike.
    userNotesCounts(db, 'Issue', ids, false),
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
        upvotes: votes.get(row.id)?.upvotes ?? 0,
        downvotes: votes.get(row.id)?.downvotes ?? 0,
        userNotesCount: notesCount.get(row.id) ?? 0,
      },
    ]),
  );
}

export async function loadOneIssueMetadata(db: Db, row: IssueRow): Promise<IssueMetadata> {
  return (await loadIssueMetadata(db, [row])).get(row.id) as IssueMetadata;
}
