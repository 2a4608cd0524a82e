import { assertNoErrors, graphqlMutate } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

export const SET_WEIGHT = /* GraphQL */ `
  mutation issueSetWeight($input: IssueSetWeightInput!) {
    issueSetWeight(input: $input) {
      issue { id weight }
      errors
    }
  }
`;

/** GraphQL `issueSetWeight`; `null` removes the weight. Resolves with the saved weight. */
export async function setIssueWeight({ fullPath, iid }: IssueRef, weight: number | null): Promise<number | null> {
  const data = await graphqlMutate<{ issueSetWeight: { issue: { weight: number | null } | null; errors: string[] } }>(SET_WEIGHT, {
    input: { projectPath: fullPath, iid: String(iid), weight },
  });
  assertNoErrors(data.issueSetWeight);
  return data.issueSetWeight.issue?.weight ?? weight;
}
