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
import { confidentialAssigneesOf } from './assignees.ts';
import { forgetIssueMetadata } from './sidebarResolvers.ts';
import { issues, type IssueRow } from './tables.ts';
import { epicIssuableChannel } from '../epics/live.ts';
import { loadEpicIn } from '../epics/service.ts';
import { epics, type EpicRow } from '../epics/tables.ts';
import { findGroupsByIds } from '../groups/queries.ts';
import type { GroupRow } from '../groups/tables.ts';

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

/** The issue as `viewer` may read it now, or null (gone, hidden, confidential for them, project out of reach). */
async function readableIssue(context: GraphQLContext, viewer: Viewer, issueId: number): Promise<IssueParent | null> {
  const [row] = await context.db.select({ projectId: issues.projectId, iid: issues.iid }).from(issues).where(eq(issues.id, issueId));
  if (!row) return null;
  const found = await findProject(context.db, { id: row.projectId });
  if (!found) return null;
  const level = await viewer.projectAccess(found.project, found.namespace);
  if (!canReadProject(viewer.facts, found.project, level)) return null;
  const withAuthor = await findIssueByIid(context.db, found.project.id, row.iid);
  if (!withAuthor || !canReadIssue(viewer.facts, withAuthor.issue, level, await confidentialAssigneesOf(context.db, withAuthor.issue))) return null;
  return { ...found, ...withAuthor };
}


/** An epic as `viewer` may read it now (the Epic type's parent), or null. */
async function readableEpicParent(context: GraphQLContext, viewer: Viewer, epicId: number): Promise<{ epic: EpicRow; group: GroupRow } | null> {
  const [row] = await context.db.select({ groupId: epics.groupId, iid: epics.iid }).from(epics).where(eq(epics.id, epicId));
  const [group] = row ? await findGroupsByIds(context.db, [row.groupId]) : [];
  if (!row || !group) return null;
  try {
    const ctx = await loadEpicIn(context.db, viewer, group, row.iid);
    return { epic: ctx.epic, group: ctx.group };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The issuable kinds a subscription may name, by GlobalID type: where its changes are published and
 * how it is read for a viewer (the kind's one read rule). Work items are issues here.
 */
const LIVE_KINDS: Record<string, { channel: (id: number) => string; readable: (context: GraphQLContext, viewer: Viewer, id: number) => Promise<object | null> }> = {
  Issue: { channel: issuableChannel, readable: readableIssue },
  WorkItem: { channel: issuableChannel, readable: readableIssue },
  Epic: { channel: epicIssuableChannel, readable: readableEpicParent },
};

/** `gid://gitlab/<Kind>/<id>` of a kind `allowed` names → the kind and id. */
function liveTarget(value: unknown, allowed: readonly string[]): { kind: (typeof LIVE_KINDS)[string]; id: number } | undefined {
  const match = typeof value === 'string' ? /^gid:\/\/gitlab\/(\w+)\/(\d{1,10})$/.exec(value) : null;
  const kind = match && allowed.includes(match[1] as string) ? LIVE_KINDS[match[1] as string] : undefined;
  return kind && match ? { kind, id: Number(match[2]) } : undefined;
}

/**
 * A subscription on the issuable's `issuable:<gid>` channel (issues and epics publish there): `change`
 * picks the events (null: every update). Access is checked when subscribing (NOT_FOUND) and again for
 * every event with the user and memberships read afresh; events the subscriber may no longer see are
 * dropped, never sent as null.
 */
function issuableSubscription(argument: 'issuableId' | 'workItemId', change: IssueChange | null) {
  const allowed = argument === 'workItemId' ? ['Issue', 'WorkItem'] : ['Issue', 'WorkItem', 'Epic'];
  return {
    subscribe: async (_: unknown, args: Record<string, unknown>, context: GraphQLContext) => {
      const target = liveTarget(args[argument], allowed);
      if (target === undefined || !(await target.kind.readable(context, context.viewer, target.id))) throw new AppError('NOT_FOUND');
      return filteredEvents(context.live.iterate(target.kind.channel(target.id)), async (payload) => {
        const changes = Array.isArray(payload.changes) ? payload.changes : [];
        if (change !== null && !changes.includes(change)) return null;
        const viewer = await currentViewer(context);
        if (!viewer) return null;
        // The operation's context lives as long as the subscription: field resolvers must see this
        // event's viewer and data, not what the first event memoised.
        context.viewer = viewer;
        context.user = viewer.user;
        forgetIssueMetadata(context);
        const parent = await target.kind.readable(context, viewer, target.id);
        return parent ? { parent } : null;
      });
    },
    resolve: (payload: { parent: object }) => payload.parent,
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
