import { idNumber } from '../../lib/params.ts';
import { connection, connectionPage, gid, type ConnectionArgs, type GraphQLContext } from '../../graphql/context.ts';
import type { ProjectWithNamespace } from '../projects/queries.ts';
import type { UserRow } from '../users/tables.ts';
import { findIssueByIid, listIssues } from './queries.ts';
import { canReadIssue } from './rules.ts';
import { confidentialAssigneesOf } from './assignees.ts';
import { issueReference, issueWebUrl } from './serializers.ts';
import type { IssueRow } from './tables.ts';

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

  union Issuable = Issue | Epic

  extend type Project {
    issue(iid: String, state: IssuableState): Issue
    issues(after: String, before: String, first: Int, last: Int, iid: String, state: IssuableState, confidential: Boolean): IssueConnection
  }
`;

/** What an Issue resolver receives: the row plus the context to build paths and check access. */
interface IssueParent {
  issue: IssueRow;
  project: ProjectWithNamespace['project'];
  namespace: ProjectWithNamespace['namespace'];
  author: UserRow;
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
      const found = await findIssueByIid(context.db, parent.project.id, idNumber(args.iid));
      if (!found) return null;
      const state = issueState(args.state);
      if (state && state !== 'all' && found.issue.state !== state) return null;
      const level = await context.viewer.projectAccess(parent.project, parent.namespace);
      return canReadIssue(context.viewer.facts, found.issue, level, await confidentialAssigneesOf(context.db, found.issue)) ? { ...parent, ...found } : null;
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
    // Subscriptions answer an issue's or an epic's parent (issues/subscriptions.ts).
    __resolveType: (parent: object) => ('epic' in parent ? 'Epic' : 'Issue'),
  },
};
