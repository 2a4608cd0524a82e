import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ReferenceResolver } from '../../markdown/index.ts';
import { ancestorPaths } from '../memberships/rules.ts';
import { epics } from '../epics/tables.ts';
import { findGroup, findGroupsByPaths } from '../groups/queries.ts';
import { issues } from '../issues/tables.ts';
import { contrastRatio, textColorFor } from '../labels/rules.ts';
import { labels } from '../labels/tables.ts';
import { iterations, milestones } from '../milestones/tables.ts';
import { findProject } from '../projects/queries.ts';
import { users } from '../users/tables.ts';

/**
 * One lookup per reference kind, against the database and blind to the reader: what a reference
 * points at exists or not. Who may see it is decided later, per reader, by `redact.ts` (GitLab's
 * ReferenceRedactor), so one rendering serves every reader.
 *
 * Kinds whose tables belong to other domains are registered here as plain functions; a domain that
 * arrives later (merge requests) adds its own with `registerReferenceLookup` without touching the
 * renderer or the redactor.
 */
export type ReferenceLookups = { [K in keyof ReferenceResolver]: (db: Db, ...args: Parameters<ReferenceResolver[K]>) => ReturnType<ReferenceResolver[K]> };

/** The text colour on a label background (labels/rules.ts `textColorFor`: the higher contrast). */
export function labelTextColor(color: string): string {
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color)) return '#FFFFFF';
  const text = textColorFor(color);
  if (text === '#FFFFFF') return text;
  // GitLab's #333333, unless it reads under 4.5:1 on this colour (mid blues such as #6699cc): then the darker one.
  return contrastRatio('#333333', color) >= 4.5 ? '#333333' : text;
}

