import { eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { currentViewer, filteredEvents } from '../../graphql/liveEvents.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { findProject, type ProjectWithNamespace } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import type { UserRow } from '../users/tables.ts';
import { issuableChannel, type IssueChange } from './live.ts';
import { findIssueByIid } from './queries.ts';
import { canReadIssue } from './rules.ts';
import { forgetIssueMetadata } from './sidebarResolvers.ts';
import { issues, type IssueRow } from './tables.ts';

/**
 * GitLab 16.2's issuable subscriptions (Subscriptions::IssuableUpdated and workItemUpdated). Each
 * names the issue by global id and sends it again when that part of it changes.
 */
export const issueSubscriptionTypeDefs = /* GraphQL */ `
  extend type Subscription {
    """Triggered when the title of an issuable is updated."""
    issuableTitleUpdated(issuableId: IssuableID!): Issuable
    """Triggered when the description of an issuable is updated."""
    issuableDescriptionUpdated(issuableId: IssuableID!): Issuable
    """Triggered when the assignees of an issuable are updated."""
    issuableAssigneesUpdated(issuableId: IssuableID!): Issuable
    """Triggered when the labels of an issuable are updated."""
    issuableLabelsUpdated(issuableId: IssuableID!): Issuable
    """Triggered when the due date or start date of an issuable is updated."""
    issuableDatesUpdated(issuableId: IssuableID!): Issuable
    """Triggered when the milestone of an issuable is updated."""
    issuableMilestoneUpdated(issuableId: IssuableID!): Issuable
    """Triggered when the health status of an issuable is updated."""
    issuableHealthStatusUpdated(issuableId: IssuableID!): Issuable
    """Triggered when the weight of an issuable is updated."""
    issuableWeightUpdated(issuableId: IssuableID!): Issuable
    """Triggered when the epic of an issuable is updated."""
    issuableEpicUpdated(issuableId: IssuableID!): Issuable
    """Triggered when the iteration of an issuable is updated."""
    issuableIterationUpdated(issuableId: IssuableID!): Issuable
    """Triggered when a work item is updated (any change: state, title, sidebar, links…)."""
    workItemUpdated(workItemId: WorkItemID!): WorkItem
  }
`;

/** What the Issue and WorkItem resolvers receive. */
interface IssueParent {
  issue: IssueRow;
  project: ProjectWithNamespace['project'];
  namespace: ProjectWithNamespace['namespace'];
  author: UserRow;
}

/** `gid://gitlab/Issue/1`, or `gid://gitlab/WorkItem/1` (work items are issues here) → 1. */
export function issuableIdOf(value: unknown): number | undefined {
  const match = typeof value === 'string' ? /^gid:\/\/gitlab\/(?:Issue|WorkItem)\/(\d{1,10})$/.exec(value) : null;
  return match ? Number(match[1]) : undefined;
}

/** The issue as `viewer` may read it now, or null (gone, hidden, confidential for them, project out of reach). */
async function readableIssue(context: GraphQLContext, viewer: Viewer, issueId: number): Promise<IssueParent | null> {
  const [row] = await context.db.select({ projectId: issues.projectId, iid: issues.iid }).from(issues).where(eq(issues.id, issueId));
  if (!row) return null;
  const found = await findProject(context.db, { id: row.projectId });
  if (!found) return null;
  const level = await viewer.projectAccess(found.project, found.namespace);
  if (!canReadProject(viewer.facts, found.project, level)) return null;
  const withAuthor = await findIssueByIid(context.db, found.project.id, row.iid);
  if (!withAuthor || !canReadIssue(viewer.facts, withAuthor.issue, level)) return null;
  return { ...found, ...withAuthor };
}


/**
 * A subscription on the issue's `issuable:<gid>` channel: `change` picks the events (null: every
 * update). Access is checked when subscribing (NOT_FOUND) and again for every event with the user and
 * memberships read afresh; events the subscriber may no longer see are dropped, never sent as null.
 */
function issuableSubscription(argument: 'issuableId' | 'workItemId', change: IssueChange | null) {
  return {
    subscribe: async (_: unknown, args: Record<string, unknown>, context: GraphQLContext) => {
      const issueId = issuableIdOf(args[argument]);
      if (issueId === undefined || !(await readableIssue(context, context.viewer, issueId))) throw new AppError('NOT_FOUND');
      return filteredEvents(context.live.iterate(issuableChannel(issueId)), async (payload) => {
        const changes = Array.isArray(payload.changes) ? payload.changes : [];
        if (change !== null && !changes.includes(change)) return null;
        const viewer = await currentViewer(context);
        if (!viewer) return null;
        // The operation's context lives as long as the subscription: field resolvers must see this
        // event's viewer and data, not what the first event memoised.
        context.viewer = viewer;
        context.user = viewer.user;
        forgetIssueMetadata(context);
        const issue = await readableIssue(context, viewer, issueId);
        return issue ? { issue } : null;
      });
    },
    resolve: (payload: { issue: IssueParent }) => payload.issue,
  };
}

const ISSUABLE_SUBSCRIPTIONS: Record<string, IssueChange> = {
  issuableTitleUpdated: 'title',
  issuableDescriptionUpdated: 'description',
  issuableAssigneesUpdated: 'assignees',
  issuableLabelsUpdated: 'labels',
  issuableDatesUpdated: 'dates',
  issuableMilestoneUpdated: 'milestone',
  issuableHealthStatusUpdated: 'health_status',
  issuableWeightUpdated: 'weight',
  issuableEpicUpdated: 'epic',
  issuableIterationUpdated: 'iteration',
};

export const issueSubscriptionResolvers = {
  Subscription: {
    ...Object.fromEntries(Object.entries(ISSUABLE_SUBSCRIPTIONS).map(([field, change]) => [field, issuableSubscription('issuableId', change)])),
    workItemUpdated: issuableSubscription('workItemId', null),
  },
};
