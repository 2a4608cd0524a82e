import { subscribeLive } from '../../../lib/liveGraphql';

/** GitLab 16.2's subscriptions for what the sidebar shows (each reloads the page JSON). */
export const SIDEBAR_SUBSCRIPTION_FIELDS = [
  'issuableAssigneesUpdated',
  'issuableLabelsUpdated',
  'issuableDatesUpdated',
  'issuableMilestoneUpdated',
  'issuableHealthStatusUpdated',
  'issuableWeightUpdated',
  'issuableEpicUpdated',
  'issuableIterationUpdated',
] as const;

/** The document of one of them (the server's `issueLiveOperations.ts` builds the same text and validates it). */
export const issuableUpdatedSubscription = (field: string) => /* GraphQL */ `
  subscription ${field}($issuableId: IssuableID!) {
    ${field}(issuableId: $issuableId) {
      ... on Issue {
        id
      }
    }
  }
`;

/** Calls `onChanged` when any sidebar field of issue `issueId` changes; returns the unsubscribe of all of them. */
export function subscribeToSidebarUpdates(issueId: number, onChanged: () => void, onError: (error: unknown) => void): () => void {
  const issuableId = `gid://gitlab/Issue/${issueId}`;
  const stops = SIDEBAR_SUBSCRIPTION_FIELDS.map((field) =>
    subscribeLive<Record<string, unknown>>(issuableUpdatedSubscription(field), { issuableId }, {
      next: (data) => {
        if (data[field]) onChanged();
      },
      error: onError,
    }),
  );
  return () => stops.forEach((stop) => stop());
}
