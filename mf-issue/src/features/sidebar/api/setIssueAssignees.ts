import { assertNoErrors, graphqlMutate } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

const SET_ASSIGNEES = /* GraphQL */ `
  mutation issueSetAssignees($input: IssueSetAssigneesInput!) {
    issueSetAssignees(input: $input) {
      issue { id }
      errors
    }
  }
`;

/** GraphQL `issueSetAssignees` with usernames (operationMode REPLACE), as GitLab's sidebar does. */
export async function setIssueAssignees({ fullPath, iid }: IssueRef, usernames: string[]): Promise<void> {
  const data = await graphqlMutate<{ issueSetAssignees: { errors: string[] } }>(SET_ASSIGNEES, {
    input: { projectPath: fullPath, iid: String(iid), assigneeUsernames: usernames, operationMode: 'REPLACE' },
  });
  assertNoErrors(data.issueSetAssignees);
}