/** The project (or, failing that, the group) a label or milestone reference is scoped to, and its group ancestry. */
async function scopeOf(db: Db, path: string): Promise<{ projectId?: number; groupPaths: string[]; isGroup: boolean } | null> {
  const project = await findProject(db, { fullPath: path });
  if (project) return { projectId: project.project.id, groupPaths: [...ancestorPaths(project.namespace.fullPath), project.namespace.fullPath], isGroup: false };
  const group = await findGroup(db, { fullPath: path });
  return group ? { groupPaths: [...ancestorPaths(group.fullPath), group.fullPath], isGroup: true } : null;
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Rails' `:medium` date, e.g. `Nov 1, 2026`, from an ISO `YYYY-MM-DD`. */
function mediumDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1] ?? ''} ${day}, ${year}`;
}

const builtIn: ReferenceLookups = {
  async issue(db, projectFullPath, iid) {
    const found = await findProject(db, { fullPath: projectFullPath });
    if (!found || !Number.isSafeInteger(iid)) return null;
    const [row] = await db
      .select({ title: issues.title, state: issues.state, confidential: issues.confidential, issueType: issues.issueType })
      .from(issues)
      .where(and(eq(issues.projectId, found.project.id), eq(issues.iid, iid)));
    if (!row) return null;
    const kind = row.issueType === 'incident' ? 'issues/incident' : 'issues';
    return { url: `/${encodePath(projectFullPath)}/-/${kind}/${iid}`, title: row.title, state: row.state, confidential: row.confidential };
  },
  async epic(db, groupFullPath, iid) {
    const group = await findGroup(db, { fullPath: groupFullPath });
    if (!group || !Number.isSafeInteger(iid)) return null;
    const [row] = await db
      .select({ title: epics.title })
      .from(epics)
      .where(and(eq(epics.groupId, group.id), eq(epics.iid, iid)));
    return row ? { url: `/groups/${encodePath(group.fullPath)}/-/epics/${iid}`, title: row.title } : null;
  },
  // Merge requests register their lookup (domains/kinds.ts); without it `!1` stays text.
  async mergeRequest() {
    return null;
  },
  async user(db, username) {
    const [row] = await db
      .select({ username: users.username, name: users.name })
      .from(users)
      .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), eq(users.state, 'active')));
    return row ? { url: `/${row.username}`, name: row.name } : null;
  },
  async label(db, path, name) {
    const scope = await scopeOf(db, path);
    if (!scope) return null;
    const groupsByPath = await findGroupsByPaths(db, scope.groupPaths);
    const groupIds = [...groupsByPath.values()].map((g) => g.id);
    const depth = (groupId: number | null) => scope.groupPaths.findIndex((p) => groupsByPath.get(p)?.id === groupId);
    const candidates = await db
      .select()
      .from(labels)
      .where(
        and(
          eq(labels.title, name),
          scope.projectId !== undefined
            ? sql`(${labels.projectId} = ${scope.projectId} or ${groupIds.length ? inArray(labels.groupId, groupIds) : sql`false`})`
            : groupIds.length
              ? and(isNull(labels.projectId), inArray(labels.groupId, groupIds))
              : sql`false`,
        ),
      );
    // A project label wins over a group label of the same name, a nearer group over a farther one.
    const label = candidates.find((l) => l.projectId !== null) ?? candidates.sort((a, b) => depth(b.groupId) - depth(a.groupId))[0];
    if (!label) return null;
    const base = scope.isGroup ? `/groups/${encodePath(path)}` : `/${encodePath(path)}`;
    return {
      url: `${base}/-/issues?label_name[]=${encodeURIComponent(name)}`,
      color: label.color,
      textColor: labelTextColor(label.color),
      ...(label.description ? { description: label.description } : {}),
    };
  },
  async milestone(db, path, title) {
    const scope = await scopeOf(db, path);
    if (!scope) return null;
    const groups = await findGroupsByPaths(db, scope.groupPaths);
    const groupIds = [...groups.values()].map((g) => g.id);
    const candidates = await db
      .select({ milestone: milestones })
      .from(milestones)
      .where(
        and(
          eq(milestones.title, title),
          scope.projectId !== undefined
            ? sql`(${milestones.projectId} = ${scope.projectId} or ${groupIds.length ? inArray(milestones.groupId, groupIds) : sql`false`})`
            : groupIds.length
              ? inArray(milestones.groupId, groupIds)
              : sql`false`,
        ),
      );
    const row = (candidates.find((c) => c.milestone.projectId !== null) ?? candidates[0])?.milestone;
    if (!row) return null;
    if (row.projectId !== null) return { url: `/${encodePath(path)}/-/milestones/${row.iid}`, title: row.title };
    const group = [...groups.values()].find((g) => g.id === row.groupId);
    return group ? { url: `/groups/${encodePath(group.fullPath)}/-/milestones/${row.iid}`, title: row.title } : null;
  },
  async iteration(db, path, id) {
    // GitLab's find_iteration: only the iterations of the scope's group and its ancestors resolve.
    const scope = await scopeOf(db, path);
    if (!scope || !Number.isSafeInteger(id)) return null;
    const groups = await findGroupsByPaths(db, scope.groupPaths);
    const groupIds = [...groups.values()].map((g) => g.id);
    if (!groupIds.length) return null;
    const [row] = await db
      .select()
      .from(iterations)
      .where(and(eq(iterations.id, id), inArray(iterations.groupId, groupIds)));
    const group = row && [...groups.values()].find((g) => g.id === row.groupId);
    if (!row || !group) return null;
    // Iteration#display_text: the title, or the period for an untitled iteration.
    const title = row.title || `${mediumDate(row.startDate)} - ${mediumDate(row.dueDate)}`;
    return { url: `/groups/${encodePath(group.fullPath)}/-/iterations/${row.id}`, title, groupFullPath: group.fullPath };
  },
};

const registered: Partial<ReferenceLookups> = {};

/** Lets a domain resolve a kind of reference (e.g. merge requests once their table exists). */
export function registerReferenceLookup<K extends keyof ReferenceLookups>(kind: K, lookup: ReferenceLookups[K]): () => void {
  registered[kind] = lookup;
  return () => {
    if (registered[kind] === lookup) delete registered[kind];
  };
}

/**
 * The renderer's resolver over the database: every reference that exists resolves (the reader's
 * permissions are applied afterwards by `redactReferences`). Memoised for one rendering.
 */
export function databaseResolver(db: Db): ReferenceResolver {
  const memo = new Map<string, Promise<unknown>>();
  const call = <K extends keyof ReferenceLookups>(kind: K, args: Parameters<ReferenceResolver[K]>): ReturnType<ReferenceResolver[K]> => {
    const key = `${kind}\u0000${args.join('\u0000')}`;
    let found = memo.get(key);
    if (!found) {
      const lookup = (registered[kind] ?? builtIn[kind]) as unknown as (db: Db, ...rest: unknown[]) => Promise<unknown>;
      found = lookup(db, ...args);
      memo.set(key, found);
    }
    return found as ReturnType<ReferenceResolver[K]>;
  };
  return {
    issue: (...args) => call('issue', args),
    epic: (...args) => call('epic', args),
    mergeRequest: (...args) => call('mergeRequest', args),
    user: (...args) => call('user', args),
    label: (...args) => call('label', args),
    milestone: (...args) => call('milestone', args),
    iteration: (...args) => call('iteration', args),
  };
}
