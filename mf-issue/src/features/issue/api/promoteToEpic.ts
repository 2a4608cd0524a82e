import { assertNoErrors, graphqlMutate } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

const PROMOTE_TO_EPIC = /* GraphQL */ `
  mutation promoteToEpic($input: PromoteToEpicInput!) {
    promoteToEpic(input: $input) {
      epic { id webPath }
      errors
    }
  }
`;

/** GraphQL `promoteToEpic`; resolves with the new epic's web path. Errors in the payload reject. */
export async function promoteToEpic({ fullPath, iid }: IssueRef): Promise<string> {
  const data = await graphqlMutate<{ promoteToEpic: { epic: { id: string; webPath: string } | null; errors: string[] } }>(PROMOTE_TO_EPIC, {
    input: { projectPath: fullPath, iid: String(iid) },
  });
  assertNoErrors(data.promoteToEpic);
  if (!data.promoteToEpic.epic) throw new Error('No epic in the promoteToEpic payload');
  return data.promoteToEpic.epic.webPath;
}
