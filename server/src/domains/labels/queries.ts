import { and, asc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { findGroupsByPaths, subtreeGroupIds } from '../groups/queries.ts';
import type { GroupRow } from '../groups/tables.ts';
import { ancestorPaths } from '../memberships/rules.ts';
import type { ProjectRow } from '../projects/tables.ts';
import { labels, type LabelRow } from './tables.ts';
import { issueLabels } from '../issues/tables.ts';

/** Ids of a group and its ancestors (nearest last). */
export async function groupAndAncestorIds(db: Db, namespace: GroupRow): Promise<number[]> {
  const paths = ancestorPaths(namespace.fullPath);
  const found = paths.length ? await findGroupsByPaths(db, paths) : new Map<string, GroupRow>();
  return [...paths.map((path) => found.get(path)?.id).filter((id): id is number => id !== undefined), namespace.id];
}

/** Condition: labels usable in the project (its own, its group's, and with ancestors every ancestor group's). */
async function availableCondition(db: Db, project: ProjectRow, namespace: GroupRow, includeAncestorGroups: boolean): Promise<SQL> {
  const groupIds = includeAncestorGroups ? await groupAndAncestorIds(db, namespace) : [namespace.id];
  return or(eq(labels.projectId, project.id), inArray(labels.groupId, groupIds)) as SQL;
}

/** LabelsFinder for a project, ordered by title. */
export async function availableLabels(db: Db, project: ProjectRow, namespace: GroupRow, options: { includeAncestorGroups: boolean; search?: string | undefined }): Promise<LabelRow[]> {
  const rows = await db
    .select()
    .from(labels)
    .where(await availableCondition(db, project, namespace, options.includeAncestorGroups))
    .orderBy(asc(labels.title), asc(labels.id));
  const search = options.search?.toLowerCase();
  return search ? rows.filter((row) => row.title.toLowerCase().includes(search)) : rows;
}

/**
 * GitLab's GroupLabelsFinder for `GET /groups/:id/labels`: the group's labels, with its ancestors' and its
 * descendants' on request, filtered by a case-insensitive title search, ordered by title.
 */
export async function groupLabels(db: Db, group: GroupRow, options: { includeAncestorGroups: boolean; includeDescendantGroups: boolean; search?: string | undefined }): Promise<LabelRow[]> {
  const ids = new Set<number>([group.id]);
  if (options.includeAncestorGroups) for (const id of await groupAndAncestorIds(db, group)) ids.add(id);
  if (options.includeDescendantGroups) for (const id of await subtreeGroupIds(db, group)) ids.add(id);
  const rows = await db.select().from(labels).where(inArray(labels.groupId, [...ids])).orderBy(asc(labels.title), asc(labels.id));
  const search = options.search?.toLowerCase();
  return search ? rows.filter((row) => row.title.toLowerCase().includes(search) || (row.description ?? '').toLowerCase().includes(search)) : rows;
}

/** The labels of each issue, in the order they were added. */
export async function labelsOfIssues(db: Db, issueIds: number[]): Promise<Map<number, LabelRow[]>> {
  const result = new Map<number, LabelRow[]>();
  if (issueIds.length === 0) return result;
  const rows = await db
    .select({ issueId: issueLabels.issueId, label: labels })
    .from(issueLabels)
    .innerJoin(labels, eq(labels.id, issueLabels.labelId))
    .where(inArray(issueLabels.issueId, issueIds))
    .orderBy(asc(labels.title));
  for (const row of rows) {
    const list = result.get(row.issueId) ?? [];
    list.push(row.label);
    result.set(row.issueId, list);
  }
  return result;
}

/** Whether a title is taken among the labels this project can see (GitLab checks before creating). */
export async function labelTitleTaken(db: Db, project: ProjectRow, namespace: GroupRow, title: string): Promise<boolean> {
  const [row] = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.title, title), await availableCondition(db, project, namespace, true)))
    .limit(1);
  return row !== undefined;
}

export const groupLabelCondition = isNotNull(labels.groupId);
