import { subscribeGraphql } from 'shared-kernel/live';

/**
 * GitLab 16.2's `issuable*Updated` subscriptions an epic answers (the server publishes an epic's
 * title, description and labels changes on them, as for issues). Written out one by one so the
 * contract test (server/src/graphql/contract.test.ts) reads each as it is sent.
 */
const EPIC_SUBSCRIPTIONS = {
  issuableTitleUpdated: /* GraphQL */ `
    subscription epicTitleUpdated($issuableId: IssuableID!) {
      issuableTitleUpdated(issuableId: $issuableId) { ... on Epic { id } }
    }
  `,
  issuableDescriptionUpdated: /* GraphQL */ `
    subscription epicDescriptionUpdated($issuableId: IssuableID!) {
      issuableDescriptionUpdated(issuableId: $issuableId) { ... on Epic { id } }
    }
  `,
  issuableLabelsUpdated: /* GraphQL */ `
    subscription epicLabelsUpdated($issuableId: IssuableID!) {
      issuableLabelsUpdated(issuableId: $issuableId) { ... on Epic { id } }
    }
  `,
} as const;

export const EPIC_SUBSCRIPTION_FIELDS = Object.keys(EPIC_SUBSCRIPTIONS) as (keyof typeof EPIC_SUBSCRIPTIONS)[];

/** Calls `onChanged` on every such change of epic `epicId` the viewer may read; returns the unsubscribe of all. */
export function subscribeToEpicUpdates(epicId: number, onChanged: () => void, onError: (error: unknown) => void): () => void {
  const issuableId = `gid://gitlab/Epic/${epicId}`;
  const stops = EPIC_SUBSCRIPTION_FIELDS.map((field) =>
    subscribeGraphql<Record<string, unknown>>(EPIC_SUBSCRIPTIONS[field], { issuableId }, {
      next: (data) => {
        if (data[field]) onChanged();
      },
      error: onError,
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
