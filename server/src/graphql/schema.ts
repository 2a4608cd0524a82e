import { createSchema } from 'graphql-yoga';
// The issuable kinds register themselves here (the composition root); their shared mutations come from it.
import '../domains/kinds.ts';
import { issuableKinds } from '../domains/issuables/kind.ts';
import { issuableMutationResolvers, issuableMutationTypeDefs } from '../domains/issuables/resolvers.ts';
import type { GraphQLSchema } from 'graphql';
import { commonTypeDefs } from './common.ts';
import type { GraphQLContext } from './context.ts';
import { userResolvers, userTypeDefs } from '../domains/users/resolvers.ts';
import { groupResolvers, groupTypeDefs } from '../domains/groups/resolvers.ts';
import { projectResolvers, projectTypeDefs } from '../domains/projects/resolvers.ts';
import { issueResolvers, issueTypeDefs } from '../domains/issues/resolvers.ts';
import { issueMutationResolvers, issueMutationTypeDefs } from '../domains/issues/mutations.ts';
import { issueSidebarResolvers, issueSidebarTypeDefs } from '../domains/issues/sidebarResolvers.ts';
import { issueSidebarMutationResolvers, issueSidebarMutationTypeDefs } from '../domains/issues/sidebarMutations.ts';
import { groupEpicsResolvers, groupEpicsTypeDefs } from '../domains/issues/sidebarEpics.ts';
import { iterationResolvers, iterationTypeDefs } from '../domains/iterations/resolvers.ts';
import { issueSubscriptionResolvers, issueSubscriptionTypeDefs } from '../domains/issues/subscriptions.ts';
import { epicTreeSubscriptionResolvers, epicTreeSubscriptionTypeDefs } from '../domains/epics/treeSubscription.ts';
import { epicResolvers, epicTypeDefs } from '../domains/epics/resolvers.ts';
import { subscriptionResolvers, subscriptionTypeDefs } from '../domains/subscriptions/resolvers.ts';
import { noteResolvers, noteTypeDefs } from '../domains/notes/resolvers.ts';
import { incidentTimelineResolvers, incidentTimelineTypeDefs } from '../domains/incident-timeline/resolvers.ts';
import { todoResolvers, todoTypeDefs } from '../domains/todos/resolvers.ts';
import { epicTreeResolvers, epicTreeTypeDefs } from '../domains/epics/treeResolvers.ts';
import { mergeRequestResolvers, mergeRequestTypeDefs } from '../domains/merge-requests/resolvers.ts';

export const typeDefs = [commonTypeDefs, userTypeDefs, groupTypeDefs, projectTypeDefs, issueTypeDefs, issueMutationTypeDefs, issueSidebarTypeDefs, issueSidebarMutationTypeDefs, iterationTypeDefs, epicTypeDefs, epicTreeTypeDefs, groupEpicsTypeDefs, subscriptionTypeDefs, noteTypeDefs, incidentTimelineTypeDefs, issueSubscriptionTypeDefs, epicTreeSubscriptionTypeDefs, todoTypeDefs, mergeRequestTypeDefs, issuableMutationTypeDefs(issuableKinds())];

/**
 * Fields we serve that GitLab 16.2 lacks, as `Type.field` (documented in docs/graphql-extensions.md).
 * The schema test checks operations against the reference schema with these removed.
 */
export const EXTENSION_FIELDS = ['Group.gitlabSubscription', 'Subscription.epicTreeUpdated'] as const;
export const EXTENSION_TYPES = ['GitlabSubscription'] as const;

/** Issue fields an EpicIssue serves (GitLab's EpicIssue is an Issue with its link's fields). */
const EPIC_ISSUE_ISSUE_FIELDS = [
  'assignees', 'author', 'blocked', 'blockedByCount', 'blockingCount', 'closedAt', 'confidential', 'createdAt', 'currentUserTodos',
  'description', 'discussionLocked', 'downvotes', 'dueDate', 'epic', 'hasEpic', 'healthStatus', 'humanTimeEstimate', 'humanTotalTimeSpent',
  'iid', 'iteration', 'labels', 'milestone', 'participants', 'projectId', 'reference', 'state', 'subscribed', 'timeEstimate', 'title',
  'totalTimeSpent', 'type', 'updatedAt', 'upvotes', 'userNotesCount', 'webUrl', 'weight',
];

/** EpicIssue: the Issue resolvers of every domain for the shared fields (same parent shape), then its own. */
function epicIssueResolvers() {
  const issueMaps = [issueResolvers, issueSidebarResolvers, iterationResolvers, todoResolvers].map((map) => ((map as { Issue?: Record<string, unknown> }).Issue ?? {}));
  const merged: Record<string, unknown> = {};
  for (const map of issueMaps) for (const field of EPIC_ISSUE_ISSUE_FIELDS) if (field in map) merged[field] = map[field];
  return { EpicIssue: { ...merged, ...epicTreeResolvers.EpicIssue } };
}

export function createPlatformSchema(): GraphQLSchema {
  return createSchema<GraphQLContext>({
    typeDefs,
    resolvers: [userResolvers, groupResolvers, projectResolvers, issueResolvers, issueMutationResolvers, issueSidebarResolvers, issueSidebarMutationResolvers, iterationResolvers, epicResolvers, { Epic: epicTreeResolvers.Epic, Mutation: epicTreeResolvers.Mutation }, epicIssueResolvers(), groupEpicsResolvers, subscriptionResolvers, noteResolvers, incidentTimelineResolvers, issueSubscriptionResolvers, epicTreeSubscriptionResolvers, todoResolvers, mergeRequestResolvers, issuableMutationResolvers(issuableKinds())],
  });
}
