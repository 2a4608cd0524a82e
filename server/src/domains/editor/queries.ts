import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { findGroupsByPaths, fullNames, inGroupSubtrees } from '../groups/queries.ts';
import { groups } from '../groups/tables.ts';
import type { GroupRow } from '../groups/tables.ts';
import { readableIssuesCondition } from '../issues/queries.ts';
import { issues } from '../issues/tables.ts';
import { labels } from '../labels/tables.ts';
import { issueLabels } from '../issues/tables.ts';
import { ancestorPaths } from '../memberships/rules.ts';
import { memberships } from '../memberships/tables.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { milestones } from '../milestones/tables.ts';
import { notes } from '../notes/tables.ts';
import { projects, type ProjectRow } from '../projects/tables.ts';
import { labelTextColor } from '../references/lookups.ts';
import { avatarUrlOf } from '../users/avatars.ts';
import { users } from '../users/tables.ts';

/** The project's namespace and its ancestors, nearest last. */
async function namespaceChain(db: Db, namespace: GroupRow): Promise<GroupRow[]> {
  const byPath = await findGroupsByPaths(db, [...ancestorPaths(namespace.fullPath), namespace.fullPath]);
  return [...ancestorPaths(namespace.fullPath), namespace.fullPath].map((path) => byPath.get(path)).filter((g): g is GroupRow => Boolean(g));
}

/**
 * GitLab's members source: the issue's participants (author, commenters the reader can see) first, then
 * every member of the project (direct or through its groups), then the groups themselves.
 */
export async function autocompleteMembers(db: Db, base: string, project: ProjectRow | null, namespace: GroupRow, participants: { issueId: number; authorId: number; includeInternal: boolean } | null) {
  const chain = await namespaceChain(db, namespace);
  const memberRows = await db
    .selectDistinctOn([users.id], { id: users.id, username: users.username, name: users.name, avatarUrl: users.avatarUrl })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(users.state, 'active'),
        or(
          project ? and(eq(memberships.sourceType, 'project'), eq(memberships.sourceId, project.id)) : sql`false`,
          chain.length ? and(eq(memberships.sourceType, 'group'), inArray(memberships.sourceId, chain.map((g) => g.id))) : sql`false`,
        ),
      ),
    )
    .orderBy(users.id);
  let participantIds: number[] = [];
  if (participants) {
    const commenters = await db
      .selectDistinct({ authorId: notes.authorId })
      .from(notes)
      .where(and(eq(notes.noteableType, 'Issue'), eq(notes.noteableId, participants.issueId), eq(notes.system, false), participants.includeInternal ? undefined : eq(notes.internal, false)));
    participantIds = [participants.authorId, ...commenters.map((c) => c.authorId)];
  }
  const known = new Map(memberRows.map((row) => [row.id, row]));
  const missing = participantIds.filter((id) => !known.has(id));
  if (missing.length) {
    const extra = await db
      .select({ id: users.id, username: users.username, name: users.name, avatarUrl: users.avatarUrl })
      .from(users)
      .where(and(inArray(users.id, missing), eq(users.state, 'active')));
    for (const row of extra) known.set(row.id, row);
  }
  const ordered = [...new Set([...participantIds, ...[...memberRows].sort((a, b) => a.name.localeCompare(b.name)).map((r) => r.id)])]
    .map((id) => known.get(id))
    .filter((row): row is NonNullable<typeof row> => Boolean(row));
  const counts = chain.length
    ? await db
        .select({ groupId: memberships.sourceId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(memberships)
        .where(and(eq(memberships.sourceType, 'group'), inArray(memberships.sourceId, chain.map((g) => g.id))))
        .groupBy(memberships.sourceId)
    : [];
  const names = await fullNames(db, chain);
  return [
    ...ordered.map((user) => ({ type: 'User', username: user.username, name: user.name, avatar_url: avatarUrlOf(base, user), availability: null })),
    ...chain.map((group) => ({
      type: 'Group',
      username: group.fullPath,
      name: names.get(group.id) ?? group.name,
      avatar_url: null,
      count: counts.find((c) => c.groupId === group.id)?.n ?? 0,
      mentionsDisabled: null,
    })),
  ];
}

/** Labels usable in the project (its own and its groups') or the group (its own and its ancestors'), with `set` when an issue is given. */
export async function autocompleteLabels(db: Db, project: ProjectRow | null, namespace: GroupRow, issueId: number | null) {
  const chain = await namespaceChain(db, namespace);
  const rows = await db
    .select()
    .from(labels)
    .where(or(project ? eq(labels.projectId, project.id) : sql`false`, chain.length ? and(isNull(labels.projectId), inArray(labels.groupId, chain.map((g) => g.id))) : sql`false`))
    .orderBy(asc(labels.title), asc(labels.id));
  const set = new Set<number>();
  if (issueId !== null && rows.length) {
    const linked = await db.select({ labelId: issueLabels.labelId }).from(issueLabels).where(eq(issueLabels.issueId, issueId));
    for (const link of linked) set.add(link.labelId);
  }
  return rows.map((label) => ({
    id: label.id,
    title: label.title,
    color: label.color,
    type: label.projectId !== null ? 'ProjectLabel' : 'GroupLabel',
    textColor: labelTextColor(label.color),
    ...(issueId !== null ? { set: set.has(label.id) } : {}),
  }));
}

/** Active milestones of the project (or none for a group) and its groups (GitLab's milestones source). */
export async function autocompleteMilestones(db: Db, project: ProjectRow | null, namespace: GroupRow, today: string) {
  const chain = await namespaceChain(db, namespace);
  const rows = await db
    .select()
    .from(milestones)
    .where(
      and(
        eq(milestones.state, 'active'),
        or(project ? eq(milestones.projectId, project.id) : sql`false`, chain.length ? inArray(milestones.groupId, chain.map((g) => g.id)) : sql`false`),
      ),
    )
    .orderBy(sql`${milestones.dueDate} asc nulls last`, asc(milestones.title));
  return rows.map((m) => ({ id: m.id, iid: m.iid, title: m.title, due_date: m.dueDate, expired: m.dueDate !== null && m.dueDate < today }));
}

/** The autocomplete issues list is capped (GitLab has no cap; a project with more open issues gets the most recent). */
export const AUTOCOMPLETE_ISSUES_LIMIT = 1000;

/**
 * Open issues of the project, or of every project in the group and its subgroups (their references then
 * carry the project's path), that the reader may see, most recently updated first.
 */
export async function autocompleteIssues(db: Db, viewer: Viewer, scope: ProjectRow | GroupRow) {
  const inProject = 'namespaceId' in scope;
  const rows = await db
    .select({ id: issues.id, iid: issues.iid, title: issues.title, issueType: issues.issueType, confidential: issues.confidential, projectPath: projects.path, namespacePath: groups.fullPath })
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.projectId))
    .innerJoin(groups, eq(groups.id, projects.namespaceId))
    .where(
      and(
        inProject ? eq(issues.projectId, scope.id) : inGroupSubtrees(groups.fullPath, [scope.fullPath]),
        eq(issues.state, 'opened'),
        await readableIssuesCondition(viewer),
      ),
    )
    .orderBy(desc(issues.updatedAt), desc(issues.id))
    .limit(AUTOCOMPLETE_ISSUES_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    iid: row.iid,
    title: row.title,
    reference: inProject ? `#${row.iid}` : `${row.namespacePath}/${row.projectPath}#${row.iid}`,
    confidential: row.confidential,
    icon_name: row.issueType === 'incident' ? 'issue-type-incident' : 'issue-type-issue',
  }));
}
