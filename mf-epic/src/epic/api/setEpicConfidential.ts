import { assertNoErrors, graphqlMutate } from 'shared-kernel/api';
import type { EpicRef } from '../types';

const SET_EPIC_CONFIDENTIAL = /* GraphQL */ `
  mutation updateEpicConfidential($input: UpdateEpicInput!) {
    updateEpic(input: $input) {
      epic {
        id
        confidential
      }
      errors
    }
  }
`;

/** The sidebar's confidentiality toggle: `updateEpic(input: { groupPath, iid, confidential })`; resolves with the new state. */
export async function setEpicConfidential({ groupPath, iid }: EpicRef, confidential: boolean): Promise<boolean> {
  const data = await graphqlMutate<{ updateEpic: { epic: { id: string; confidential: boolean } | null; errors: string[] } | null }>(SET_EPIC_CONFIDENTIAL, {
    input: { groupPath, iid: String(iid), confidential },
  });
  assertNoErrors(data.updateEpic);
  return data.updateEpic?.epic?.confidential ?? confidential;
}
