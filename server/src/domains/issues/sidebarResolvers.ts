import { connection, connectionPage, gid, type ConnectionArgs, type GraphQLContext } from '../../graphql/context.ts';
import { epicParents, type EpicParent } from '../epics/resolvers.ts';
import type { GroupRow } from '../groups/tables.ts';
import { textColorFor } from '../labels/rules.ts';
import type { LabelRow } from '../labels/tables.ts';
import { milestoneExpired } from '../milestones/rules.ts';
import { milestoneWebUrl } from '../milestones/serializers.ts';
import type { MilestoneRow } from '../milestones/tables.ts';
import { isSubscribedToIssue } from '../notifications/service.ts';
import type { ProjectRow } from '../projects/tables.ts';
import { projectFullPath } from '../projects/serializers.ts';
import { formatDuration } from '../time-tracking/rules.ts';
import type { UserRow } from '../users/tables.ts';
import { assigneesOfIssues, loadIssueMetadata, type IssueMetadata } from './metadata.ts';
import { labelsOfIssues } from '../labels/queries.ts';
import { milestonesByIds } from '../milestones/queries.ts';
import { batchLoad, forgetBatches } from '../../graphql/batch.ts';
import { issueParticipants } from './participants.ts';
import { issueResolvers } from './resolvers.ts';
import { epicReadability } from './view.ts';
import type { IssueRow } from './tables.ts';

/** The sidebar's GraphQL fields (GitLab 16.2 names and types) and the minimal work item query. */
export const issueSidebarTypeDefs = /* GraphQL */ `
  enum HealthStatus {
    onTrack
    needsAttention
    atRisk
  }

  enum MilestoneStateEnum {
    active
    closed
  }

  type Label {
    id: ID!
    title: String!
    color: String!
    textColor: String!
    description: String
    createdAt: Time!
    updatedAt: Time!
  }

  type LabelConnection {
    count: Int!
    nodes: [Label]
    pageInfo: PageInfo!
  }

  type Milestone {
    id: ID!
    iid: ID!
    title: String!
    description: String
    state: MilestoneStateEnum!
    startDate: Time
    dueDate: Time
    expired: Boolean!
    groupMilestone: Boolean!
    projectMilestone: Boolean!
    webPath: String!
    createdAt: Time!
    updatedAt: Time!
  }

  type UserCoreConnection {
    nodes: [UserCore]
    pageInfo: PageInfo!
  }

  extend type Issue {
    labels(after: String, before: String, first: Int, last: Int): LabelConnection
    assignees(after: String, before: String, first: Int, last: Int): UserCoreConnection
    participants(after: String, before: String, first: Int, last: Int): UserCoreConnection
    milestone: Milestone
    epic: Epic
    hasEpic: Boolean!
    healthStatus: HealthStatus
    weight: Int
    dueDate: Time
    timeEstimate: Int!
    totalTimeSpent: Int!
    humanTimeEstimate: String
    humanTotalTimeSpent: String
    subscribed: Boolean!
    blocked: Boolean!
    blockedByCount: Int
    blockingCount: Int!
    upvotes: Int!
    downvotes: Int!
    userNotesCount: Int!
  }

  enum WorkItemState {
    OPEN
    CLOSED
  }

  scalar WorkItemID
  scalar WorkItemsTypeID

  type WorkItemType {
    id: WorkItemsTypeID!
    name: String!
    iconName: String
  }

  type WorkItem {
    id: WorkItemID!
    iid: ID!
    title: String!
    state: WorkItemState!
    confidential: Boolean!
    description: String
    lockVersion: Int!
    createdAt: Time!
    updatedAt: Time!
    closedAt: Time
    webUrl: String
    workItemType: WorkItemType!
  }

  type WorkItemConnection {
    nodes: [WorkItem]
    pageInfo: PageInfo!
  }

  extend type Project {
    workItems(after: String, before: String, first: Int, last: Int, iid: String, iids: [String!]): WorkItemConnection
  }
`;

interface IssueParent {
  issue: IssueRow;
  project: ProjectRow;
  namespace: GroupRow;
  author: UserRow;
}

/** The issue rows an operation asked metadata for (the batch loads them by id). */
const metaRows = new WeakMap<GraphQLContext, Map<number, IssueRow>>();

/**
 * Metadata per issue, once per operation and in batches (`graphql/batch.ts`): the issues of a list are
 * read by one `loadIssueMetadata` (a query per relation), not one round of queries per issue.
 */
