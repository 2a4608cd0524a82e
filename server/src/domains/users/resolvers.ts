import { and, asc, count, ilike, inArray, or } from 'drizzle-orm';
import { connection, connectionPage, gid, type ConnectionArgs, type GraphQLContext } from '../../graphql/context.ts';
import { groups } from '../groups/tables.ts';
import { ACCESS } from '../memberships/rules.ts';
import { avatarUrlOf } from './avatars.ts';
import { userWebUrl } from './serializers.ts';
import type { UserRow } from './tables.ts';

export const userTypeDefs = /* GraphQL */ `
  enum UserState {
    active
    blocked
    deactivated
  }

  enum GroupPermission {
    CREATE_PROJECTS
    IMPORT_PROJECTS
    TRANSFER_PROJECTS
  }

  type UserCore {
    id: ID!
    username: String!
    name: String!
    avatarUrl: String
    webUrl: String!
    webPath: String!
    state: UserState!
    publicEmail: String
    groups(after: String, before: String, first: Int, last: Int, permissionScope: GroupPermission, search: String): GroupConnection
  }

  extend type Query {
    """The signed-in user; null when anonymous."""
    currentUser: UserCore
  }
`;

interface GroupsArgs extends ConnectionArgs {
  search?: string | null;
  permissionScope?: string | null;
}

export const userResolvers = {
  Query: {
    currentUser: (_: unknown, __: unknown, context: GraphQLContext) => context.user,
  },
  UserCore: {
    id: (user: UserRow) => gid('User', user.id),
    avatarUrl: (user: UserRow, _: unknown, context: GraphQLContext) => avatarUrlOf(context.config.externalUrl, user),
    webUrl: (user: UserRow, _: unknown, context: GraphQLContext) => userWebUrl(context.config.externalUrl, user),
    webPath: (user: UserRow) => `/${user.username}`,
    publicEmail: () => null,
    /**
     * Groups the user's memberships reach. Only the viewer's own groups are listed; for anybody else
     * the list is empty, so membership in private groups never leaks.
     */
    groups: async (user: UserRow, args: GroupsArgs, context: GraphQLContext) => {
      const { offset, limit } = connectionPage(args);
      if (context.user?.id !== user.id) return connection([], offset, 0);
      const reachable = await context.viewer.reachableGroups();
      // GitLab creates projects from maintainer up; import and transfer need the same.
      const minimum = args.permissionScope ? ACCESS.MAINTAINER : ACCESS.GUEST;
      const ids = [...reachable].filter(([, level]) => level >= minimum).map(([id]) => id);
      if (ids.length === 0) return connection([], offset, 0);
      const term = args.search ? `%${args.search}%` : undefined;
      const where = and(inArray(groups.id, ids), term ? or(ilike(groups.name, term), ilike(groups.path, term)) : undefined);
      const [rows, totals] = await Promise.all([
        context.db.select().from(groups).where(where).orderBy(asc(groups.fullPath)).limit(limit).offset(offset),
        context.db.select({ n: count() }).from(groups).where(where),
      ]);
      return connection(rows, offset, totals[0]?.n ?? 0);
    },
  },
};
