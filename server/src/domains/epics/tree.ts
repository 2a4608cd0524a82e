import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { findGroupsByIds, inGroupSubtrees, memberGroupPaths, visibleGroupsCondition } from '../groups/queries.ts';
import { ACCESS } from '../memberships/rules.ts';
import { groups, type GroupRow } from '../groups/tables.ts';
import { users } from '../users/tables.ts';
import { readableIssuesCondition } from '../issues/queries.ts';
import { issues } from '../issues/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { milestones } from '../milestones/tables.ts';
import { projects } from '../projects/tables.ts';
import { canReadEpic } from './rules.ts';
import { epics, type EpicRow } from './tables.ts';

/**
 * The epic tree (GitLab's sub-epics and epic issues): who is below and above an epic, what the reader
 * may see of it, its roll-ups (counts, weights, health) and its inherited dates.
 */

/** GitLab's Epic::MAX_HIERARCHY_DEPTH: levels from the most distant ancestor to the deepest child. */
export const MAX_HIERARCHY_DEPTH = 7;
/** GitLab's texts for a child epic that cannot be added (Epic#valid_parent?, EpicLinks services). */
export const TREE_MESSAGES = {
  self: 'This epic cannot be added. An epic cannot be added to itself.',
  alreadyChild: 'This epic cannot be added. It is already assigned to the parent epic.',
  ancestor: 'This epic cannot be added. It is already an ancestor of the parent epic.',
  group: 'This epic cannot be added. An epic must belong to the same group or subgroup as its parent epic.',
  depth: `This epic cannot be added. One or more epics would exceed the maximum depth (${MAX_HIERARCHY_DEPTH}) from its most distant ancestor.`,
  confidentialEpic: 'This epic cannot be added. A non-confidential epic cannot be assigned to a confidential parent epic.',
  confidentialIssue: 'Cannot assign a confidential epic to a non-confidential issue. Make the issue confidential and try again',
  issueAlreadyAssigned: 'Issue(s) already assigned',
  noEpic: 'No matching epic found. Make sure that you are adding a valid epic URL.',
  noIssue: 'No matching issue found. Make sure that you are adding a valid issue URL.',
  /** Epics::UpdateService: confidentiality against the children. */
  confidentialWithPublicIssues: 'Cannot make the epic confidential if it contains non-confidential issues',
  confidentialWithPublicChildren: 'Cannot make the epic confidential if it contains non-confidential child epics',
  /** Epics::TreeReorderService. */
  reorderPermission: "You don't have permissions to move the objects.",
  reorderPosition: 'Relative position is not valid.',
  reorderSibling: "The sibling object's parent must match the current parent epic.",
  reorderNewSibling: "The sibling object's parent must match the new parent epic.",
  reorderTypes: 'Only epics and epic_issues are supported.',
} as const;

/** A guard for recursive queries (the depth rule keeps real trees far below it). */
const RECURSION_GUARD = 64;

/** Every epic below `rootId` (children, their children…), unfiltered. */
export async function descendantEpics(db: Db, rootId: number): Promise<EpicRow[]> {
  const result = (await db.execute(sql`
    with recursive tree(id, depth) as (
      select id, 1 from epics where parent_id = ${rootId}
      union all
      select child.id, tree.depth + 1 from epics child join tree on child.parent_id = tree.id where tree.depth < ${RECURSION_GUARD}
    )
    select id from tree`)) as unknown as { rows?: { id: number }[] };
  const rows = result.rows ?? (result as unknown as { id: number }[]);
  const ids = rows.map((row) => Number(row.id));
  return ids.length ? db.select().from(epics).where(inArray(epics.id, ids)) : [];
}

/** The epic's ancestors, nearest first. */
export async function ancestorEpics(db: Db, epic: Pick<EpicRow, 'parentId'>): Promise<EpicRow[]> {
  const chain: EpicRow[] = [];
  let parentId = epic.parentId;
  const seen = new Set<number>();
  while (parentId !== null && !seen.has(parentId) && chain.length < RECURSION_GUARD) {
    seen.add(parentId);
    const [parent] = await db.select().from(epics).where(eq(epics.id, parentId));
    if (!parent) break;
    chain.push(parent);
    parentId = parent.parentId;
  }
  return chain;
}

