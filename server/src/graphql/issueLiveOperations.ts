// The issue page's live subscriptions (mf-issue `features/description/api/*Subscription.ts`), kept
// here word for word so the schema test validates them against our schema and GitLab 16.2.

/** mf-issue: any change of the issue; the page compares `state` and `confidential` with what it shows. */
export const ISSUE_WORK_ITEM_UPDATED_SUBSCRIPTION = /* GraphQL */ `
  subscription issueWorkItemUpdated($workItemId: WorkItemID!) {
    workItemUpdated(workItemId: $workItemId) {
      id
      state
      confidential
    }
  }
`;

/** The sidebar's subscriptions: each change reloads the page JSON. */
export const ISSUE_SIDEBAR_SUBSCRIPTION_FIELDS = [
  'issuableAssigneesUpdated',
  'issuableLabelsUpdated',
  'issuableDatesUpdated',
  'issuableMilestoneUpdated',
  'issuableHealthStatusUpdated',
  'issuableWeightUpdated',
  'issuableEpicUpdated',
  'issuableIterationUpdated',
] as const;

/** The document of one sidebar subscription (mf-issue builds the same text). */
export const issuableUpdatedSubscription = (field: string) => /* GraphQL */ `
  subscription ${field}($issuableId: IssuableID!) {
    ${field}(issuableId: $issuableId) {
      ... on Issue {
        id
      }
    }
  }
`;

export const ISSUE_LIVE_OPERATIONS: Record<string, string> = {
  issueWorkItemUpdated: ISSUE_WORK_ITEM_UPDATED_SUBSCRIPTION,
  ...Object.fromEntries(ISSUE_SIDEBAR_SUBSCRIPTION_FIELDS.map((field) => [field, issuableUpdatedSubscription(field)])),
};
