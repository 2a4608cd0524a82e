import type { EpicRef } from '../types';
import { assertNoErrors, graphqlMutate } from 'shared-kernel/api';

const UPDATE_EPIC_STATE = /* GraphQL */ `
  mutation updateEpicState($input: UpdateEpicInput!) {
    updateEpic(input: $input) {
      epic {
        id
        state
      }
      errors
    }
  }
`;

/** GraphQL `updateEpic` with `stateEvent` (GitLab 16.2's EpicStateEvent); resolves with the new state. */
export async function updateEpicState({ groupPath, iid }: EpicRef, stateEvent: 'CLOSE' | 'REOPEN'): Promise<'opened' | 'closed'> {
  const data = await graphqlMutate<{ updateEpic: { epic: { id: string; state: 'opened' | 'closed' } | null; errors: string[] } | null }>(UPDATE_EPIC_STATE, {
    input: { groupPath, iid: String(iid), stateEvent },
  });
  assertNoErrors(data.updateEpic);
  return data.updateEpic?.epic?.state ?? (stateEvent === 'CLOSE' ? 'closed' : 'opened');
}