/** Levels below the epic (0: no children). */
export function heightOf(rootId: number, descendants: readonly Pick<EpicRow, 'id' | 'parentId'>[]): number {
  const children = new Map<number, number[]>();
  for (const row of descendants) if (row.parentId !== null) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  const height = (id: number, guard: number): number => (guard > RECURSION_GUARD ? 0 : Math.max(0, ...(children.get(id) ?? []).map((child) => 1 + height(child, guard + 1))));
  return height(rootId, 0);
}

/**
 * Which epics the viewer may read, by the one epic read rule (rules.ts `canReadEpic`), memoising each
 * group's access. `groups` is filled on demand.
 */
export class EpicReadFilter {
  private readonly groups = new Map<number, GroupRow>();
  private readonly access = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly viewer: Viewer,
  ) {}

  async load(rows: readonly EpicRow[]): Promise<void> {
    const missing = [...new Set(rows.map((row) => row.groupId))].filter((id) => !this.groups.has(id));
    if (missing.length) for (const group of await findGroupsByIds(this.db, missing)) this.groups.set(group.id, group);
    for (const id of missing) {
      const group = this.groups.get(id);
      if (group && !this.access.has(id)) this.access.set(id, await this.viewer.groupAccess(group));
    }
  }

  groupOf(row: Pick<EpicRow, 'groupId'>): GroupRow | undefined {
    return this.groups.get(row.groupId);
  }

  readable(row: EpicRow): boolean {
    const group = this.groups.get(row.groupId);
    return group !== undefined && canReadEpic(this.viewer.facts, group, this.access.get(group.id) ?? 0, row);
  }

  async filter(rows: readonly EpicRow[]): Promise<EpicRow[]> {
    await this.load(rows);
    return rows.filter((row) => this.readable(row));
  }
}

/**
 * The descendants the viewer may see: readable epics whose every epic up to the root is readable too
 * (an epic the reader may not see hides its subtree).
 */
export async function visibleDescendants(db: Db, reader: EpicReadFilter, rootId: number, descendants?: EpicRow[]): Promise<EpicRow[]> {
  const all = descendants ?? (await descendantEpics(db, rootId));
  await reader.load(all);
  const byParent = new Map<number, EpicRow[]>();
  for (const row of all) if (row.parentId !== null) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const visible: EpicRow[] = [];
  const walk = (id: number, guard: number) => {
    if (guard > RECURSION_GUARD) return;
    for (const child of byParent.get(id) ?? []) {
      if (!reader.readable(child)) continue;
      visible.push(child);
      walk(child.id, guard + 1);
    }
  };
  walk(rootId, 0);
  return visible;
}

export interface EpicRollup {
  descendantCounts: { openedEpics: number; closedEpics: number; openedIssues: number; closedIssues: number };
  descendantWeightSum: { openedIssues: number; closedIssues: number };
  healthStatus: { issuesOnTrack: number; issuesNeedingAttention: number; issuesAtRisk: number };
}

/**
 * GitLab's DescendantCountService and the weight and health aggregates, over what the reader may see:
 * the visible descendant epics by state, and the readable issues of the epic and of those epics by
 * state, their weights by state, and the health statuses of the open ones.
 */
