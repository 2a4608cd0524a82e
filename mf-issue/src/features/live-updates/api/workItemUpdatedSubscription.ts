import { subscribeLive } from '../../../lib/liveGraphql';

/** GitLab 16.2's `workItemUpdated`: any change of the issue. Only what the page compares; the rest is fetched. */
export const WORK_ITEM_UPDATED_SUBSCRIPTION = /* GraphQL */ `
  subscription issueWorkItemUpdated($workItemId: WorkItemID!) {
    workItemUpdated(workItemId: $workItemId) {
      id
      state
      confidential
    }
  }
`;

/** What an event tells about the issue. */
export interface WorkItemUpdate {
  state: 'OPEN' | 'CLOSED';
  confidential: boolean;
}

interface WorkItemUpdatedData {
  workItemUpdated: (WorkItemUpdate & { id: string }) | null;
}

/** Calls `onUpdated` for every change of issue `issueId` this viewer may still read. */
export function subscribeToWorkItemUpdated(issueId: number, onUpdated: (update: WorkItemUpdate) => void, onError: (error: unknown) => void): () => void {
  return subscribeLive<WorkItemUpdatedData>(WORK_ITEM_UPDATED_SUBSCRIPTION, { workItemId: `gid://gitlab/WorkItem/${issueId}` }, {
    next: (data) => {
      if (data.workItemUpdated) onUpdated({ state: data.workItemUpdated.state, confidential: data.workItemUpdated.confidential });
    },
    error: onError,
  });
}
