import { assertNoErrors, graphqlMutate } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

export const SET_ITERATION = /* GraphQL */ `
  mutation issueSetIteration($input: IssueSetIterationInput!) {
    issueSetIteration(input: $input) {
      issue { id iteration { id title startDate dueDate webUrl } }
      errors
    }
  }
`;

/** GraphQL `issueSetIteration` with an iteration's global id; `null` removes it. */
export async function setIssueIteration({ fullPath, iid }: IssueRef, iterationId: string | null): Promise<void> {
  const data = await graphqlMutate<{ issueSetIteration: { errors: string[] } }>(SET_ITERATION, {
    input: { projectPath: fullPath, iid: String(iid), iterationId },
  });
  assertNoErrors(data.issueSetIteration);
}
