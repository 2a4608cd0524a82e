import { and, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { groups, type GroupRow } from '../groups/tables.ts';
import { memberships } from './tables.ts';
import { effectiveGroupAccess, effectiveProjectAccess } from './rules.ts';
import { escapeLike } from '../../lib/sqlLike.ts';

export interface DirectMemberships {
  /** group full path → level */
  groupsByPath: Map<string, number>;
  /** project id → level */
  projects: Map<number, number>;
}

function buildMembershipsLookup(db: Db) {
  return db
    .select({ sourceType: memberships.sourceType, sourceId: memberships.sourceId, accessLevel: memberships.accessLevel, fullPath: groups.fullPath })
    .from(memberships)
    .leftJoin(groups, and(eq(memberships.sourceType, 'group'), eq(groups.id, memberships.sourceId)))
    .where(eq(memberships.userId, sql.placeholder('userId')))
    .prepare('load_direct_memberships');
}

/** Built once per database (most signed-in requests run it, once: the Viewer memoises the result). */
const membershipsLookups = new WeakMap<Db, ReturnType<typeof buildMembershipsLookup>>();

export async function loadDirectMemberships(db: Db, userId: number): Promise<DirectMemberships> {
  let lookup = membershipsLookups.get(db);
  if (!lookup) {
    lookup = buildMembershipsLookup(db);
    membershipsLookups.set(db, lookup);
  }
  const rows = await lookup.execute({ userId });
  const groupsByPath = new Map<string, number>();
  const projectLevels = new Map<number, number>();
  for (const row of rows) {
    if (row.sourceType === 'group' && row.fullPath) groupsByPath.set(row.fullPath, row.accessLevel);
    if (row.sourceType === 'project') projectLevels.set(row.sourceId, row.accessLevel);
  }
  return { groupsByPath, projects: projectLevels };
}

/** Every group the memberships reach (member groups and their descendants) → effective level. */
export async function loadReachableGroupLevels(db: Db, direct: DirectMemberships): Promise<Map<number, number>> {
  const paths = [...direct.groupsByPath.keys()];
  if (paths.length === 0) return new Map();
  const conditions: SQL[] = [inArray(groups.fullPath, paths), ...paths.map((p) => like(groups.fullPath, `${escapeLike(p)}/%`))];
  const rows = await db.select({ id: groups.id, fullPath: groups.fullPath }).from(groups).where(or(...conditions));
  return new Map(rows.map((row) => [row.id, effectiveGroupAccess(row.fullPath, direct.groupsByPath)]));
}


export function projectAccessFrom(direct: DirectMemberships, project: { id: number }, namespace: Pick<GroupRow, 'fullPath'>): number {
  return effectiveProjectAccess(direct.projects.get(project.id), effectiveGroupAccess(namespace.fullPath, direct.groupsByPath));
}
