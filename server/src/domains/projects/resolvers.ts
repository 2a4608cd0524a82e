import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { connection, connectionPage, gid, type ConnectionArgs, type GraphQLContext } from '../../graphql/context.ts';
import { subtreeGroupIds } from '../groups/queries.ts';
import { groups, type GroupRow } from '../groups/tables.ts';
import { findProject, visibleProjectsCondition, type ProjectWithNamespace } from './queries.ts';
import { canReadProject } from './rules.ts';
import { projectFullPath, projectWebUrl } from './serializers.ts';
import { projects } from './tables.ts';

export const projectTypeDefs = /* GraphQL */ `
  type Project {
    id: ID!
    name: String!
    path: String!
    fullPath: ID!
    nameWithNamespace: String!
    webUrl: String
    visibility: String
    description: String
    archived: Boolean
    avatarUrl: String
    createdAt: Time
    lastActivityAt: Time
    group: Group
    namespace: Namespace
  }

  type ProjectConnection {
    nodes: [Project]
    edges: [ProjectEdge]
    count: Int!
    pageInfo: PageInfo!
  }

  type ProjectEdge {
    cursor: String!
    node: Project
  }

  extend type Query {
    project(fullPath: ID!): Project
  }
`;

export interface ProjectsArgs extends ConnectionArgs {
  includeSubgroups?: boolean | null;
  search?: string | null;
}

/** The readable projects of a group (optionally its subgroups too), as a connection. */
export async function projectsConnection(context: GraphQLContext, group: GroupRow, args: ProjectsArgs) {
  const { offset, limit } = connectionPage(args);
  const namespaceIds = args.includeSubgroups ? await subtreeGroupIds(context.db, group) : [group.id];
  const term = args.search ? `%${args.search}%` : undefined;
  const where = and(
    await visibleProjectsCondition(context.viewer),
    inArray(projects.namespaceId, namespaceIds),
    term ? or(ilike(projects.name, term), ilike(projects.path, term)) : undefined,
  );
  const [rows, totals] = await Promise.all([
    context.db
      .select({ project: projects, namespace: groups })
      .from(projects)
      .innerJoin(groups, eq(groups.id, projects.namespaceId))
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(limit)
      .offset(offset),
    context.db.select({ n: count() }).from(projects).where(where ?? sql`true`),
  ]);
  return connection(rows, offset, totals[0]?.n ?? 0);
}

export async function readableProjectOrNull(context: GraphQLContext, fullPath: string): Promise<ProjectWithNamespace | null> {
  const found = await findProject(context.db, { fullPath });
  if (!found) return null;
  const level = await context.viewer.projectAccess(found.project, found.namespace);
  return canReadProject(context.viewer.facts, found.project, level) ? found : null;
}

type Parent = ProjectWithNamespace;

export const projectResolvers = {
  Query: {
    project: (_: unknown, args: { fullPath: string }, context: GraphQLContext) => readableProjectOrNull(context, args.fullPath),
  },
  Project: {
    id: ({ project }: Parent) => gid('Project', project.id),
    name: ({ project }: Parent) => project.name,
    path: ({ project }: Parent) => project.path,
    fullPath: ({ project, namespace }: Parent) => projectFullPath(project, namespace),
    nameWithNamespace: async ({ project, namespace }: Parent, _: unknown, context: GraphQLContext) =>
      `${await context.loaders.fullName(namespace)} / ${project.name}`,
    webUrl: ({ project, namespace }: Parent, _: unknown, context: GraphQLContext) => projectWebUrl(context.config.externalUrl, project, namespace),
    visibility: ({ project }: Parent) => project.visibility,
    description: ({ project }: Parent) => project.description,
    archived: ({ project }: Parent) => project.archived,
    avatarUrl: () => null,
    createdAt: ({ project }: Parent) => project.createdAt.toISOString(),
    lastActivityAt: ({ project }: Parent) => project.lastActivityAt.toISOString(),
    // The namespace is readable whenever the project is (a project is never more visible than its group).
    group: ({ namespace }: Parent) => namespace,
    namespace: ({ namespace }: Parent) => namespace,
  },
};
