import { assertNoErrors, graphqlMutate } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

export const SET_DUE_DATE = /* GraphQL */ `
  mutation issueSetDueDate($input: IssueSetDueDateInput!) {
    issueSetDueDate(input: $input) {
      issue { id dueDate }
      errors
    }
  }
`;

/** GraphQL `issueSetDueDate` with a `yyyy-mm-dd` date; `null` removes it. */
export async function setIssueDueDate({ fullPath, iid }: IssueRef, dueDate: string | null): Promise<void> {
  const data = await graphqlMutate<{ issueSetDueDate: { errors: string[] } }>(SET_DUE_DATE, {
    input: { projectPath: fullPath, iid: String(iid), dueDate },
  });
  assertNoErrors(data.issueSetDueDate);
}
