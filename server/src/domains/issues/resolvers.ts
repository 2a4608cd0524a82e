import { connection, connectionPage, gid, parseGid, type ConnectionArgs, type GraphQLContext } from '../../graphql/context.ts';
import { AppError } from '../../errors.ts';
import { findProject, type ProjectWithNamespace } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import type { UserRow } from '../users/tables.ts';
import { findIssueByIid, listIssues } from './queries.ts';
import { canReadIssue } from './rules.ts';
import { issueReference, issueWebUrl } from './serializers.ts';
import type { IssueRow } from './tables.ts';
import { issues } from './tables.ts';
import { eq } from 'drizzle-orm';
import { projects } from '../projects/tables.ts';

export const issueTypeDefs = /* GraphQL */ `
  enum IssueState {
    opened
    closed
    locked
    all
  }

  enum IssuableState {
    opened
    closed
    locked
    all
  }

  enum IssueType {
    ISSUE
    INCIDENT
    TEST_CASE
    REQUIREMENT
    TASK
    OBJECTIVE
    KEY_RESULT
  }

  type Issue {
    id: ID!
    iid: ID!
    title: String!
    description: String
    state: IssueState!
    type: IssueType
    reference(full: Boolean = false): String!
    confidential: Boolean!
    discussionLocked: Boolean!
    webUrl: String!
    createdAt: Time!
    updatedAt: Time!
    closedAt: Time
    author: UserCore!
    projectId: Int!
  }

  type IssueConnection {
    nodes: [Issue]
    count: Int!
    pageInfo: PageInfo!
  }

  union Issuable = Issue

  extend type Project {
    issue(iid: String, state: IssuableState): Issue
    issues(after: String, before: String, first: Int, last: Int, iid: String, state: IssuableState, confidential: Boolean): IssueConnection
  }

  extend type Subscription {
    """Sends the issuable when its title changes (channel issuable:<gid>)."""
    issuableTitleUpdated(issuableId: IssuableID!): Issuable
  }
`;

/** What an Issue resolver receives: the row plus the context to build paths and check access. */
interface IssueParent {
  issue: IssueRow;
  project: ProjectWithNamespace['project'];
  namespace: ProjectWithNamespace['namespace'];
  author: UserRow;
}

/** Live channel of an issuable's changes; publishers and the subscription agree on it here. */
export const issuableChannel = (issueId: number) => `issuable:${gid('Issue', issueId)}`;

async function readableIssue(context: GraphQLContext, issueId: number): Promise<IssueParent | null> {
  const [row] = await context.db.select({ issue: issues, project: projects }).from(issues).innerJoin(projects, eq(projects.id, issues.projectId)).where(eq(issues.id, issueId));
  if (!row) return null;
  const found = await findProject(context.db, { id: row.project.id });
  if (!found) return null;
  const level = await context.viewer.projectAccess(found.project, found.namespace);
  if (!canReadProject(context.viewer.facts, found.project, level)) return null;
  const withAuthor = await findIssueByIid(context.db, found.project.id, row.issue.iid);
  if (!withAuthor || !canReadIssue(context.viewer.facts, withAuthor.issue, level)) return null;
  return { ...found, ...withAuthor };
}

interface IssuesArgs extends ConnectionArgs {
  iid?: string | null;
  state?: 'opened' | 'closed' | 'locked' | 'all' | null;
  confidential?: boolean | null;
}

const issueState = (state: IssuesArgs['state']) => (state === 'locked' ? 'opened' : (state ?? undefined));

export const issueResolvers = {
  Project: {
    issue: async (parent: ProjectWithNamespace, args: { iid?: string | null; state?: IssuesArgs['state'] }, context: GraphQLContext) => {
      if (!args.iid || !/^\d+$/.test(args.iid)) return null;
      const found = await findIssueByIid(context.db, parent.project.id, Number(args.iid));
      if (!found) return null;
      const state = issueState(args.state);
      if (state && state !== 'all' && found.issue.state !== state) return null;
      const level = await context.viewer.projectAccess(parent.project, parent.namespace);
      return canReadIssue(context.viewer.facts, found.issue, level) ? { ...parent, ...found } : null;
    },
    issues: async (parent: ProjectWithNamespace, args: IssuesArgs, context: GraphQLContext) => {
      const { offset, limit } = connectionPage(args);
      if (args.iid) {
        const single = await issueResolvers.Project.issue(parent, { iid: args.iid, state: args.state ?? null }, context);
        return connection(single ? [single] : [], 0, single ? 1 : 0);
      }
      const { rows, total } = await listIssues(
        context.db,
        context.viewer,
        {
          scope: 'all',
          projectId: parent.project.id,
          state: issueState(args.state),
          confidential: args.confidential ?? undefined,
          orderBy: 'created_at',
          sort: 'desc',
        },
        { page: 1, perPage: limit, offset },
      );
      return connection(rows, offset, total);
    },
  },
  Issue: {
    id: ({ issue }: IssueParent) => gid('Issue', issue.id),
    iid: ({ issue }: IssueParent) => String(issue.iid),
    title: ({ issue }: IssueParent) => issue.title,
    description: ({ issue }: IssueParent) => issue.description,
    state: ({ issue }: IssueParent) => issue.state,
    type: ({ issue }: IssueParent) => issue.issueType.toUpperCase(),
    reference: ({ issue, project, namespace }: IssueParent, args: { full?: boolean | null }) => issueReference(issue, project, namespace, Boolean(args.full)),
    confidential: ({ issue }: IssueParent) => issue.confidential,
    discussionLocked: ({ issue }: IssueParent) => issue.discussionLocked,
    webUrl: ({ issue, project, namespace }: IssueParent, _: unknown, context: GraphQLContext) => issueWebUrl(context.config.externalUrl, issue, project, namespace),
    createdAt: ({ issue }: IssueParent) => issue.createdAt.toISOString(),
    updatedAt: ({ issue }: IssueParent) => issue.updatedAt.toISOString(),
    closedAt: ({ issue }: IssueParent) => issue.closedAt?.toISOString() ?? null,
    author: ({ author }: IssueParent) => author,
    projectId: ({ issue }: IssueParent) => issue.projectId,
  },
  Issuable: {
    __resolveType: () => 'Issue',
  },
  Subscription: {
    issuableTitleUpdated: {
      // Access is checked when subscribing and again for every event (it may have changed meanwhile).
      subscribe: async (_: unknown, args: { issuableId: string }, context: GraphQLContext) => {
        const id = parseGid(args.issuableId, 'Issue');
        if (id === undefined || !(await readableIssue(context, id))) {
          throw new AppError('NOT_FOUND');
        }
        return context.live.iterate(issuableChannel(id));
      },
      resolve: async (_payload: unknown, args: { issuableId: string }, context: GraphQLContext) => {
        const id = parseGid(args.issuableId, 'Issue');
        return id === undefined ? null : readableIssue(context, id);
      },
    },
  },
};
