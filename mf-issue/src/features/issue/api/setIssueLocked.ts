import { assertNoErrors, graphqlMutate } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

const SET_LOCKED = /* GraphQL */ `
  mutation updateIssueLocked($input: IssueSetLockedInput!) {
    issueSetLocked(input: $input) {
      issue { id discussionLocked }
      errors
    }
  }
`;

/** GraphQL `issueSetLocked` (spec §7 `updateIssueLocked`); resolves with the new lock state. */
export async function setIssueLocked({ fullPath, iid }: IssueRef, locked: boolean): Promise<boolean> {
  const data = await graphqlMutate<{ issueSetLocked: { issue: { id: string; discussionLocked: boolean } | null; errors: string[] } }>(SET_LOCKED, {
    input: { projectPath: fullPath, iid: String(iid), locked },
  });
  assertNoErrors(data.issueSetLocked);
  return data.issueSetLocked.issue?.discussionLocked ?? locked;
}
