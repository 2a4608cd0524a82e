import { assertNoErrors, graphqlMutate } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

const SET_MILESTONE = /* GraphQL */ `
  mutation issueSetMilestone($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue { id }
      errors
    }
  }
`;

/** GraphQL `updateIssue` with `milestoneId` (a global id, or null to remove). */
export async function setIssueMilestone({ fullPath, iid }: IssueRef, milestoneId: number | null): Promise<void> {
  const data = await graphqlMutate<{ updateIssue: { errors: string[] } }>(SET_MILESTONE, {
    input: { projectPath: fullPath, iid: String(iid), milestoneId: milestoneId === null ? null : `gid://gitlab/Milestone/${milestoneId}` },
  });
  assertNoErrors(data.updateIssue);
}
