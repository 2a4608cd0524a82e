import { assertNoErrors, graphqlMutate } from 'shared-kernel/api';
import type { EpicRef } from '../types';

const UPDATE_EPIC_COLOR = /* GraphQL */ `
  mutation updateIssuableColor($input: UpdateEpicInput!) {
    updateEpic(input: $input) {
      epic { id color textColor }
      errors
    }
  }
`;

/** The spec's `updateIssuableColor` (16.2: `updateEpic(input: { iid, groupPath, color })`); rejects when the payload lists errors. */
export async function updateEpicColor({ groupPath, iid }: EpicRef, color: string): Promise<string> {
  const data = await graphqlMutate<{ updateEpic: { epic: { id: string; color: string } | null; errors: string[] } | null }>(UPDATE_EPIC_COLOR, {
    input: { groupPath, iid: String(iid), color },
  });
  assertNoErrors(data.updateEpic);
  return data.updateEpic?.epic?.color ?? color;
}