export async function epicRollup(db: Db, viewer: Viewer, reader: EpicReadFilter, epic: EpicRow): Promise<EpicRollup> {
  const visible = await visibleDescendants(db, reader, epic.id);
  const epicIds = [epic.id, ...visible.map((row) => row.id)];
  const rows = await db
    .select({
      state: issues.state,
      health: issues.healthStatus,
      count: sql<number>`count(*)`.mapWith(Number),
      weight: sql<number>`coalesce(sum(${issues.weight}), 0)`.mapWith(Number),
    })
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.projectId))
    .where(and(inArray(issues.epicId, epicIds), await readableIssuesCondition(viewer)))
    .groupBy(issues.state, issues.healthStatus);
  const rollup: EpicRollup = {
    descendantCounts: {
      openedEpics: visible.filter((row) => row.state === 'opened').length,
      closedEpics: visible.filter((row) => row.state === 'closed').length,
      openedIssues: 0,
      closedIssues: 0,
    },
    descendantWeightSum: { openedIssues: 0, closedIssues: 0 },
    healthStatus: { issuesOnTrack: 0, issuesNeedingAttention: 0, issuesAtRisk: 0 },
  };
  for (const row of rows) {
    const opened = row.state === 'opened';
    if (opened) {
      rollup.descendantCounts.openedIssues += row.count;
      rollup.descendantWeightSum.openedIssues += row.weight;
      if (row.health === 'on_track') rollup.healthStatus.issuesOnTrack += row.count;
      if (row.health === 'needs_attention') rollup.healthStatus.issuesNeedingAttention += row.count;
      if (row.health === 'at_risk') rollup.healthStatus.issuesAtRisk += row.count;
    } else {
      rollup.descendantCounts.closedIssues += row.count;
      rollup.descendantWeightSum.closedIssues += row.weight;
    }
  }
  return rollup;
}

export interface EpicDates {
  startDate: string | null;
  startDateFixed: string | null;
  startDateIsFixed: boolean;
  startDateFromMilestones: string | null;
  startDateFromInheritedSource: string | null;
  dueDate: string | null;
  dueDateFixed: string | null;
  dueDateIsFixed: boolean;
  dueDateFromMilestones: string | null;
  dueDateFromInheritedSource: string | null;
}

const earliest = (values: (string | null)[]) => values.filter((v): v is string => v !== null).sort()[0] ?? null;
const latest = (values: (string | null)[]) => values.filter((v): v is string => v !== null).sort().at(-1) ?? null;

/**
 * Epics::UpdateDatesService, computed when read: a date is the fixed one when `*_is_fixed`, else
 * inherited: the earliest start (latest due) date of the milestones of the epic's issues and of its
 * child epics' own dates (fixed or inherited, recursively). `*FromMilestones` is the issues' part
 * alone. Like GitLab's stored dates, they do not depend on the reader.
 */
export async function epicDates(db: Db, epic: EpicRow, descendants?: EpicRow[]): Promise<EpicDates> {
  const all = descendants ?? (await descendantEpics(db, epic.id));
  const ids = [epic.id, ...all.map((row) => row.id)];
  const fromMilestones = await db
    .select({
      epicId: issues.epicId,
      start: sql<string | null>`min(${milestones.startDate})::text`,
      due: sql<string | null>`max(${milestones.dueDate})::text`,
    })
    .from(issues)
    .innerJoin(milestones, eq(milestones.id, issues.milestoneId))
    .where(inArray(issues.epicId, ids))
    .groupBy(issues.epicId);
  const milestoneDates = new Map(fromMilestones.map((row) => [row.epicId as number, row]));
  const children = new Map<number, EpicRow[]>();
  for (const row of all) if (row.parentId !== null) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const memo = new Map<number, EpicDates>();
  const compute = (row: EpicRow, guard: number): EpicDates => {
    const known = memo.get(row.id);
    if (known) return known;
    const kids = guard > RECURSION_GUARD ? [] : (children.get(row.id) ?? []).map((child) => compute(child, guard + 1));
    const own = milestoneDates.get(row.id);
    const startDateFromMilestones = own?.start ?? null;
    const dueDateFromMilestones = own?.due ?? null;
    const startDateFromInheritedSource = earliest([startDateFromMilestones, ...kids.map((kid) => kid.startDate)]);
    const dueDateFromInheritedSource = latest([dueDateFromMilestones, ...kids.map((kid) => kid.dueDate)]);
    const dates: EpicDates = {
      startDateFixed: row.startDateFixed,
      startDateIsFixed: row.startDateIsFixed,
      startDateFromMilestones,
      startDateFromInheritedSource,
      startDate: row.startDateIsFixed ? row.startDateFixed : startDateFromInheritedSource,
      dueDateFixed: row.dueDateFixed,
      dueDateIsFixed: row.dueDateIsFixed,
      dueDateFromMilestones,
      dueDateFromInheritedSource,
      dueDate: row.dueDateIsFixed ? row.dueDateFixed : dueDateFromInheritedSource,
    };
    memo.set(row.id, dates);
    return dates;
  };
  return compute(epic, 0);
}

