import { assertNoErrors, graphqlMutate } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

const UPDATE_ISSUE_STATE = /* GraphQL */ `
  mutation updateIssueState($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue { id state }
      errors
    }
  }
`;

/** GraphQL `updateIssue` with `stateEvent` (spec §7); resolves with the new state. */
export async function updateIssueState({ fullPath, iid }: IssueRef, stateEvent: 'CLOSE' | 'REOPEN'): Promise<'opened' | 'closed'> {
  const data = await graphqlMutate<{ updateIssue: { issue: { id: string; state: 'opened' | 'closed' } | null; errors: string[] } }>(UPDATE_ISSUE_STATE, {
    input: { projectPath: fullPath, iid: String(iid), stateEvent },
  });
  assertNoErrors(data.updateIssue);
  return data.updateIssue.issue?.state ?? (stateEvent === 'CLOSE' ? 'closed' : 'opened');
}
