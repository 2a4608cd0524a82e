import { graphqlQuery } from 'shared-kernel/api';
import { groupPathOf, type IssueRef } from '../../../lib/types';
import { PICKER_PAGE_SIZE } from './pickerPage';

export const GROUP_ITERATIONS = /* GraphQL */ `
  query issueIterations($fullPath: ID!, $title: String, $state: IterationState, $first: Int) {
    group(fullPath: $fullPath) {
      iterations(search: $title, state: $state, includeAncestors: true, first: $first) {
        nodes { id title startDate dueDate webUrl state }
      }
    }
  }
`;

/** An iteration as the picker lists it (GraphQL `Iteration`). */
export interface GroupIteration {
  id: string;
  title: string | null;
  startDate: string | null;
  dueDate: string | null;
  webUrl: string;
}

/** The open (current and upcoming) iterations of the project's group and its ancestors. */
export async function getGroupIterations(ref: IssueRef, title = ''): Promise<GroupIteration[]> {
  const data = await graphqlQuery<{ group: { iterations: { nodes: (GroupIteration | null)[] } | null } | null }>(GROUP_ITERATIONS, {
    fullPath: groupPathOf(ref),
    state: 'opened',
    first: PICKER_PAGE_SIZE,
    ...(title.trim() ? { title: title.trim() } : {}),
  });
  return (data.group?.iterations?.nodes ?? []).filter((node): node is GroupIteration => node !== null);
}
