import { gid, type GraphQLContext } from '../../graphql/context.ts';
import { findGroup } from './queries.ts';
import { canReadGroup } from './rules.ts';
import { groupWebUrl } from './serializers.ts';
import type { GroupRow } from './tables.ts';
import { projectsConnection, type ProjectsArgs } from '../projects/resolvers.ts';

export const groupTypeDefs = /* GraphQL */ `
  type Group {
    id: ID!
    name: String!
    path: String!
    fullPath: ID!
    fullName: String!
    webUrl: String!
    description: String
    visibility: String
    avatarUrl: String
    parent: Group
    projects(after: String, before: String, first: Int, last: Int, includeSubgroups: Boolean = false, search: String): ProjectConnection!
  }

  type GroupConnection {
    nodes: [Group]
    edges: [GroupEdge]
    pageInfo: PageInfo!
  }

  type GroupEdge {
    cursor: String!
    node: Group
  }

  type Namespace {
    id: ID!
    name: String!
    path: String!
    fullPath: ID!
    fullName: String!
    description: String
    visibility: String
    projects(after: String, before: String, first: Int, last: Int, includeSubgroups: Boolean = false, search: String): ProjectConnection!
  }

  extend type Query {
    group(fullPath: ID!): Group
    namespace(fullPath: ID!): Namespace
  }
`;

/** The group if the viewer may read it; null otherwise (GraphQL answers null, never "forbidden"). */
export async function readableGroupOrNull(context: GraphQLContext, group: GroupRow | undefined): Promise<GroupRow | null> {
  if (!group) return null;
  return canReadGroup(context.viewer.facts, group, await context.viewer.groupAccess(group)) ? group : null;
}

const namespaceFields = {
  id: (group: GroupRow) => gid('Group', group.id),
  fullPath: (group: GroupRow) => group.fullPath,
  fullName: (group: GroupRow, _: unknown, context: GraphQLContext) => context.loaders.fullName(group),
  projects: (group: GroupRow, args: ProjectsArgs, context: GraphQLContext) => projectsConnection(context, group, args),
};

export const groupResolvers = {
  Query: {
    group: async (_: unknown, args: { fullPath: string }, context: GraphQLContext) =>
      readableGroupOrNull(context, await findGroup(context.db, { fullPath: args.fullPath })),
    namespace: async (_: unknown, args: { fullPath: string }, context: GraphQLContext) =>
      readableGroupOrNull(context, await findGroup(context.db, { fullPath: args.fullPath })),
  },
  Group: {
    ...namespaceFields,
    webUrl: (group: GroupRow, _: unknown, context: GraphQLContext) => groupWebUrl(context.config.externalUrl, group),
    avatarUrl: () => null,
    parent: async (group: GroupRow, _: unknown, context: GraphQLContext) =>
      group.parentId === null ? null : readableGroupOrNull(context, await context.loaders.group(group.parentId)),
  },
  Namespace: namespaceFields,
};
