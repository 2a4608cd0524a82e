import { subscribeGraphql } from 'shared-kernel/live';

/**
 * GitLab 16.2's `issuable*Updated` subscriptions an epic answers (the server publishes an epic's
 * title, description and labels changes on them, as for issues). The title and description events
 * select the new values, so the page shows them without a request; a labels event says only that they
 * changed. Written out one by one so the contract test (server/src/graphql/contract.test.ts) reads each
 * as it is sent.
 */
const EPIC_SUBSCRIPTIONS = {
  issuableTitleUpdated: /* GraphQL */ `
    subscription epicTitleUpdated($issuableId: IssuableID!) {
      issuableTitleUpdated(issuableId: $issuableId) { ... on Epic { id title titleHtml } }
    }
  `,
  issuableDescriptionUpdated: /* GraphQL */ `
    subscription epicDescriptionUpdated($issuableId: IssuableID!) {
      issuableDescriptionUpdated(issuableId: $issuableId) { ... on Epic { id description descriptionHtml } }
    }
  `,
  issuableLabelsUpdated: /* GraphQL */ `
    subscription epicLabelsUpdated($issuableId: IssuableID!) {
      issuableLabelsUpdated(issuableId: $issuableId) { ... on Epic { id } }
    }
  `,
} as const;

export const EPIC_SUBSCRIPTION_FIELDS = Object.keys(EPIC_SUBSCRIPTIONS) as (keyof typeof EPIC_SUBSCRIPTIONS)[];

/** What a live event of an epic says: its new title or description (text and HTML), or that its labels changed. */
export type EpicUpdate = { kind: 'title'; title: string; titleHtml: string } | { kind: 'description'; description: string; descriptionHtml: string } | { kind: 'labels' };

interface EpicEventNode {
  id?: string;
  title?: string | null;
  titleHtml?: string | null;
  description?: string | null;
  descriptionHtml?: string | null;
}

/** The update an event's node carries, or null when it carries nothing this page can use. */
function updateOf(field: (typeof EPIC_SUBSCRIPTION_FIELDS)[number], node: EpicEventNode): EpicUpdate | null {
  if (field === 'issuableLabelsUpdated') return { kind: 'labels' };
  if (field === 'issuableTitleUpdated') return typeof node.title === 'string' ? { kind: 'title', title: node.title, titleHtml: node.titleHtml ?? node.title } : null;
  return { kind: 'description', description: node.description ?? '', descriptionHtml: node.descriptionHtml ?? '' };
}

/** Calls `onUpdate` on every such change of epic `epicId` the viewer may read; returns the unsubscribe of all. */
export function subscribeToEpicUpdates(epicId: number, onUpdate: (update: EpicUpdate) => void, onError: (error: unknown) => void): () => void {
  const issuableId = `gid://gitlab/Epic/${epicId}`;
  const stops = EPIC_SUBSCRIPTION_FIELDS.map((field) =>
    subscribeGraphql<Record<string, EpicEventNode | null | undefined>>(EPIC_SUBSCRIPTIONS[field], { issuableId }, {
      next: (data) => {
        const node = data[field];
        if (!node) return;
        const update = updateOf(field, node);
        if (update) onUpdate(update);
      },
      error: onError,
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
