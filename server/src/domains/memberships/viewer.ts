import type { Db } from '../../db/database.ts';
import type { GroupRow } from '../groups/tables.ts';
import type { UserRow } from '../users/tables.ts';
import { loadDirectMemberships, loadReachableGroupLevels, projectAccessFrom, type DirectMemberships } from './queries.ts';
import { ACCESS, effectiveGroupAccess, type ViewerFacts } from './rules.ts';

/**
 * The requester with memoised memberships: built once per request (REST) or operation (GraphQL),
 * so every permission check in that request reads the same facts with at most two queries.
 */
export class Viewer {
  readonly user: UserRow | null;
  readonly facts: ViewerFacts | null;
  private direct: Promise<DirectMemberships> | undefined;
  private reachable: Promise<Map<number, number>> | undefined;

  constructor(
    private readonly db: Db,
    user: UserRow | null,
  ) {
    this.user = user;
    this.facts = user ? { id: user.id, isAdmin: user.isAdmin } : null;
  }

  get signedIn(): boolean {
    return this.user !== null;
  }

  get isAdmin(): boolean {
    return this.user?.isAdmin ?? false;
  }

  memberships(): Promise<DirectMemberships> {
    if (!this.user) return Promise.resolve({ groupsByPath: new Map(), projects: new Map() });
    this.direct ??= loadDirectMemberships(this.db, this.user.id);
    return this.direct;
  }

  /** group id → effective level for every group the viewer's memberships reach. */
  async reachableGroups(): Promise<Map<number, number>> {
    this.reachable ??= this.memberships().then((direct) => loadReachableGroupLevels(this.db, direct));
    return this.reachable;
  }

  async groupAccess(group: Pick<GroupRow, 'fullPath'>): Promise<number> {
    if (!this.user) return ACCESS.NO_ACCESS;
    return effectiveGroupAccess(group.fullPath, (await this.memberships()).groupsByPath);
  }

  async projectAccess(project: { id: number }, namespace: Pick<GroupRow, 'fullPath'>): Promise<number> {
    if (!this.user) return ACCESS.NO_ACCESS;
    return projectAccessFrom(await this.memberships(), project, namespace);
  }
}
