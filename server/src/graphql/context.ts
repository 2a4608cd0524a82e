import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { findGroupsByIds, fullNames } from '../domains/groups/queries.ts';
import type { GroupRow } from '../domains/groups/tables.ts';
import type { Viewer } from '../domains/memberships/viewer.ts';
import { findSubscriptions } from '../domains/subscriptions/queries.ts';
import type { GitlabSubscriptionRow } from '../domains/subscriptions/tables.ts';
import type { UserRow } from '../domains/users/tables.ts';
import type { Live } from '../plugins/live.ts';

/** Per-operation memo of lookups several resolvers repeat (parents, names, subscriptions). */
export class Loaders {
  private groups = new Map<number, Promise<GroupRow | undefined>>();
  private names = new Map<number, Promise<string>>();
  private subscriptions = new Map<number, Promise<GitlabSubscriptionRow | undefined>>();

  constructor(private readonly db: Db) {}

  group(id: number): Promise<GroupRow | undefined> {
    let found = this.groups.get(id);
    if (!found) {
      found = findGroupsByIds(this.db, [id]).then((rows) => rows[0]);
      this.groups.set(id, found);
    }
    return found;
  }

  fullName(group: GroupRow): Promise<string> {
    let found = this.names.get(group.id);
    if (!found) {
      found = fullNames(this.db, [group]).then((names) => names.get(group.id) ?? group.name);
      this.names.set(group.id, found);
    }
    return found;
  }

  subscription(groupId: number): Promise<GitlabSubscriptionRow | undefined> {
    let found = this.subscriptions.get(groupId);
    if (!found) {
      found = findSubscriptions(this.db, [groupId]).then((rows) => rows.get(groupId));
      this.subscriptions.set(groupId, found);
    }
    return found;
  }
}

export interface GraphQLContext {
  viewer: Viewer;
  user: UserRow | null;
  db: Db;
  live: Live;
  loaders: Loaders;
  config: Config;
}

export function buildContext(deps: { viewer: Viewer; db: Db; live: Live; config: Config }): GraphQLContext {
  return { ...deps, user: deps.viewer.user, loaders: new Loaders(deps.db) };
}

/** GitLab global ids: gid://gitlab/Group/1. */
export function gid(type: string, id: number): string {
  return `gid://gitlab/${type}/${id}`;
}

export function parseGid(value: string, type: string): number | undefined {
  const match = new RegExp(`^gid://gitlab/${type}/(\\d+)$`).exec(value);
  return match ? Number(match[1]) : undefined;
}

/** Offset cursors: opaque to clients, enough for the sizes we serve. */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

export function connectionPage(args: ConnectionArgs): { offset: number; limit: number } {
  const limit = Math.min(Math.max(args.first ?? 100, 0), 100);
  const offset = args.after ? Number(Buffer.from(args.after, 'base64url').toString('utf8')) || 0 : 0;
  return { offset, limit };
}

export function connection<T>(items: T[], offset: number, total: number) {
  const cursor = (n: number) => Buffer.from(String(n)).toString('base64url');
  return {
    nodes: items,
    edges: items.map((node, index) => ({ node, cursor: cursor(offset + index + 1) })),
    count: total,
    pageInfo: {
      hasNextPage: offset + items.length < total,
      hasPreviousPage: offset > 0,
      startCursor: items.length ? cursor(offset + 1) : null,
      endCursor: items.length ? cursor(offset + items.length) : null,
    },
  };
}