function metadataOf(context: GraphQLContext, issue: IssueRow): Promise<IssueMetadata> {
  let rows = metaRows.get(context);
  if (!rows) {
    rows = new Map();
    metaRows.set(context, rows);
  }
  rows.set(issue.id, issue);
  const known = rows;
  return batchLoad(context, 'issueMetadata', (ids: number[]) => loadIssueMetadata(context.db, ids.map((id) => known.get(id) as IssueRow)), issue.id);
}

/** An issue's labels alone, batched: a list asking only for labels (the epic tree) reads no other relation. */
const labelsOf = (context: GraphQLContext, issue: IssueRow) => batchLoad(context, 'issueLabels', (ids: number[]) => labelsOfIssues(context.db, ids), issue.id, () => []);
/** An issue's assignees alone, batched. */
const assigneesOfIssue = (context: GraphQLContext, issue: IssueRow) => batchLoad(context, 'issueAssignees', (ids: number[]) => assigneesOfIssues(context.db, ids), issue.id, () => []);
/** An issue's milestone alone, batched by milestone id. */
const milestoneOf = (context: GraphQLContext, milestoneId: number) => batchLoad(context, 'milestones', (ids: number[]) => milestonesByIds(context.db, ids), milestoneId, () => null);

/** Drops the memoised metadata of an operation: a subscription re-resolves each event with fresh data. */
export function forgetIssueMetadata(context: GraphQLContext): void {
  metaRows.delete(context);
  forgetBatches(context);
}

const HEALTH: Record<string, string> = { on_track: 'onTrack', needs_attention: 'needsAttention', at_risk: 'atRisk' };
const dateTime = (date: string | null) => (date ? `${date}T00:00:00Z` : null);

async function readableEpicOf(context: GraphQLContext, issue: IssueRow): Promise<EpicParent | null> {
  const meta = await metadataOf(context, issue);
  if (!meta.epic) return null;
  const readable = (await epicReadability(context.viewer, new Map([[issue.id, meta]]))).get(issue.id);
  return readable ? ((await epicParents(context, [meta.epic])).get(meta.epic.id) ?? null) : null;
}

