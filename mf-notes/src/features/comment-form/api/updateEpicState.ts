import { mutateLive } from '../../../lib/liveGraphql';

/** GitLab 16.2's `updateEpic` with `stateEvent` (the epic comment form's close/reopen). */
export const UPDATE_EPIC_STATE_MUTATION = /* GraphQL */ `
  mutation notesUpdateEpicState($input: UpdateEpicInput!) {
    updateEpic(input: $input) {
      epic {
        id
        state
      }
      errors
    }
  }
`;

interface UpdateEpicData {
  updateEpic: { epic: { id: string; state: 'opened' | 'closed' } | null; errors: string[] } | null;
}

/** Closes or reopens an epic; resolves with its new state, rejects on any error (top-level or in the payload). */
export async function updateEpicState(groupPath: string, iid: number, event: 'close' | 'reopen'): Promise<{ state: 'opened' | 'closed' }> {
  const data = await mutateLive<UpdateEpicData>(UPDATE_EPIC_STATE_MUTATION, {
    input: { groupPath, iid: String(iid), stateEvent: event === 'close' ? 'CLOSE' : 'REOPEN' },
  });
  const payload = data.updateEpic;
  if (!payload || payload.errors.length > 0 || !payload.epic) throw new Error(payload?.errors.join('. ') || 'The epic was not updated');
  return { state: payload.epic.state };
}