/** A milestone an epic's inherited date comes from: its title and its own dates (`YYYY-MM-DD`). */
export interface SourcingMilestone {
  title: string;
  startDate: string | null;
  dueDate: string | null;
}

/**
 * GitLab's `start_date_sourcing_milestone` / `due_date_sourcing_milestone`: among the milestones of the
 * epic's own issues, the one with the earliest start date and the one with the latest due date (the
 * milestones behind `*FromMilestones`; ties: the older milestone).
 */
export async function sourcingMilestones(db: Db, epicId: number): Promise<{ start: SourcingMilestone | null; due: SourcingMilestone | null }> {
  const rows = await db
    .selectDistinct({ id: milestones.id, title: milestones.title, startDate: milestones.startDate, dueDate: milestones.dueDate })
    .from(issues)
    .innerJoin(milestones, eq(milestones.id, issues.milestoneId))
    .where(eq(issues.epicId, epicId));
  const pick = (key: 'startDate' | 'dueDate', order: 1 | -1) => {
    const dated = rows.filter((row) => row[key] !== null).sort((a, b) => (a[key]! < b[key]! ? -order : a[key]! > b[key]! ? order : a.id - b.id));
    const row = dated[0];
    return row ? { title: row.title, startDate: row.startDate, dueDate: row.dueDate } : null;
  };
  return { start: pick('startDate', 1), due: pick('dueDate', -1) };
}

/** Direct child epics in tree order: relative position (unset last), then id. */
export function childEpicRows(db: Db, parentId: number): Promise<EpicRow[]> {
  return db
    .select()
    .from(epics)
    .where(eq(epics.parentId, parentId))
    .orderBy(sql`${epics.relativePosition} asc nulls last`, asc(epics.id));
}

export async function hasChildEpics(db: Db, parentId: number): Promise<boolean> {
  const [row] = await db.select({ id: epics.id }).from(epics).where(eq(epics.parentId, parentId)).limit(1);
  return row !== undefined;
}

/** Of `ids`, the epics with at least one child epic (`hasChildren` of a list, in one query). */
export async function epicsWithChildEpics(db: Db, ids: number[]): Promise<Map<number, boolean>> {
  const rows = ids.length ? await db.selectDistinct({ id: epics.parentId }).from(epics).where(inArray(epics.parentId, ids)) : [];
  return new Map(rows.map((row) => [row.id as number, true]));
}

/** Of `ids`, the epics with at least one issue (`hasIssues` of a list, in one query). */
export async function epicsWithIssues(db: Db, ids: number[]): Promise<Map<number, boolean>> {
  const rows = ids.length ? await db.selectDistinct({ id: issues.epicId }).from(issues).where(inArray(issues.epicId, ids)) : [];
  return new Map(rows.map((row) => [row.id as number, true]));
}

/** Epic rows by id. */
export async function epicsByIds(db: Db, ids: number[]): Promise<Map<number, EpicRow>> {
  const rows = ids.length ? await db.select().from(epics).where(inArray(epics.id, ids)) : [];
  return new Map(rows.map((row) => [row.id, row]));
}

export async function hasEpicIssues(db: Db, epicId: number): Promise<boolean> {
  const [row] = await db.select({ id: issues.id }).from(issues).where(eq(issues.epicId, epicId)).limit(1);
  return row !== undefined;
}

/** Top-level epics of a group (no parent), for callers that list roots. */
export const topLevelCondition = isNull(epics.parentId);

/** Epics::UpdateService's confidentiality rule: a confidential epic holds only confidential children. */
export async function confidentialityProblem(db: Db, epic: EpicRow): Promise<string | null> {
  const [publicIssue] = await db
    .select({ id: issues.id })
    .from(issues)
    .where(and(eq(issues.epicId, epic.id), eq(issues.confidential, false)))
    .limit(1);
  if (publicIssue) return TREE_MESSAGES.confidentialWithPublicIssues;
  const [publicChild] = await db
    .select({ id: epics.id })
    .from(epics)
    .where(and(eq(epics.parentId, epic.id), eq(epics.confidential, false)))
    .limit(1);
  return publicChild ? TREE_MESSAGES.confidentialWithPublicChildren : null;
}


