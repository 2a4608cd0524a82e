import { assertNoErrors, graphqlMutate } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

const SET_CONFIDENTIAL = /* GraphQL */ `
  mutation issueSetConfidential($input: IssueSetConfidentialInput!) {
    issueSetConfidential(input: $input) {
      issue { id confidential }
      errors
    }
  }
`;

/** GraphQL `issueSetConfidential`; resolves with the new value. */
export async function setIssueConfidential({ fullPath, iid }: IssueRef, confidential: boolean): Promise<boolean> {
  const data = await graphqlMutate<{ issueSetConfidential: { issue: { id: string; confidential: boolean } | null; errors: string[] } }>(SET_CONFIDENTIAL, {
    input: { projectPath: fullPath, iid: String(iid), confidential },
  });
  assertNoErrors(data.issueSetConfidential);
  return data.issueSetConfidential.issue?.confidential ?? confidential;
}
