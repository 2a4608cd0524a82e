import { assertNoErrors, graphqlMutate } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

export const SET_EPIC = /* GraphQL */ `
  mutation issueSetEpic($input: IssueSetEpicInput!) {
    issueSetEpic(input: $input) {
      issue { id hasEpic epic { id iid title webUrl } }
      errors
    }
  }
`;

/** GraphQL `issueSetEpic` with an epic's global id; `null` removes the issue from its epic. */
export async function setIssueEpic({ fullPath, iid }: IssueRef, epicId: string | null): Promise<void> {
  const data = await graphqlMutate<{ issueSetEpic: { errors: string[] } }>(SET_EPIC, {
    input: { projectPath: fullPath, iid: String(iid), epicId },
  });
  assertNoErrors(data.issueSetEpic);
}