export interface EpicIssueRow {
  issue: typeof issues.$inferSelect;
  project: typeof projects.$inferSelect;
  namespace: GroupRow;
  author: typeof users.$inferSelect;
}

/**
 * The issues of an epic the viewer may read (the issue read rule in SQL), in tree order: relative
 * position (unset last), then id; a page of them and how many there are.
 */
/** Total weight of the epic's issues the viewer may read (EpicIssueConnection.weight: the whole collection). */
export async function readableEpicIssuesWeight(db: Db, viewer: Viewer, epicId: number): Promise<number> {
  const [row] = await db
    .select({ weight: sql<number>`coalesce(sum(${issues.weight}), 0)`.mapWith(Number) })
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.projectId))
    .where(and(eq(issues.epicId, epicId), await readableIssuesCondition(viewer)));
  return row?.weight ?? 0;
}

export async function readableEpicIssues(db: Db, viewer: Viewer, epicId: number, page: { offset: number; limit: number }): Promise<{ rows: EpicIssueRow[]; total: number }> {
  const [{ rows }, total] = await Promise.all([readableEpicIssuesPage(db, viewer, epicId, page), readableEpicIssuesCount(db, viewer, epicId)]);
  return { rows, total };
}

/**
 * A page of the epic's readable issues in tree order, and whether more follow. The page is chosen on the
 * issues and their projects alone (the read rule), and only its rows are joined with their namespace and
 * author: an epic of 1,000 issues no longer joins and counts every one of them for a page of 100.
 */
export async function readableEpicIssuesPage(db: Db, viewer: Viewer, epicId: number, page: { offset: number; limit: number }): Promise<{ rows: EpicIssueRow[]; hasNextPage: boolean }> {
  const order = [sql`${issues.epicRelativePosition} asc nulls last`, asc(issues.id)];
  const chosen = db
    .select({ id: issues.id })
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.projectId))
    .where(and(eq(issues.epicId, epicId), await readableIssuesCondition(viewer)))
    .orderBy(...order)
    .limit(page.limit + 1)
    .offset(page.offset);
  const found = await db
    .select({ issue: issues, project: projects, namespace: groups, author: users })
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.projectId))
    .innerJoin(groups, eq(groups.id, projects.namespaceId))
    .innerJoin(users, eq(users.id, issues.authorId))
    .where(inArray(issues.id, chosen))
    .orderBy(...order);
  return { rows: found.slice(0, page.limit), hasNextPage: found.length > page.limit };
}

/** How many of the epic's issues the viewer may read (EpicIssueConnection.count, the REST total). */
export async function readableEpicIssuesCount(db: Db, viewer: Viewer, epicId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.projectId))
    .where(and(eq(issues.epicId, epicId), await readableIssuesCondition(viewer)));
  return row?.n ?? 0;
}

/**
 * Condition (on `epics` joined with its `groups` row): epics the viewer may read, the epic read rule
 * (rules.ts `canReadEpic`) in SQL: the group is visible, and a confidential epic needs reporter+ there.
 */
export async function readableEpicsCondition(viewer: Viewer): Promise<SQL | undefined> {
  if (viewer.isAdmin) return undefined;
  const reporterPaths = viewer.signedIn ? await memberGroupPaths(viewer, ACCESS.REPORTER) : [];
  return and(await visibleGroupsCondition(viewer), or(eq(epics.confidential, false), inGroupSubtrees(groups.fullPath, reporterPaths)));
}

/** What the REST epic entity tells of the tree: the parent's iid and group, the dates. */
export interface EpicRestTree {
  parentIid: number | null;
  parentGroupId: number | null;
  dates: EpicDates;
}

export async function epicRestTree(db: Db, epic: EpicRow): Promise<EpicRestTree> {
  const [parent] = epic.parentId !== null ? await db.select({ iid: epics.iid, groupId: epics.groupId }).from(epics).where(eq(epics.id, epic.parentId)) : [];
  return { parentIid: parent?.iid ?? null, parentGroupId: parent?.groupId ?? null, dates: await epicDates(db, epic) };
}