export const issueSidebarResolvers = {
  Label: {
    id: (label: LabelRow) => gid(label.projectId !== null ? 'ProjectLabel' : 'GroupLabel', label.id),
    textColor: (label: LabelRow) => textColorFor(label.color),
    createdAt: (label: LabelRow) => label.createdAt.toISOString(),
    updatedAt: (label: LabelRow) => label.updatedAt.toISOString(),
  },
  Milestone: {
    id: ({ milestone }: { milestone: MilestoneRow }) => gid('Milestone', milestone.id),
    iid: ({ milestone }: { milestone: MilestoneRow }) => String(milestone.iid),
    title: ({ milestone }: { milestone: MilestoneRow }) => milestone.title,
    description: ({ milestone }: { milestone: MilestoneRow }) => milestone.description,
    state: ({ milestone }: { milestone: MilestoneRow }) => milestone.state,
    startDate: ({ milestone }: { milestone: MilestoneRow }) => dateTime(milestone.startDate),
    dueDate: ({ milestone }: { milestone: MilestoneRow }) => dateTime(milestone.dueDate),
    expired: ({ milestone }: { milestone: MilestoneRow }) => milestoneExpired(milestone),
    groupMilestone: ({ milestone }: { milestone: MilestoneRow }) => milestone.groupId !== null,
    projectMilestone: ({ milestone }: { milestone: MilestoneRow }) => milestone.projectId !== null,
    webPath: ({ milestone, projectPath, groupPath }: { milestone: MilestoneRow; projectPath: string; groupPath?: string }) => milestoneWebUrl('', milestone, { projectPath, groupPath }),
    createdAt: ({ milestone }: { milestone: MilestoneRow }) => milestone.createdAt.toISOString(),
    updatedAt: ({ milestone }: { milestone: MilestoneRow }) => milestone.updatedAt.toISOString(),
  },
  Issue: {
    labels: async ({ issue }: IssueParent, _: unknown, context: GraphQLContext) => {
      const labels = await labelsOf(context, issue);
      return connection(labels, 0, labels.length);
    },
    assignees: async ({ issue }: IssueParent, _: unknown, context: GraphQLContext) => {
      const assignees = await assigneesOfIssue(context, issue);
      return connection(assignees, 0, assignees.length);
    },
    /** The viewer's participants (participants.ts); `first`/`after` paging. */
    participants: async ({ issue, project, namespace }: IssueParent, args: ConnectionArgs, context: GraphQLContext) => {
      const accessLevel = await context.viewer.projectAccess(project, namespace);
      const list = await issueParticipants(context.db, context.viewer, { issue, project, namespace, accessLevel });
      const { offset, limit } = connectionPage(args);
      return connection(list.slice(offset, offset + limit), offset, list.length);
    },
    milestone: async ({ issue, project, namespace }: IssueParent, _: unknown, context: GraphQLContext) => {
      if (issue.milestoneId === null) return null;
      const milestone = await milestoneOf(context, issue.milestoneId);
      if (!milestone) return null;
      const group = milestone.groupId === null ? undefined : await context.loaders.group(milestone.groupId);
      return { milestone, projectPath: projectFullPath(project, namespace), groupPath: group?.fullPath };
    },
    epic: ({ issue }: IssueParent, _: unknown, context: GraphQLContext) => readableEpicOf(context, issue),
    hasEpic: ({ issue }: IssueParent) => issue.epicId !== null,
    healthStatus: ({ issue }: IssueParent) => (issue.healthStatus ? HEALTH[issue.healthStatus] : null),
    weight: ({ issue }: IssueParent) => issue.weight,
    dueDate: ({ issue }: IssueParent) => dateTime(issue.dueDate),
    timeEstimate: ({ issue }: IssueParent) => issue.timeEstimate,
    totalTimeSpent: async ({ issue }: IssueParent, _: unknown, context: GraphQLContext) => (await metadataOf(context, issue)).totalTimeSpent,
    humanTimeEstimate: ({ issue }: IssueParent) => formatDuration(issue.timeEstimate),
    humanTotalTimeSpent: async ({ issue }: IssueParent, _: unknown, context: GraphQLContext) => formatDuration((await metadataOf(context, issue)).totalTimeSpent),
    subscribed: ({ issue }: IssueParent, _: unknown, context: GraphQLContext) => isSubscribedToIssue(context.db, context.viewer.user?.id ?? null, issue),
    blocked: async ({ issue }: IssueParent, _: unknown, context: GraphQLContext) => (await metadataOf(context, issue)).blockedByCount > 0,
    blockedByCount: async ({ issue }: IssueParent, _: unknown, context: GraphQLContext) => (await metadataOf(context, issue)).blockedByCount,
    blockingCount: async ({ issue }: IssueParent, _: unknown, context: GraphQLContext) => (await metadataOf(context, issue)).blockingIssuesCount,
    upvotes: async ({ issue }: IssueParent, _: unknown, context: GraphQLContext) => (await metadataOf(context, issue)).upvotes,
    downvotes: async ({ issue }: IssueParent, _: unknown, context: GraphQLContext) => (await metadataOf(context, issue)).downvotes,
    userNotesCount: async ({ issue }: IssueParent, _: unknown, context: GraphQLContext) => (await metadataOf(context, issue)).userNotesCount,
  },
  Project: {
    /** workItemByIid: the project's issues as work items (only the fields the page reads). */
    workItems: async (parent: { project: ProjectRow; namespace: GroupRow }, args: { iid?: string | null; iids?: string[] | null }, context: GraphQLContext) => {
      const wanted = [...(args.iid ? [args.iid] : []), ...(args.iids ?? [])].filter((iid) => /^\d{1,10}$/.test(iid));
      const found: IssueParent[] = [];
      for (const iid of wanted) {
        const item = (await issueResolvers.Project.issue(parent, { iid, state: null }, context)) as IssueParent | null;
        if (item) found.push(item);
      }
      return connection(found, 0, found.length);
    },
  },
  WorkItem: {
    id: ({ issue }: IssueParent) => gid('WorkItem', issue.id),
    iid: ({ issue }: IssueParent) => String(issue.iid),
    title: ({ issue }: IssueParent) => issue.title,
    state: ({ issue }: IssueParent) => (issue.state === 'closed' ? 'CLOSED' : 'OPEN'),
    confidential: ({ issue }: IssueParent) => issue.confidential,
    description: ({ issue }: IssueParent) => issue.description,
    lockVersion: ({ issue }: IssueParent) => issue.lockVersion,
    createdAt: ({ issue }: IssueParent) => issue.createdAt.toISOString(),
    updatedAt: ({ issue }: IssueParent) => issue.updatedAt.toISOString(),
    closedAt: ({ issue }: IssueParent) => issue.closedAt?.toISOString() ?? null,
    webUrl: ({ issue, project, namespace }: IssueParent, _: unknown, context: GraphQLContext) =>
      `${context.config.externalUrl}/${projectFullPath(project, namespace)}/-/${issue.issueType === 'incident' ? 'issues/incident' : 'issues'}/${issue.iid}`,
    workItemType: ({ issue }: IssueParent) =>
      issue.issueType === 'incident' ? { id: 'gid://gitlab/WorkItems::Type/2', name: 'Incident', iconName: 'issue-type-incident' } : { id: 'gid://gitlab/WorkItems::Type/1', name: 'Issue', iconName: 'issue-type-issue' },
  },
};

