import { subscribeLive } from '../../../lib/liveGraphql';

/**
 * GitLab 16.2's subscriptions for what the sidebar shows (each reloads the page JSON). Each document is
 * written out rather than built from the field name, so the contract test
 * (server/src/graphql/contract.test.ts) reads every one as it is sent.
 */
const SIDEBAR_SUBSCRIPTIONS = {
  issuableAssigneesUpdated: /* GraphQL */ `
    subscription issuableAssigneesUpdated($issuableId: IssuableID!) {
      issuableAssigneesUpdated(issuableId: $issuableId) { ... on Issue { id } }
    }
  `,
  issuableLabelsUpdated: /* GraphQL */ `
    subscription issuableLabelsUpdated($issuableId: IssuableID!) {
      issuableLabelsUpdated(issuableId: $issuableId) { ... on Issue { id } }
    }
  `,
  issuableDatesUpdated: /* GraphQL */ `
    subscription issuableDatesUpdated($issuableId: IssuableID!) {
      issuableDatesUpdated(issuableId: $issuableId) { ... on Issue { id } }
    }
  `,
  issuableMilestoneUpdated: /* GraphQL */ `
    subscription issuableMilestoneUpdated($issuableId: IssuableID!) {
      issuableMilestoneUpdated(issuableId: $issuableId) { ... on Issue { id } }
    }
  `,
  issuableHealthStatusUpdated: /* GraphQL */ `
    subscription issuableHealthStatusUpdated($issuableId: IssuableID!) {
      issuableHealthStatusUpdated(issuableId: $issuableId) { ... on Issue { id } }
    }
  `,
  issuableWeightUpdated: /* GraphQL */ `
    subscription issuableWeightUpdated($issuableId: IssuableID!) {
      issuableWeightUpdated(issuableId: $issuableId) { ... on Issue { id } }
    }
  `,
  issuableEpicUpdated: /* GraphQL */ `
    subscription issuableEpicUpdated($issuableId: IssuableID!) {
      issuableEpicUpdated(issuableId: $issuableId) { ... on Issue { id } }
    }
  `,
  issuableIterationUpdated: /* GraphQL */ `
    subscription issuableIterationUpdated($issuableId: IssuableID!) {
      issuableIterationUpdated(issuableId: $issuableId) { ... on Issue { id } }
    }
  `,
} as const;

type SidebarSubscriptionField = keyof typeof SIDEBAR_SUBSCRIPTIONS;

export const SIDEBAR_SUBSCRIPTION_FIELDS = Object.keys(SIDEBAR_SUBSCRIPTIONS) as SidebarSubscriptionField[];

/** Calls `onChanged` when any sidebar field of issue `issueId` changes; returns the unsubscribe of all of them. */
export function subscribeToSidebarUpdates(issueId: number, onChanged: () => void, onError: (error: unknown) => void): () => void {
  const issuableId = `gid://gitlab/Issue/${issueId}`;
  const stops = SIDEBAR_SUBSCRIPTION_FIELDS.map((field) =>
    subscribeLive<Record<string, unknown>>(SIDEBAR_SUBSCRIPTIONS[field], { issuableId }, {
      next: (data) => {
        if (data[field]) onChanged();
      },
      error: onError,
    }),
  );
  return () => stops.forEach((stop) => stop());
}
