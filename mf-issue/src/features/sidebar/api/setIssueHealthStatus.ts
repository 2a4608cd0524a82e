import { assertNoErrors, graphqlMutate } from 'shared-kernel/api';
import type { HealthStatus, IssueRef } from '../../../lib/types';

export const SET_HEALTH_STATUS = /* GraphQL */ `
  mutation updateIssueHealthStatus($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue { id healthStatus }
      errors
    }
  }
`;

/** The GraphQL enum's names of the page JSON's values. */
const GRAPHQL_VALUES: Record<HealthStatus, string> = { on_track: 'onTrack', needs_attention: 'needsAttention', at_risk: 'atRisk' };

/** GraphQL `updateIssue(healthStatus)`, as GitLab's sidebar sets it; `null` clears it. */
export async function setIssueHealthStatus({ fullPath, iid }: IssueRef, status: HealthStatus | null): Promise<void> {
  const data = await graphqlMutate<{ updateIssue: { errors: string[] } }>(SET_HEALTH_STATUS, {
    input: { projectPath: fullPath, iid: String(iid), healthStatus: status === null ? null : GRAPHQL_VALUES[status] },
  });
  assertNoErrors(data.updateIssue);
}
